// The 12-month volume forecast of a keyword, from its monthly history (decision 060): seasonal naive
// with the year's growth. Each coming month is the same month of the latest year, times the growth of
// the latest 12 months over the 12 before (when both years are fully known), the growth held within
// FORECAST_GROWTH_BOUNDS so one odd year cannot project a tenfold rise. Plain, explainable and
// stable: a keyword's shape repeats, its level moves as it moved last year. A month of the latest year
// that is not known takes that year's average of the known months.
import type { MonthlyVolume } from './months';
import { knownVolumes } from './seasonality';

/** Months forecast, after the latest known month. */
export const FORECAST_MONTHS = 12;
/** The yearly growth applied is held within these factors (halving to doubling). */
export const FORECAST_GROWTH_BOUNDS = { min: 0.5, max: 2 } as const;
/** The method in words, where a reader meets the forecast. */
export const FORECAST_METHOD_TEXT =
  'Forecast: each month as in the latest year, times last year’s growth over the year before (held between half and double); a guide, not a promise.';

export interface VolumeForecast {
  /** The coming months, oldest first, each a whole number of searches. */
  months: MonthlyVolume[];
  /** The yearly growth factor applied; null when fewer than 24 known months left it at 1 (no trend). */
  growth: number | null;
}

const fromIndex = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** The sum of 12 consecutive months ending at `last`; null when any is unknown. */
function yearSum(byIndex: ReadonlyMap<number, number>, last: number): number | null {
  let sum = 0;
  for (let index = last - 11; index <= last; index += 1) {
    const volume = byIndex.get(index);
    if (volume === undefined) return null;
    sum += volume;
  }
  return sum;
}

/** The growth of the latest 12 months over the 12 before, within the bounds; null without both years known or from a year of 0. */
export function yearlyGrowth(history: readonly MonthlyVolume[]): number | null {
  const byIndex = knownVolumes(history);
  if (byIndex.size === 0) return null;
  const latest = Math.max(...byIndex.keys());
  const recent = yearSum(byIndex, latest);
  const before = yearSum(byIndex, latest - 12);
  if (recent === null || before === null || before <= 0) return null;
  return Math.min(FORECAST_GROWTH_BOUNDS.max, Math.max(FORECAST_GROWTH_BOUNDS.min, recent / before));
}

/** The next 12 months after the latest known one; no months when the history knows none. */
export function forecastVolumes(history: readonly MonthlyVolume[]): VolumeForecast {
  const byIndex = knownVolumes(history);
  if (byIndex.size === 0) return { months: [], growth: null };
  const latest = Math.max(...byIndex.keys());
  const recentKnown: number[] = [];
  for (let index = latest - 11; index <= latest; index += 1) {
    const volume = byIndex.get(index);
    if (volume !== undefined) recentKnown.push(volume);
  }
  const average = recentKnown.reduce((sum, v) => sum + v, 0) / recentKnown.length;
  const growth = yearlyGrowth(history);
  const factor = growth ?? 1;
  const months: MonthlyVolume[] = [];
  for (let step = 1; step <= FORECAST_MONTHS; step += 1) {
    const base = byIndex.get(latest + step - 12) ?? average;
    months.push({ ...fromIndex(latest + step), searchVolume: Math.round(base * factor) });
  }
  return { months, growth };
}
