// Seasonality of a keyword from the monthly searches each row stores: the peak
// month and the trend (the last 3 months against the 3 before, and year over year). One rule for
// the row writer (the stored peak_month, trend and trend_yoy columns the server sorts and filters
// by), migration 0016's backfill (the same rule in SQL), the browser and the exports' "Trend (%)"
// (decision 046): "trend" means this number wherever it is shown.
import { monthIndex, type MonthlyVolume } from './months';

/** A trend at or above this percentage is "trending up"; at or below its negative, "trending down". */
export const TREND_THRESHOLD_PERCENT = 10;
/** The trend's rule in words, where a reader meets the figure (the cell's title). */
export const TREND_RULE_TEXT = 'Last 3 months against the 3 before';
/** The year-over-year rule in words (the column's hint). */
export const YOY_RULE_TEXT = 'Year over year: the latest month against the same month a year before';
export const TREND_DIRECTIONS = ['up', 'down'] as const;
export type TrendDirection = (typeof TREND_DIRECTIONS)[number];

export interface Seasonality {
  /** 1-12, the calendar month of the highest volume (the latest such month on a tie); null without a volume above 0. */
  peakMonth: number | null;
  /** Whole percent: the sum of the latest 3 months against the 3 before; null unless all 6 are known and the 3 before sum above 0. */
  trend: number | null;
  /** Whole percent: the latest month against the same month a year before; null unless both are known and the earlier is above 0. */
  trendYoy: number | null;
}

/** The known volumes by month index (a month stored twice keeps its last value); the forecast reads the same. */
export function knownVolumes(monthly: readonly MonthlyVolume[]): Map<number, number> {
  const byIndex = new Map<number, number>();
  for (const m of monthly) {
    const volume = m.searchVolume;
    if (volume === null || !Number.isFinite(volume) || volume < 0) continue;
    if (!Number.isInteger(m.year) || !Number.isInteger(m.month) || m.month < 1 || m.month > 12) continue;
    byIndex.set(monthIndex(m), volume);
  }
  return byIndex;
}

/** Percentage change, rounded half up to a whole number; null from a base of 0. */
export function percentChange(from: number, to: number): number | null {
  if (!(from > 0)) return null;
  return Math.floor(((to - from) / from) * 100 + 0.5);
}

function sumOf(byIndex: ReadonlyMap<number, number>, indexes: readonly number[]): number | null {
  let sum = 0;
  for (const index of indexes) {
    const volume = byIndex.get(index);
    if (volume === undefined) return null;
    sum += volume;
  }
  return sum;
}

export function seasonality(monthly: readonly MonthlyVolume[]): Seasonality {
  const byIndex = knownVolumes(monthly);
  if (byIndex.size === 0) return { peakMonth: null, trend: null, trendYoy: null };
  let latest = -Infinity;
  let peakIndex: number | null = null;
  let peakVolume = 0;
  for (const [index, volume] of byIndex) {
    latest = Math.max(latest, index);
    if (volume > peakVolume || (volume === peakVolume && peakIndex !== null && index > peakIndex)) {
      peakVolume = volume;
      peakIndex = index;
    }
  }
  const last3 = sumOf(byIndex, [latest, latest - 1, latest - 2]);
  const before3 = sumOf(byIndex, [latest - 3, latest - 4, latest - 5]);
  const yearBefore = byIndex.get(latest - 12);
  return {
    peakMonth: peakIndex === null ? null : (peakIndex % 12) + 1,
    trend: last3 === null || before3 === null ? null : percentChange(before3, last3),
    trendYoy: yearBefore === undefined ? null : percentChange(yearBefore, byIndex.get(latest) ?? 0),
  };
}

export function trendDirection(trend: number | null): TrendDirection | null {
  if (trend === null) return null;
  if (trend >= TREND_THRESHOLD_PERCENT) return 'up';
  if (trend <= -TREND_THRESHOLD_PERCENT) return 'down';
  return null;
}

/** Whether a row has any monthly volume to draw. */
export function hasMonthlyData(monthly: readonly MonthlyVolume[]): boolean {
  return knownVolumes(monthly).size > 0;
}

/** "+24%", "−8%", "0%". */
export function formatTrend(trend: number): string {
  if (trend > 0) return `+${trend}%`;
  if (trend < 0) return `−${Math.abs(trend)}%`;
  return '0%';
}
