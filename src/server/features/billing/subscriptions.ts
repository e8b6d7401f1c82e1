// Subscriptions: every user has exactly one. A new user gets the 7-day free trial, on the quotas of
// the paid plan named on the sign-up page when there was one (decision 023), else the Free Trial's.
import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../shared/constants/limits.js';
import type { DbOrTx } from '../../db/client.js';
import { user, userSubscriptions } from '../../db/schema/index.js';
import { isTrialPlanTier } from './plans.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ensures the user has a subscription row: idempotent, safe under concurrent sign-ins. */
export async function ensureUserSubscription(db: DbOrTx, userId: string, now: Date = new Date()) {
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const [account] = await db.select({ signupPlan: user.signupPlan }).from(user).where(eq(user.id, userId));
  const signupPlan = account?.signupPlan ?? null;
  const tier = signupPlan !== null && (await isTrialPlanTier(db, signupPlan)) ? signupPlan : 'free_trial';
  await db
    .insert(userSubscriptions)
    .values({
      userId,
      tier,
      status: 'active',
      isTrial: true,
      trialEndsAt: trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd,
    })
    .onConflictDoNothing({ target: userSubscriptions.userId });
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return row;
}
