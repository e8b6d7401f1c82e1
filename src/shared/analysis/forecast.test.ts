import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORECAST_GROWTH_BOUNDS, FORECAST_MONTHS, forecastVolumes, yearlyGrowth } from './forecast';
import { monthIndex, type MonthlyVolume } from './months';
import { monthlySearchesArb } from './monthly-volume.arbitraries';

const series = (start: { year: number; month: number }, volumes: (number | null)[]): MonthlyVolume[] =>
  volumes.map((searchVolume, i) => {
    const index = start.year * 12 + start.month - 1 + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume };
  });

const SHAPE = [100, 80, 90, 120, 150, 200, 260, 240, 180, 140, 110, 300];

describe('forecastVolumes', () => {
  it('repeats the latest year when only one year is known (seasonal naive, no trend)', () => {
    const forecast = forecastVolumes(series({ year: 2025, month: 1 }, SHAPE));
    expect(forecast.growth).toBeNull();
    expect(forecast.months.map((m) => m.searchVolume)).toEqual(SHAPE);
    expect(forecast.months[0]).toMatchObject({ year: 2026, month: 1 });
    expect(forecast.months[11]).toMatchObject({ year: 2026, month: 12 });
  });

  it('applies the latest year’s growth over the year before', () => {
    const grown = SHAPE.map((v) => v * 1.2);
    const forecast = forecastVolumes(series({ year: 2024, month: 1 }, [...SHAPE, ...grown]));
    expect(forecast.growth).toBeCloseTo(1.2, 10);
    expect(forecast.months.map((m) => m.searchVolume)).toEqual(grown.map((v) => Math.round(v * 1.2)));
  });

  it('holds a wild growth within the bounds', () => {
    const history = series({ year: 2024, month: 1 }, [...SHAPE, ...SHAPE.map((v) => v * 10)]);
    expect(yearlyGrowth(history)).toBe(FORECAST_GROWTH_BOUNDS.max);
    const collapse = series({ year: 2024, month: 1 }, [...SHAPE, ...SHAPE.map((v) => v / 100)]);
    expect(yearlyGrowth(collapse)).toBe(FORECAST_GROWTH_BOUNDS.min);
  });

  it('fills an unknown month of the latest year with that year’s average, and ignores older gaps for the shape', () => {
    const volumes: (number | null)[] = [...SHAPE];
    volumes[3] = null;
    const forecast = forecastVolumes(series({ year: 2025, month: 1 }, volumes));
    const known = SHAPE.filter((_, i) => i !== 3);
    expect(forecast.months[3]!.searchVolume).toBe(Math.round(known.reduce((a, b) => a + b, 0) / known.length));
    // A gap in the year before leaves the growth unknown rather than guessed.
    expect(forecastVolumes(series({ year: 2024, month: 1 }, [null, ...SHAPE.slice(1), ...SHAPE])).growth).toBeNull();
  });

  it('forecasts nothing from no known month', () => {
    expect(forecastVolumes([])).toEqual({ months: [], growth: null });
    expect(forecastVolumes(series({ year: 2025, month: 1 }, [null, null])).months).toEqual([]);
  });

  it('property: 12 consecutive whole, non-negative months right after the latest known month', () => {
    fc.assert(
      fc.property(monthlySearchesArb, (history) => {
        const { months } = forecastVolumes(history);
        const known = history.filter((m) => m.searchVolume !== null);
        if (known.length === 0) return months.length === 0;
        const latest = Math.max(...known.map(monthIndex));
        return (
          months.length === FORECAST_MONTHS &&
          months.every((m, i) => monthIndex(m) === latest + 1 + i && Number.isInteger(m.searchVolume) && m.searchVolume! >= 0)
        );
      }),
    );
  });

  it('property: each month lies within the latest year’s range times the growth bounds', () => {
    fc.assert(
      fc.property(monthlySearchesArb, (history) => {
        const { months } = forecastVolumes(history);
        if (months.length === 0) return true;
        const latest = Math.max(...history.filter((m) => m.searchVolume !== null).map(monthIndex));
        const recent = history.filter((m) => m.searchVolume !== null && monthIndex(m) > latest - 12).map((m) => m.searchVolume!);
        const low = Math.floor(Math.min(...recent) * FORECAST_GROWTH_BOUNDS.min);
        const high = Math.ceil(Math.max(...recent) * FORECAST_GROWTH_BOUNDS.max);
        return months.every((m) => m.searchVolume! >= low && m.searchVolume! <= high);
      }),
    );
  });

  it('property: a flat history forecasts the same level; the order the months come in does not matter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 48 }), (level, count) => {
        const history = series({ year: 2023, month: 5 }, Array.from({ length: count }, () => level));
        const forward = forecastVolumes(history);
        expect(forward.months.every((m) => m.searchVolume === level)).toBe(true);
        expect(forecastVolumes([...history].reverse())).toEqual(forward);
      }),
    );
  });
});
