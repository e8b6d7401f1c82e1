import { describe, expect, it } from 'vitest';
import { sparklineLabel, sparklinePath, sparklineValues } from './sparkline';

const months = (volumes: Array<number | null>) => volumes.map((searchVolume, i) => ({ year: 2026, month: i + 1, searchVolume }));

describe('sparkline', () => {
  it('draws one line across the months, lowest at the bottom', () => {
    expect(sparklinePath(months([0, 50, 100]), 100, 21)).toBe('M0.0 20.0 L50.0 10.5 L100.0 1.0');
  });

  it('breaks the line at months without data and draws nothing without any', () => {
    expect(sparklinePath(months([10, null, 30]), 100, 21)).toBe('M0.0 20.0 M100.0 1.0');
    expect(sparklinePath(months([null, null]), 100, 21)).toBe('');
    expect(sparklinePath([], 100, 21)).toBe('');
  });

  it('describes the trend in words', () => {
    expect(sparklineLabel(months([1200, 900, 3400]))).toBe('Search volume trend, Jan 2026 to Mar 2026: 1.2K to 3.4K');
    expect(sparklineLabel([])).toBe('No trend data');
  });

  it('lists every month with its searches for the tooltip, a dash where there is no figure', () => {
    expect(sparklineValues(months([1200, null]))).toEqual([
      { month: 'Jan 2026', searches: '1,200' },
      { month: 'Feb 2026', searches: '—' },
    ]);
  });
});
