import { describe, expect, it } from 'vitest';
import { metricSourceLabel } from './metric-source';

describe('metricSourceLabel', () => {
  it('names the known sources', () => {
    expect(metricSourceLabel('dataforseo_labs')).toBe('DataForSEO Labs');
    expect(metricSourceLabel('demo')).toBe('Demo data');
  });

  it('keeps unknown sources readable and names missing ones', () => {
    expect(metricSourceLabel('search_console')).toBe('search console');
    expect(metricSourceLabel('')).toBe('—');
    expect(metricSourceLabel(null)).toBe('—');
  });
});
