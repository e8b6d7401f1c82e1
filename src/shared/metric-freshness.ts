// When a stored metric is stale: fetched longer ago than METRICS_STALE_AFTER_DAYS.
// An unknown fetch date is not called stale: nothing says it is old.
import { METRICS_STALE_AFTER_DAYS } from './constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

export function isStaleMetric(fetchedAt: string | null | undefined, now: Date = new Date()): boolean {
  if (!fetchedAt) return false;
  const time = Date.parse(fetchedAt);
  return Number.isFinite(time) && now.getTime() - time > METRICS_STALE_AFTER_DAYS * DAY_MS;
}
