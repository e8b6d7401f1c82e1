// The registered providers' labels for their metric sources.
import { describe, expect, it } from 'vitest';
import { metricSourceLabel } from '../../shared/format/metric-source.js';
import { PROVIDER_PROFILES } from './profiles.js';

describe('metricSourceLabel', () => {
  it('names the known sources', () => {
    expect(metricSourceLabel('dataforseo_labs', PROVIDER_PROFILES)).toBe('DataForSEO Labs');
    expect(metricSourceLabel('demo', PROVIDER_PROFILES)).toBe('Demo data');
  });

  it('keeps unknown sources readable and names missing ones', () => {
    expect(metricSourceLabel('search_console', PROVIDER_PROFILES)).toBe('search console');
    expect(metricSourceLabel('', PROVIDER_PROFILES)).toBe('—');
    expect(metricSourceLabel(null, PROVIDER_PROFILES)).toBe('—');
  });
});
