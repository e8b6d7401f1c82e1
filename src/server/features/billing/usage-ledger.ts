// The quota ledger: user_usage counters per usage period and one usage_events row per request.
// A unit is reserved by ONE conditional UPDATE (used < limit), so however many requests race,
// PostgreSQL (and PGlite) let exactly the remaining number through: concurrent updates of the
// row wait for each other and re-check the condition against the committed count.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { UNLIMITED } from '../../../shared/constants/limits.js';
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { usageEvents, userUsage } from '../../db/schema/index.js';
import type { PlanRow } from './plans.js';
import type { UsagePeriod } from './usage-period.js';

export const USAGE_EVENT_STATUSES = {
  /** A unit is held while the provider call runs. */
  reserved: 'reserved',
  /** The call succeeded: the unit stays spent; cost_usd is what the provider charged. */
  settled: 'settled',
  /** The call failed: the unit was given back. */
  refunded: 'refunded',
  /** A repeat answered from the cache within 24 hours of a settled request: no unit. */
  free: 'free',
} as const;

type UsedField = 'keywordsUsed' | 'serpAnalysesUsed' | 'relatedKeywordsUsed';

const USED_FIELD: Record<QuotaTool, UsedField> = {
  keywords: 'keywordsUsed',
  serp: 'serpAnalysesUsed',
  related: 'relatedKeywordsUsed',
};

export function usedOf(row: Pick<typeof userUsage.$inferSelect, UsedField>, tool: QuotaTool): number {
  return row[USED_FIELD[tool]];
}

export function limitOf(plan: PlanRow, tool: QuotaTool): number {
  if (tool === 'keywords') return plan.keywordsPerMonth;
  if (tool === 'serp') return plan.serpAnalysesPerMonth;
  return plan.relatedKeywordsPerMonth;
}

function changeUsed(tool: QuotaTool, by: SQL, now: Date): PgUpdateSetSource<typeof userUsage> {
  return { [USED_FIELD[tool]]: by, updatedAt: now };
}

export interface QuotaKey {
  userId: string;
  tool: QuotaTool;
  requestKey: string;
}

export interface Reservation {
  usageId: string;
  eventId: string;
}

/** Creates the period's counter row if it is missing (concurrent callers: one wins, all continue). */
export async function ensureUsageRow(db: DbOrTx, userId: string, period: UsagePeriod): Promise<void> {
  await db
    .insert(userUsage)
    .values({ userId, periodStart: period.start, periodEnd: period.end })
    .onConflictDoNothing({ target: [userUsage.userId, userUsage.periodStart] });
}

/**
 * Takes one unit if one is left (any number when the limit is -1) and records the reservation;
 * null when the limit is reached. The period end is refreshed too, since an admin may have
 * turned a trial into a monthly plan that starts at the same moment.
 */
export async function reserveUnit(db: Db, key: QuotaKey, period: UsagePeriod, limit: number, now: Date): Promise<Reservation | null> {
  const used = userUsage[USED_FIELD[key.tool]];
  const conditions = [eq(userUsage.userId, key.userId), eq(userUsage.periodStart, period.start)];
  if (limit !== UNLIMITED) conditions.push(lt(used, limit));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userUsage)
      .set({ ...changeUsed(key.tool, sql`${used} + 1`, now), periodEnd: period.end })
      .where(and(...conditions))
      .returning({ id: userUsage.id });
    if (!row) return null;
    const [event] = await tx
      .insert(usageEvents)
      .values({ ...key, units: 1, status: USAGE_EVENT_STATUSES.reserved, createdAt: now })
      .returning({ id: usageEvents.id });
    if (!event) throw new Error('usage_events insert returned no row');
    return { usageId: row.id, eventId: event.id };
  });
}

/** The call succeeded: the unit stays spent and the event keeps the provider's actual cost. */
export async function settleUnit(db: DbOrTx, reservation: Reservation, costUsd: number): Promise<void> {
  await db
    .update(usageEvents)
    .set({ status: USAGE_EVENT_STATUSES.settled, costUsd })
    .where(eq(usageEvents.id, reservation.eventId));
}

/** Gives the unit back to the period it was taken from (never below zero) and closes the event. */
async function giveBackUnit(db: Db, tool: QuotaTool, reservation: Reservation, now: Date, event: { status: string; units: number; costUsd: number }): Promise<void> {
  const used = userUsage[USED_FIELD[tool]];
  await db.transaction(async (tx) => {
    await tx
      .update(userUsage)
      .set(changeUsed(tool, sql`greatest(${used} - 1, 0)`, now))
      .where(eq(userUsage.id, reservation.usageId));
    await tx.update(usageEvents).set(event).where(eq(usageEvents.id, reservation.eventId));
  });
}

/** The call failed: the unit goes back. */
export async function refundUnit(db: Db, tool: QuotaTool, reservation: Reservation, now: Date): Promise<void> {
  await giveBackUnit(db, tool, reservation, now, { status: USAGE_EVENT_STATUSES.refunded, units: 1, costUsd: 0 });
}

/** A repeat the cache answered after all: the unit held for it goes back and the event is "free". */
export async function releaseAsFreeRepeat(db: Db, tool: QuotaTool, reservation: Reservation, costUsd: number, now: Date): Promise<void> {
  await giveBackUnit(db, tool, reservation, now, { status: USAGE_EVENT_STATUSES.free, units: 0, costUsd });
}

/** True when the same request was charged (settled) at or after `since`. */
export async function hasSettledSince(db: DbOrTx, key: QuotaKey, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: usageEvents.id })
    .from(usageEvents)
    .where(
      and(
        eq(usageEvents.userId, key.userId),
        eq(usageEvents.tool, key.tool),
        eq(usageEvents.requestKey, key.requestKey),
        eq(usageEvents.status, USAGE_EVENT_STATUSES.settled),
        gte(usageEvents.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A repeat answered from the cache: recorded for the history, costs no unit. */
export async function recordFreeRepeat(db: DbOrTx, key: QuotaKey, costUsd: number, now: Date): Promise<void> {
  await db.insert(usageEvents).values({ ...key, units: 0, status: USAGE_EVENT_STATUSES.free, costUsd, createdAt: now });
}
