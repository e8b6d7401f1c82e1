import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTrend, hasMonthlyData, percentChange, seasonality, trendDirection } from './seasonality';
import { monthIndex } from './months';
import { monthlySearchesArb } from './monthly-volume.arbitraries';

const series = (start: { year: number; month: number }, volumes: (number | null)[]) =>
  volumes.map((searchVolume, i) => {
    const index = start.year * 12 + start.month - 1 + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume };
  });

describe('seasonality', () => {
  it('finds the peak month and the 3-month trend of 12 months', () => {
    // Dec 2025 .. Nov 2026
    const months = series({ year: 2025, month: 12 }, [50, 40, 40, 40, 60, 90, 120, 100, 100, 120, 120, 120]);
    const result = seasonality(months);
    // The highest is 120 in Jun, Sep, Oct, Nov 2026: the latest wins.
    expect(result.peakMonth).toBe(11);
    // Sep-Nov 360 vs Jun-Aug 320: +12.5% -> 13.
    expect(result.trend).toBe(13);
    expect(result.trendYoy).toBeNull();
  });

  it('compares year over year where the same month a year before is known', () => {
    const months = series({ year: 2025, month: 11 }, [100, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 150]);
    expect(seasonality(months).trendYoy).toBe(50);
    expect(seasonality(months).peakMonth).toBe(11);
  });

  it('has no trend without 6 consecutive known months or from a base of 0', () => {
    expect(seasonality(series({ year: 2026, month: 1 }, [1, 2, 3, 4, 5])).trend).toBeNull();
    expect(seasonality(series({ year: 2026, month: 1 }, [1, null, 3, 4, 5, 6])).trend).toBeNull();
    expect(seasonality(series({ year: 2026, month: 1 }, [0, 0, 0, 4, 5, 6])).trend).toBeNull();
    expect(seasonality(series({ year: 2026, month: 1 }, [10, 10, 10, 5, 5, 5])).trend).toBe(-50);
  });

  it('says nothing for rows without monthly data or only zeros', () => {
    expect(seasonality([])).toEqual({ peakMonth: null, trend: null, trendYoy: null });
    expect(seasonality(series({ year: 2026, month: 1 }, [0, 0])).peakMonth).toBeNull();
    expect(hasMonthlyData([])).toBe(false);
    expect(hasMonthlyData(series({ year: 2026, month: 1 }, [null]))).toBe(false);
    expect(hasMonthlyData(series({ year: 2026, month: 1 }, [0]))).toBe(true);
  });

  it('reads the months in any order', () => {
    const months = series({ year: 2026, month: 1 }, [1, 2, 3, 4, 5, 6]);
    expect(seasonality([...months].reverse())).toEqual(seasonality(months));
  });

  it('property: the peak month holds the highest volume, and the trend has the sign of the change', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 6, maxLength: 24 }), (volumes) => {
        const result = seasonality(series({ year: 2024, month: 3 }, volumes));
        const max = Math.max(...volumes);
        if (max === 0) expect(result.peakMonth).toBeNull();
        else {
          const last = volumes.lastIndexOf(max);
          expect(result.peakMonth).toBe(((2024 * 12 + 2 + last) % 12) + 1);
        }
        const n = volumes.length;
        const recent = volumes.slice(n - 3).reduce((a, b) => a + b, 0);
        const before = volumes.slice(n - 6, n - 3).reduce((a, b) => a + b, 0);
        if (before === 0) expect(result.trend).toBeNull();
        // `|| 0`: a change that rounds to -0 % is no change (toBe tells -0 from 0).
        else expect(Math.sign(result.trend ?? 0) || 0).toBe(Math.sign(Math.round(((recent - before) / before) * 100)) || 0);
      }),
    );
  });
});

describe('trend helpers', () => {
  it('rounds half up and refuses a base of 0', () => {
    expect(percentChange(200, 201)).toBe(1);
    expect(percentChange(0, 5)).toBeNull();
  });
  it('names the direction from the threshold', () => {
    expect(trendDirection(10)).toBe('up');
    expect(trendDirection(9)).toBeNull();
    expect(trendDirection(-10)).toBe('down');
    expect(trendDirection(null)).toBeNull();
  });
  it('formats with a sign', () => {
    expect(formatTrend(12)).toBe('+12%');
    expect(formatTrend(-3)).toBe('−3%');
    expect(formatTrend(0)).toBe('0%');
  });
});

describe('year over year', () => {
  it('property: the latest month against the same month a year before, whatever the order; null without both', () => {
    fc.assert(
      fc.property(monthlySearchesArb, (history) => {
        const known = new Map(history.filter((m) => m.searchVolume !== null).map((m) => [monthIndex(m), m.searchVolume!]));
        const { trendYoy } = seasonality(history);
        expect(seasonality([...history].reverse()).trendYoy).toBe(trendYoy);
        const latest = Math.max(...known.keys());
        const before = known.get(latest - 12);
        expect(trendYoy).toBe(known.size === 0 || before === undefined ? null : percentChange(before, known.get(latest)!));
      }),
    );
  });

});
