// Usage meters and trial countdown of the subscription card.
// Display only: the server is the one that counts and enforces quotas; the one rule both sides
// apply is paidAccessRefusal, which the server's gate enforces and the card only shows.
import { TRIAL_WARNING_DAYS, UNLIMITED, USAGE_WARNING_PERCENT } from './constants/limits';
import { QUOTA_ERROR_CODES } from './messages/billing';

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

/** What decides whether paid calls may run: the fields of user_subscriptions the gate reads. */
export interface PaidAccessSubject {
  status: string;
  isTrial: boolean;
  /** A Date on the server, the ISO string of the API on the client; null is a trial without end. */
  trialEndsAt: Date | string | null;
}

/** The two refusals that come from the subscription itself (QUOTA_EXCEEDED comes from the counters). */
export type PaidAccessRefusal = typeof QUOTA_ERROR_CODES.subscriptionInactive | typeof QUOTA_ERROR_CODES.trialExpired;

/**
 * Why every paid call is refused right now, or null when they may run. The server's quota gate
 * and the profile's subscription card both ask this one function, so the card never shows a plan
 * in use while the tools answer 402. Only status "active" passes (inactive, canceled, expired and
 * past_due do not); a trial whose end has come is expired; a tier without a plan row counts as
 * no subscription, never as unlimited.
 */
export function paidAccessRefusal(subscription: PaidAccessSubject | null, hasPlan: boolean, now: Date): PaidAccessRefusal | null {
  if (!subscription || subscription.status !== 'active') return QUOTA_ERROR_CODES.subscriptionInactive;
  if (isTrialOver(subscription, now)) return QUOTA_ERROR_CODES.trialExpired;
  if (!hasPlan) return QUOTA_ERROR_CODES.subscriptionInactive;
  return null;
}

/** A trial is over from the instant of its end; an unreadable end date counts as over. */
export function isTrialOver(subscription: Pick<PaidAccessSubject, 'isTrial' | 'trialEndsAt'>, now: Date): boolean {
  if (!subscription.isTrial || subscription.trialEndsAt === null) return false;
  const end = typeof subscription.trialEndsAt === 'string' ? new Date(subscription.trialEndsAt) : subscription.trialEndsAt;
  const endMs = end.getTime();
  return !Number.isFinite(endMs) || endMs <= now.getTime();
}
