// Recording the plan a user picked (on /pricing, or before sign-up and applied at sign-in): the
// choice is kept on the user row as selected_plan / billing_period. It is a preference only:
// the tier stays whatever it is until an admin (or, later, a payment) changes it.
import { eq } from 'drizzle-orm';
import {
  isPlanSelectionFresh,
  type ChoosePlanRequest,
  type PlanChoiceResponse,
  type PlanSelectionRequest,
} from '../../../shared/api/billing.js';
import { PLAN_SELECTION_EXPIRED_MESSAGE, UNKNOWN_PLAN_MESSAGE } from '../../../shared/messages/billing.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { findPlanById } from './plans.js';
import { findSubscription } from './subscription-access.js';

export async function recordPlanChoice(db: Db, userId: string, choice: ChoosePlanRequest, now: Date = new Date()): Promise<PlanChoiceResponse> {
  const plan = await findPlanById(db, choice.planId);
  // The id and the tier must name the same offered plan, so a stale or crafted pair is refused.
  if (!plan || !plan.isActive || plan.tier !== choice.tier) throw new InvalidInputError(UNKNOWN_PLAN_MESSAGE, undefined, { code: 'UNKNOWN_PLAN' });
  await db.update(user).set({ selectedPlan: choice.tier, billingPeriod: choice.billing, updatedAt: now }).where(eq(user.id, userId));
  const subscription = await findSubscription(db, userId);
  return { success: true, selectedPlan: choice.tier, billingPeriod: choice.billing, currentTier: subscription?.tier ?? null };
}

/** The selection kept in the browser: applied only if it was made at most one hour ago. */
export async function applyPlanSelection(db: Db, userId: string, selection: PlanSelectionRequest, now: Date = new Date()): Promise<PlanChoiceResponse> {
  if (!isPlanSelectionFresh(selection.timestamp, now.getTime())) {
    throw new InvalidInputError(PLAN_SELECTION_EXPIRED_MESSAGE, undefined, { code: 'PLAN_SELECTION_EXPIRED' });
  }
  return recordPlanChoice(db, userId, selection, now);
}
