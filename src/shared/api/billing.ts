// The billing API contract: plans, the user's subscription with usage (the spec's
// get_user_subscription result, in its field names) and the plan-selection requests.
import { z } from 'zod';
import { PLAN_SELECTION_TTL_MS } from '../constants/limits';
import { PLAN_SELECTION_EXPIRED_MESSAGE, UNKNOWN_PLAN_MESSAGE } from '../messages/billing';
import { BILLING_PERIODS, PUBLIC_TIERS, type Plan, type PublicTier, type Tier } from '../pricing';
import { paidAccessRefusal, type PaidAccessRefusal } from '../usage';

/** One subscription_plans row as GET /api/billing/plans answers it. */
export interface PlanRecord {
  id: string;
  tier: Tier;
  name: string;
  price_monthly: number;
  price_yearly: number;
  keywords_per_month: number;
  serp_analyses_per_month: number;
  related_keywords_per_month: number;
  max_saved_projects: number | null;
  features: string[];
  is_active: boolean;
}

export interface PlansResponse {
  plans: PlanRecord[];
}

/** The shared price and quota helpers work on `Plan`; this is the one mapping to it. */
export function toPlan(record: PlanRecord): Plan & { id: string } {
  return {
    id: record.id,
    tier: record.tier,
    name: record.name,
    priceMonthly: record.price_monthly,
    priceYearly: record.price_yearly,
    keywordsPerMonth: record.keywords_per_month,
    serpAnalysesPerMonth: record.serp_analyses_per_month,
    relatedKeywordsPerMonth: record.related_keywords_per_month,
    maxSavedProjects: record.max_saved_projects,
    features: record.features,
  };
}

/** user_subscriptions as get_user_subscription returns it; period_end repeats current_period_end. */
export interface SubscriptionRecord {
  user_id: string;
  tier: string;
  status: string;
  is_trial: boolean;
  trial_ends_at: string | null;
  current_period_start: string;
  current_period_end: string;
  period_end: string;
  created_at: string;
  updated_at: string;
}

/** The user_usage row of the current usage period (zeros when nothing was used yet). */
export interface UsageRecord {
  period_start: string;
  period_end: string;
  keywords_used: number;
  serp_analyses_used: number;
  related_keywords_used: number;
}

/** Share of each quota used, 0..100 (unlimited is 0), as the usage bars draw them. */
export interface UsagePercents {
  keywords: number;
  serp_analyses: number;
  related_keywords: number;
}

export type SubscriptionResponse =
  | { subscription: null; plan: null; usage: null; percents: null }
  | { subscription: SubscriptionRecord; plan: PlanRecord | null; usage: UsageRecord; percents: UsagePercents };

/**
 * The server's access rule (paidAccessRefusal) applied to this summary: why every paid call is
 * refused right now, or null. The summary's plan is null exactly when the tier has no plan row.
 */
export function summaryAccessRefusal(summary: SubscriptionResponse, now: Date): PaidAccessRefusal | null {
  const record = summary.subscription;
  const subject = record && { status: record.status, isTrial: record.is_trial, trialEndsAt: record.trial_ends_at };
  return paidAccessRefusal(subject, summary.plan !== null, now);
}

const tierSchema = z.enum(PUBLIC_TIERS, { error: UNKNOWN_PLAN_MESSAGE });
const planIdSchema = z.uuid({ error: UNKNOWN_PLAN_MESSAGE });
const billingSchema = z.enum(BILLING_PERIODS, { error: 'Billing must be monthly or yearly.' });

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

export interface PlanChoiceResponse {
  success: true;
  selectedPlan: PublicTier;
  billingPeriod: z.output<typeof billingSchema>;
  /** The tier the user is on after the choice (a running trial moves to the chosen plan, decision 023). */
  currentTier: string | null;
  /**
   * What the choice did (decision 023): 'trial_switched' when a running trial now runs on the chosen
   * plan's quotas (until `trialEndsAt`); 'recorded' when the account stays as it is (no trial running,
   * or the plan is the one already held) and the choice is kept as a request.
   */
  outcome: PlanChoiceOutcome;
  trialEndsAt: string | null;
}

export type PlanChoiceOutcome = 'trial_switched' | 'recorded';
