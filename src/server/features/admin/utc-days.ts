// The admin views that count by day (provider spend, sign-ups) cover the last N UTC days, today
// included, with every day present even when nothing happened on it.
import { sql, type AnyColumn } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UtcDays {
  /** Midnight (UTC) of the first day. */
  since: Date;
  /** Every day of the window as YYYY-MM-DD, oldest first. */
  keys: string[];
}

export function lastUtcDays(count: number, now: Date): UtcDays {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (count - 1) * DAY_MS);
  const keys = Array.from({ length: count }, (_, i) => new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10));
  return { since, keys };
}

/** The UTC day of a timestamp column, as the keys above write it. */
export const utcDayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
