// Whether a user may make a paid call right now, and under which plan: the subscription must be
// active and, for a trial, not past its end. Refusals are 402s whose code the client links to /pricing.
import { eq } from 'drizzle-orm';
import {
  PRICING_PATH,
  QUOTA_ERROR_CODES,
  SUBSCRIPTION_INACTIVE_MESSAGE,
  TRIAL_EXPIRED_MESSAGE,
  quotaExceededMessage,
  type QuotaTool,
} from '../../../shared/messages/billing.js';
import type { DbOrTx } from '../../db/client.js';
import { userSubscriptions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { findPlanByTier, type PlanRow } from './plans.js';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export function subscriptionInactive(): ApiError {
  return new ApiError(402, SUBSCRIPTION_INACTIVE_MESSAGE, QUOTA_ERROR_CODES.subscriptionInactive, { pricingUrl: PRICING_PATH });
}

export function trialExpired(trialEndsAt: Date): ApiError {
  return new ApiError(402, TRIAL_EXPIRED_MESSAGE, QUOTA_ERROR_CODES.trialExpired, {
    pricingUrl: PRICING_PATH,
    trialEndsAt: trialEndsAt.toISOString(),
  });
}

export function quotaExceeded(tool: QuotaTool, limit: number, isTrial: boolean): ApiError {
  return new ApiError(402, quotaExceededMessage(tool, limit, isTrial), QUOTA_ERROR_CODES.quotaExceeded, {
    pricingUrl: PRICING_PATH,
    tool,
    limit,
  });
}

export function isTrialOver(subscription: Pick<SubscriptionRow, 'isTrial' | 'trialEndsAt'>, now: Date): boolean {
  return subscription.isTrial && subscription.trialEndsAt !== null && subscription.trialEndsAt.getTime() <= now.getTime();
}

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return row ?? null;
}

/**
 * The subscription and plan a paid call runs under, or a 402. Only status "active" passes
 * (inactive, canceled, expired and past_due all stop paid calls); a tier without a plan row is
 * treated as no subscription rather than as unlimited.
 */
export async function requirePaidAccess(db: DbOrTx, userId: string, now: Date): Promise<{ subscription: SubscriptionRow; plan: PlanRow }> {
  const subscription = await findSubscription(db, userId);
  if (!subscription || subscription.status !== 'active') throw subscriptionInactive();
  if (isTrialOver(subscription, now)) throw trialExpired(subscription.trialEndsAt!);
  const plan = await findPlanByTier(db, subscription.tier);
  if (!plan) throw subscriptionInactive();
  return { subscription, plan };
}
