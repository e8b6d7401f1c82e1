// The profile's quota chart: the units used so far in the current period, one
// point per UTC day from the period's first day to today (or its last day), per tool, cumulative.
import type { UsageByDay } from './contract/billing';

export type UsageTotals = Pick<UsageByDay['days'][number], 'keywords' | 'serpAnalyses' | 'relatedKeywords'>;

export interface UsageSeries {
  /** YYYY-MM-DD per point. */
  days: string[];
  cumulative: { [K in keyof UsageTotals]: number[] };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function usageSeries(usage: UsageByDay, now: Date): UsageSeries {
  const empty: UsageSeries = { days: [], cumulative: { keywords: [], serpAnalyses: [], relatedKeywords: [] } };
  if (!usage.periodStart || !usage.periodEnd) return empty;
  const start = Date.parse(usage.periodStart.slice(0, 10));
  const end = Math.min(now.getTime(), Date.parse(usage.periodEnd) - 1);
  const byDay = new Map(usage.days.map((d) => [d.day, d]));
  const series = empty;
  const running: UsageTotals = { keywords: 0, serpAnalyses: 0, relatedKeywords: 0 };
  for (let t = start; t <= end || series.days.length === 0; t += DAY_MS) {
    const day = dayOf(t);
    const used = byDay.get(day);
    for (const key of ['keywords', 'serpAnalyses', 'relatedKeywords'] as const) {
      running[key] += used?.[key] ?? 0;
      series.cumulative[key].push(running[key]);
    }
    series.days.push(day);
    if (series.days.length > 400) break; // a period is a month or a trial; never loop on bad dates
  }
  return series;
}
