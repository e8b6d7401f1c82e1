// An admin sets any user's tier, status and dates (spec sections 4-7): an upsert on user_id, with
// the status stored in its one spelling and unset period dates meaning "now".
import { eq } from 'drizzle-orm';
import { ADMIN_ERRORS, type AdminSubscription, type UpdateSubscriptionRequest } from '../../../shared/admin.js';
import type { Db } from '../../db/client.js';
import { userSubscriptions } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { writeAudit, type AdminActor } from './audit.js';
import { lockTargetUser } from './target-user.js';

export interface SubscriptionChange {
  actor: AdminActor;
  userId: string;
  input: UpdateSubscriptionRequest;
  now?: Date;
}

type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export function toAdminSubscription(row: SubscriptionRow): AdminSubscription {
  return {
    tier: row.tier,
    status: row.status,
    isTrial: row.isTrial,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  };
}

export async function updateUserSubscription(db: Db, change: SubscriptionChange): Promise<AdminSubscription> {
  const { actor, userId, input } = change;
  const now = change.now ?? new Date();
  const periodStart = input.currentPeriodStart ?? now;
  const periodEnd = input.currentPeriodEnd ?? now;
  if (periodEnd.getTime() < periodStart.getTime()) throw badRequest(ADMIN_ERRORS.periodOrder, 'VALIDATION');
  const values = {
    tier: input.tier,
    status: input.status,
    // The trial flag follows the tier, so quota and trial warnings never see a paid "trial".
    isTrial: input.tier === 'free_trial',
    trialEndsAt: input.trialEndsAt ?? null,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    const [before] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    const [saved] = await tx
      .insert(userSubscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userSubscriptions.userId, set: values })
      .returning();
    const after = toAdminSubscription(saved!);
    await writeAudit(tx, {
      actor,
      target,
      action: 'subscription.update',
      before: before ? toAdminSubscription(before) : null,
      after,
    });
    return after;
  });
}
