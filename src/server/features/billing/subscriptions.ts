// Subscriptions: every user has exactly one. A new user gets the 7-day free trial.
import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../shared/constants/limits.js';
import type { DbOrTx } from '../../db/client.js';
import { userSubscriptions } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's ensure_user_subscription: idempotent, safe under concurrent sign-ins. */
export async function ensureUserSubscription(db: DbOrTx, userId: string, now: Date = new Date()) {
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  await db
    .insert(userSubscriptions)
    .values({
      userId,
      tier: 'free_trial',
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
