// Check slots (decision 064): time is cut into slots per interval, in UTC: a daily slot is a day, a
// weekly slot the week starting on Monday. A keyword × device is checked at most once per slot: the
// slot's key is its unique key in the checks table, so no slot runs twice on any number of servers.
import type { CheckInterval } from './options';

const DAY_MS = 86_400_000;
/** 1970-01-01 was a Thursday: Monday-based weeks start 3 days later (1970-01-05). */
const MONDAY_OFFSET_MS = 4 * DAY_MS;

export type ScheduledInterval = Exclude<CheckInterval, 'paused'>;

export function slotLengthMs(interval: ScheduledInterval): number {
  return interval === 'daily' ? DAY_MS : 7 * DAY_MS;
}

/** The start of the slot `at` falls in. */
export function slotStart(interval: ScheduledInterval, at: Date): Date {
  const length = slotLengthMs(interval);
  const offset = interval === 'weekly' ? MONDAY_OFFSET_MS : 0;
  const t = at.getTime();
  return new Date(Math.floor((t - offset) / length) * length + offset);
}

/** The slot after the one `at` falls in: when the keyword is next due. */
export function nextSlotStart(interval: ScheduledInterval, at: Date): Date {
  return new Date(slotStart(interval, at).getTime() + slotLengthMs(interval));
}

/** "2026-11-29" for a daily slot, "w2026-11-23" for a weekly one: readable in the table and logs. */
export function slotKey(interval: ScheduledInterval, at: Date): string {
  const day = slotStart(interval, at).toISOString().slice(0, 10);
  return interval === 'daily' ? day : `w${day}`;
}

/** The keyword's own interval when it sets one, else its project's. */
export function effectiveInterval(project: CheckInterval, keyword: CheckInterval | null): CheckInterval {
  return keyword ?? project;
}
