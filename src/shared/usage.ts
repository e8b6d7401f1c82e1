// Usage meters and trial countdown of the subscription card (spec sections 4 and 8).
// Display only: the server is the one that counts and enforces quotas.
import { TRIAL_WARNING_DAYS, UNLIMITED, USAGE_WARNING_PERCENT } from './constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UsageMeter {
  used: number;
  limit: number;
}

/**
 * Share of a quota used, 0 to 100. Unlimited (-1) is always 0; a zero quota is full as soon as
 * anything is used. Not rounded, so a bar can be exact; round for text.
 */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || !Number.isFinite(used) || !Number.isFinite(limit) || limit < 0) return 0;
  const spent = Math.max(0, used);
  if (limit === 0) return spent > 0 ? 100 : 0;
  return Math.min(100, (spent / limit) * 100);
}

/** Bars turn red from 80 percent. */
export function isUsageWarning(percent: number): boolean {
  return percent >= USAGE_WARNING_PERCENT;
}

export function isLimitReached(meter: UsageMeter): boolean {
  return usagePercent(meter.used, meter.limit) >= 100;
}

/** The "You've reached your monthly limit" alert shows when any meter is full. */
export function isAnyLimitReached(meters: readonly UsageMeter[]): boolean {
  return meters.some(isLimitReached);
}

/** Whole days until the trial ends, rounded up, never negative; 0 for an unreadable date. */
export function trialDaysLeft(trialEndsAt: Date | string, now: Date): number {
  const end = typeof trialEndsAt === 'string' ? new Date(trialEndsAt) : trialEndsAt;
  const remaining = end.getTime() - now.getTime();
  if (!Number.isFinite(remaining) || remaining <= 0) return 0;
  return Math.ceil(remaining / DAY_MS);
}

/** The upgrade nudge shows at 3 days or fewer. */
export function isTrialWarning(daysLeft: number): boolean {
  return daysLeft <= TRIAL_WARNING_DAYS;
}
