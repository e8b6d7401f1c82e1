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
import { paidAccessRefusal } from '../../../shared/usage.js';
import type { DbOrTx } from '../../db/client.js';
import { userSubscriptions } from '../../db/schema/index.js';
import { QuotaExceededError } from '../../domain/errors.js';
import { findPlanByTier, type PlanRow } from './plans.js';
import { recordQuotaRefusal } from '../../observability/metrics.js';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export function subscriptionInactive(): QuotaExceededError {
  return new QuotaExceededError(SUBSCRIPTION_INACTIVE_MESSAGE, {
    code: QUOTA_ERROR_CODES.subscriptionInactive,
    details: { pricingUrl: PRICING_PATH },
  });
}

export function trialExpired(trialEndsAt: Date): QuotaExceededError {
  return new QuotaExceededError(TRIAL_EXPIRED_MESSAGE, {
    code: QUOTA_ERROR_CODES.trialExpired,
    details: { pricingUrl: PRICING_PATH, trialEndsAt: trialEndsAt.toISOString() },
  });
}

export function quotaExceeded(tool: QuotaTool, limit: number, isTrial: boolean, resetsAt: Date): QuotaExceededError {
  recordQuotaRefusal(tool); // built only where a request is refused: the refusal counter for /metrics
  return new QuotaExceededError(quotaExceededMessage(tool, limit, isTrial, resetsAt), {
    code: QUOTA_ERROR_CODES.quotaExceeded,
    details: {
      pricingUrl: PRICING_PATH,
      tool,
      limit,
      // A trial's quota ends with the trial; a monthly one starts afresh with the next period.
      resetsAt: isTrial ? null : resetsAt.toISOString(),
    },
  });
}

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return row ?? null;
}

/**
 * The subscription and plan a paid call runs under, or a 402. The rule is paidAccessRefusal
 * (src/shared/usage.ts), the same function the profile's subscription card uses to tell the user
 * that paid calls are refused, so the card and the gate cannot disagree.
 */
export async function requirePaidAccess(db: DbOrTx, userId: string, now: Date): Promise<{ subscription: SubscriptionRow; plan: PlanRow }> {
  const subscription = await findSubscription(db, userId);
  const plan = subscription ? await findPlanByTier(db, subscription.tier) : null;
  const refusal = paidAccessRefusal(subscription, plan !== null, now);
  if (refusal === QUOTA_ERROR_CODES.trialExpired && subscription?.trialEndsAt) throw trialExpired(subscription.trialEndsAt);
  if (refusal !== null || !subscription || !plan) throw subscriptionInactive();
  return { subscription, plan };
}
