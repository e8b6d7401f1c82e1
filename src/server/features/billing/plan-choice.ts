// Recording the plan a user picked (on /pricing, or before sign-up and applied at sign-in): the
// choice is kept on the user row as selected_plan / billing_period. Decision 023: a running trial
// moves to the chosen plan's quotas at once (same end date); any other account stays as it is
// until an admin (or, later, a payment) changes it, and the answer says which happened.
import { and, eq } from 'drizzle-orm';
import type { PlanChoiceResponse } from '../../../shared/contract/billing.js';
import { isPlanSelectionFresh, type ChoosePlanRequest, type PlanSelectionRequest } from '../../../shared/contract/billing-request.js';
import { PLAN_SELECTION_EXPIRED_MESSAGE, UNKNOWN_PLAN_MESSAGE } from '../../../shared/messages/billing.js';
import type { Db } from '../../db/client.js';
import { user, userSubscriptions } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { isTrialOver } from '../../../shared/usage.js';
import { findPlanById } from './plans.js';
import { findSubscription } from './subscription-access.js';

export async function recordPlanChoice(db: Db, userId: string, choice: ChoosePlanRequest, now: Date = new Date()): Promise<PlanChoiceResponse> {
  const plan = await findPlanById(db, choice.planId);
  // The id and the tier must name the same offered plan, so a stale or crafted pair is refused.
  if (!plan || !plan.isActive || plan.tier !== choice.tier) throw new InvalidInputError(UNKNOWN_PLAN_MESSAGE, undefined, { code: 'UNKNOWN_PLAN' });
  await db.update(user).set({ selectedPlan: choice.tier, billingPeriod: choice.billing, updatedAt: now }).where(eq(user.id, userId));
  const subscription = await findSubscription(db, userId);
  const trialRunning = subscription !== null && subscription.isTrial && subscription.status === 'active' && !isTrialOver(subscription, now);
  if (trialRunning && subscription.tier !== choice.tier) {
    await db
      .update(userSubscriptions)
      .set({ tier: choice.tier, updatedAt: now })
      .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.isTrial, true)));
    return { success: true, selectedPlan: choice.tier, billingPeriod: choice.billing, currentTier: choice.tier, outcome: 'trial_switched', trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null };
  }
  return {
    success: true,
    selectedPlan: choice.tier,
    billingPeriod: choice.billing,
    currentTier: subscription?.tier ?? null,
    outcome: 'recorded',
    trialEndsAt: subscription?.isTrial ? (subscription.trialEndsAt?.toISOString() ?? null) : null,
  };
}

/** The selection kept in the browser: applied only if it was made at most one hour ago. */
export async function applyPlanSelection(db: Db, userId: string, selection: PlanSelectionRequest, now: Date = new Date()): Promise<PlanChoiceResponse> {
  if (!isPlanSelectionFresh(selection.timestamp, now.getTime())) {
    throw new InvalidInputError(PLAN_SELECTION_EXPIRED_MESSAGE, undefined, { code: 'PLAN_SELECTION_EXPIRED' });
  }
  return recordPlanChoice(db, userId, selection, now);
}
