// Which usage period (user_usage row) a moment belongs to. A trial's period is the trial itself;
// any other subscription rolls over monthly from its current_period_start, on the same day of
// the month (clamped to the month's last day: Jan 31 -> Feb 28 -> Mar 31), in UTC.
import { TRIAL_DAYS } from '../../../shared/constants/limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UsagePeriod {
  start: Date;
  end: Date;
}

export interface PeriodSource {
  isTrial: boolean;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
}

/** `anchor` moved by whole months, keeping its day (clamped) and time of day. */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/** The monthly period around `now`, counted from `anchor` (also before it: periods tile all time). */
export function monthlyPeriod(anchor: Date, now: Date): UsagePeriod {
  let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months).getTime() > now.getTime()) months -= 1;
  else if (addMonths(anchor, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}

/**
 * The usage period of a subscription at `now`. A trial with an end date is one period from its
 * start to its end (a start recorded after the end falls back to the standard trial length); a
 * trial without an end date, like every paid tier, rolls over monthly.
 */
export function currentUsagePeriod(subscription: PeriodSource, now: Date): UsagePeriod {
  const { trialEndsAt, currentPeriodStart } = subscription;
  if (subscription.isTrial && trialEndsAt) {
    const start =
      currentPeriodStart.getTime() < trialEndsAt.getTime() ? currentPeriodStart : new Date(trialEndsAt.getTime() - TRIAL_DAYS * DAY_MS);
    return { start, end: trialEndsAt };
  }
  return monthlyPeriod(currentPeriodStart, now);
}
