// The billing API contract: plans, the user's subscription with usage (the
// subscription summary; answer schemas in src/shared/contract/billing.ts) and the
// plan-selection requests.
import { z } from 'zod';
import { PLAN_SELECTION_TTL_MS } from '../constants/limits';
import { PLAN_SELECTION_EXPIRED_MESSAGE, UNKNOWN_PLAN_MESSAGE } from '../messages/billing';
import type { SubscriptionResponse } from './billing';
import { BILLING_PERIODS, PUBLIC_TIERS } from '../pricing';
import { paidAccessRefusal, type PaidAccessRefusal } from '../usage';

/**
 * The server's access rule (paidAccessRefusal) applied to this summary: why every paid call is
 * refused right now, or null. The summary's plan is null exactly when the tier has no plan row.
 */
export function summaryAccessRefusal(summary: SubscriptionResponse, now: Date): PaidAccessRefusal | null {
  const record = summary.subscription;
  const subject = record && { status: record.status, isTrial: record.isTrial, trialEndsAt: record.trialEndsAt };
  return paidAccessRefusal(subject, summary.plan !== null, now);
}

const tierSchema = z.enum(PUBLIC_TIERS, { error: UNKNOWN_PLAN_MESSAGE });
const planIdSchema = z.uuid({ error: UNKNOWN_PLAN_MESSAGE });
const billingSchema = z.enum(BILLING_PERIODS, { error: 'Billing must be monthly or yearly.' });

/** The plan named on sign-up ("plan" and "billing" beside the account fields); a bad one is ignored, not refused. */
export const signUpPlanSchema = z.object({ plan: tierSchema, billing: billingSchema.catch('monthly') });

/** POST /api/billing/choose-plan: a signed-in user picks a plan on /pricing. */
export const choosePlanSchema = z.object({ tier: tierSchema, planId: planIdSchema, billing: billingSchema });
export type ChoosePlanRequest = z.output<typeof choosePlanSchema>;

/** POST /api/billing/plan-selection: the selection stored in the browser before sign-up. */
export const planSelectionSchema = choosePlanSchema.extend({
  timestamp: z.number({ error: PLAN_SELECTION_EXPIRED_MESSAGE }).int().nonnegative(),
});
export type PlanSelectionRequest = z.output<typeof planSelectionSchema>;

// A browser clock a little ahead of the server's must not make a fresh selection look invalid.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Fresh means made at most one hour ago (and not in the future beyond clock skew). */
export function isPlanSelectionFresh(timestamp: number, now: number): boolean {
  const age = now - timestamp;
  return age <= PLAN_SELECTION_TTL_MS && age >= -CLOCK_SKEW_MS;
}
