// An admin sets any user's tier, status and dates: an upsert on user_id, with
// the status stored in its one spelling and unset period dates meaning "now".
import { eq } from 'drizzle-orm';
import { ADMIN_ERRORS, type UpdateSubscriptionRequest } from '../../../shared/admin.js';
import type { AdminSubscription } from '../../../shared/contract/admin.js';
import type { Db } from '../../db/client.js';
import { userSubscriptions } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
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

const MINUTE_MS = 60_000;

/**
 * Whether a sent date means "leave the stored one as it is". Usage rows are keyed on the exact
 * period start, so moving it by even a second gives the user a fresh, empty quota. The edit form
 * works to the minute (datetime-local), so the stored instant cut to its minute is "unchanged"
 * too: that is what a form shows for it and sends back when nobody touched the field.
 */
export function isUnchangedDate(sent: Date | null, stored: Date | null): boolean {
  if (sent === null || stored === null) return sent === stored;
  const s = sent.getTime();
  const t = stored.getTime();
  return s === t || s === Math.floor(t / MINUTE_MS) * MINUTE_MS;
}

export async function updateUserSubscription(db: Db, change: SubscriptionChange): Promise<AdminSubscription> {
  const { actor, userId, input } = change;
  const now = change.now ?? new Date();
  const sent = {
    trialEndsAt: input.trialEndsAt ?? null,
    currentPeriodStart: input.currentPeriodStart ?? now,
    currentPeriodEnd: input.currentPeriodEnd ?? now,
  };
  return db.transaction(async (tx) => {
    const target = await lockTargetUser(tx, userId);
    const [before] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    // Only dates that really change are written; the others keep their stored value untouched.
    const isChanged = (column: keyof typeof sent) => !before || !isUnchangedDate(sent[column], before[column]);
    const changedDates: Partial<typeof sent> = {
      ...(isChanged('trialEndsAt') && { trialEndsAt: sent.trialEndsAt }),
      ...(isChanged('currentPeriodStart') && { currentPeriodStart: sent.currentPeriodStart }),
      ...(isChanged('currentPeriodEnd') && { currentPeriodEnd: sent.currentPeriodEnd }),
    };
    const periodStart = changedDates.currentPeriodStart ?? before?.currentPeriodStart ?? now;
    const periodEnd = changedDates.currentPeriodEnd ?? before?.currentPeriodEnd ?? now;
    if (periodEnd.getTime() < periodStart.getTime()) throw new InvalidInputError(ADMIN_ERRORS.periodOrder);
    const values = {
      tier: input.tier,
      status: input.status,
      // The trial flag follows the tier, so quota and trial warnings never see a paid "trial".
      isTrial: input.tier === 'free_trial',
      ...changedDates,
      updatedAt: now,
    };
    // A new row takes every sent date (changedDates then holds all three); an existing one only
    // the changed ones.
    const [saved] = await tx
      .insert(userSubscriptions)
      .values({ userId, ...values, trialEndsAt: sent.trialEndsAt, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd })
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
