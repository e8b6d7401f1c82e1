// The quota ledger: user_usage counters per usage period and one usage_events row per request.
// A unit is reserved by ONE conditional UPDATE (used < limit), so however many requests race,
// PostgreSQL (and PGlite) let exactly the remaining number through: concurrent updates of the
// row wait for each other and re-check the condition against the committed count.
import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { UNLIMITED } from '../../../shared/constants/limits.js';
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { usageEvents, userUsage } from '../../db/schema/index.js';
import type { PlanRow } from './plans.js';
import type { UsagePeriod } from './usage-period.js';

export const USAGE_EVENT_STATUSES = {
  /** A unit is held (a lease until lease_expires_at) while the provider call runs. */
  reserved: 'reserved',
  /** The result was stored in the same transaction: the unit stays spent; cost_usd is what the provider charged. */
  settled: 'settled',
  /** The call failed: the unit was given back. */
  refunded: 'refunded',
  /** The lease expired with no result (the server died or stalled): the sweep gave the unit back. */
  released: 'released',
  /** A repeat answered from the cache within 24 hours of a settled request: no unit. */
  free: 'free',
} as const;

type UsedField = 'keywordsUsed' | 'serpAnalysesUsed' | 'relatedKeywordsUsed' | 'competitorReadsUsed';

const USED_FIELD: Record<QuotaTool, UsedField> = {
  keywords: 'keywordsUsed',
  serp: 'serpAnalysesUsed',
  related: 'relatedKeywordsUsed',
  competitors: 'competitorReadsUsed',
};

export function isQuotaTool(tool: string): tool is QuotaTool {
  return tool in USED_FIELD;
}

export function usedOf(row: Pick<typeof userUsage.$inferSelect, UsedField>, tool: QuotaTool): number {
  return row[USED_FIELD[tool]];
}

export function limitOf(plan: PlanRow, tool: QuotaTool): number {
  if (tool === 'keywords') return plan.keywordsPerMonth;
  if (tool === 'serp') return plan.serpAnalysesPerMonth;
  if (tool === 'competitors') return plan.competitorReadsPerMonth;
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

const isReserved = (eventId: string) => and(eq(usageEvents.id, eventId), eq(usageEvents.status, USAGE_EVENT_STATUSES.reserved));

/** Creates the period's counter row if it is missing (concurrent callers: one wins, all continue). */
export async function ensureUsageRow(db: DbOrTx, userId: string, period: UsagePeriod): Promise<void> {
  await db
    .insert(userUsage)
    .values({ userId, periodStart: period.start, periodEnd: period.end })
    .onConflictDoNothing({ target: [userUsage.userId, userUsage.periodStart] });
}

/**
 * Takes one unit if one is left (any number when the limit is -1) and records the reservation as
 * a lease that ends `leaseMs` from now; null when the limit is reached. The period end is
 * refreshed too, since an admin may have turned a trial into a monthly plan that starts at the
 * same moment.
 */
export async function reserveUnit(
  db: Db,
  key: QuotaKey,
  period: UsagePeriod,
  limit: number,
  now: Date,
  leaseMs: number,
): Promise<Reservation | null> {
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
      .values({
        ...key,
        units: 1,
        status: USAGE_EVENT_STATUSES.reserved,
        usageId: row.id,
        leaseExpiresAt: new Date(Date.now() + leaseMs),
        createdAt: now,
      })
      .returning({ id: usageEvents.id });
    if (!event) throw new Error('usage_events insert returned no row');
    return { usageId: row.id, eventId: event.id };
  });
}

/** Units of each tool a run of several charges takes (each charge is one unit of its tool). */
export function unitsByTool(tools: readonly QuotaTool[]): Map<QuotaTool, number> {
  const counts = new Map<QuotaTool, number>();
  for (const tool of tools) counts.set(tool, (counts.get(tool) ?? 0) + 1);
  return counts;
}

/**
 * Takes one unit per key, of every tool at once, in ONE conditional UPDATE of the period row (each
 * tool's `used + n <= limit`), so a run of several units is all or nothing however many runs race
 * (decision 025); one `reserved` event (a lease) per key. When a tool has too few units left, nothing
 * is taken and the answer names the first such tool.
 */
export async function reserveUnits(
  db: Db,
  keys: readonly QuotaKey[],
  period: UsagePeriod,
  limits: (tool: QuotaTool) => number,
  now: Date,
  leaseMs: number,
): Promise<{ reservations: Reservation[] } | { shortOf: QuotaTool }> {
  const [firstKey] = keys;
  if (!firstKey) return { reservations: [] };
  const counts = unitsByTool(keys.map((key) => key.tool));
  const conditions = [eq(userUsage.userId, firstKey.userId), eq(userUsage.periodStart, period.start)];
  let set: PgUpdateSetSource<typeof userUsage> = { updatedAt: now, periodEnd: period.end };
  for (const [tool, count] of counts) {
    const used = userUsage[USED_FIELD[tool]];
    set = { ...set, ...changeUsed(tool, sql`${used} + ${count}`, now) };
    const limit = limits(tool);
    if (limit !== UNLIMITED) conditions.push(lte(used, limit - count));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.update(userUsage).set(set).where(and(...conditions)).returning({ id: userUsage.id });
    if (!row) return { shortOf: await firstShortTool(tx, firstKey.userId, period, counts, limits) };
    const leaseExpiresAt = new Date(Date.now() + leaseMs);
    const events = await tx
      .insert(usageEvents)
      .values(keys.map((key) => ({ ...key, units: 1, status: USAGE_EVENT_STATUSES.reserved, usageId: row.id, leaseExpiresAt, createdAt: now })))
      .returning({ id: usageEvents.id });
    if (events.length !== keys.length) throw new Error('usage_events insert returned too few rows');
    return { reservations: events.map((event) => ({ usageId: row.id, eventId: event.id })) };
  });
}

/** The first tool (in the run's order) whose units left are fewer than the run needs. */
async function firstShortTool(
  tx: DbOrTx,
  userId: string,
  period: UsagePeriod,
  counts: ReadonlyMap<QuotaTool, number>,
  limits: (tool: QuotaTool) => number,
): Promise<QuotaTool> {
  const [row] = await tx.select().from(userUsage).where(and(eq(userUsage.userId, userId), eq(userUsage.periodStart, period.start)));
  for (const [tool, count] of counts) {
    const limit = limits(tool);
    if (limit !== UNLIMITED && (row ? usedOf(row, tool) : 0) + count > limit) return tool;
  }
  const [first] = counts.keys();
  return first ?? 'keywords';
}

/**
 * The result is stored (in `tx`, the same transaction): the unit stays spent, with the provider's
 * actual cost and the result it paid for. False when the lease is no longer held (the sweep or a
 * refund gave the unit back first): the caller must then roll the result back.
 */
export async function settleUnit(tx: DbOrTx, reservation: Reservation, costUsd: number, resultId: string | null): Promise<boolean> {
  const rows = await tx
    .update(usageEvents)
    .set({ status: USAGE_EVENT_STATUSES.settled, costUsd, resultId, leaseExpiresAt: null })
    .where(isReserved(reservation.eventId))
    .returning({ id: usageEvents.id });
  return rows.length === 1;
}

/**
 * Closes a still-held lease with `event` and gives its unit back to the period it was taken from
 * (never below zero). The event is updated first and only while `reserved`, so a refund, a free
 * repeat and the sweep can race: exactly one of them gives the unit back. False if none was held.
 */
async function giveBackUnit(
  tx: DbOrTx,
  tool: QuotaTool,
  reservation: Reservation,
  now: Date,
  event: { status: string; units: number; costUsd: number; resultId?: string | null },
): Promise<boolean> {
  const closed = await tx
    .update(usageEvents)
    .set({ ...event, leaseExpiresAt: null })
    .where(isReserved(reservation.eventId))
    .returning({ id: usageEvents.id });
  if (closed.length === 0) return false;
  await returnUnitTo(tx, tool, reservation.usageId, now);
  return true;
}

/** Gives one unit of `tool` back to a period row, never below zero. */
export async function returnUnitTo(tx: DbOrTx, tool: QuotaTool, usageId: string, now: Date): Promise<void> {
  const used = userUsage[USED_FIELD[tool]];
  await tx
    .update(userUsage)
    .set(changeUsed(tool, sql`greatest(${used} - 1, 0)`, now))
    .where(eq(userUsage.id, usageId));
}

/** The call failed: the unit goes back (unless the sweep already gave it back). */
/** A failed run: the unit goes back; `costUsd` is what the provider billed for it all the same. */
export async function refundUnit(db: Db, tool: QuotaTool, reservation: Reservation, now: Date, costUsd = 0): Promise<void> {
  await db.transaction(async (tx) => {
    await giveBackUnit(tx, tool, reservation, now, { status: USAGE_EVENT_STATUSES.refunded, units: 1, costUsd });
  });
}

/**
 * A repeat the cache answered after all (in `tx`, with its stored result): the unit held for it
 * goes back and the event is "free". False when the lease was no longer held.
 */
export function releaseAsFreeRepeat(tx: DbOrTx, tool: QuotaTool, reservation: Reservation, costUsd: number, resultId: string | null, now: Date): Promise<boolean> {
  return giveBackUnit(tx, tool, reservation, now, { status: USAGE_EVENT_STATUSES.free, units: 0, costUsd, resultId });
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
export async function recordFreeRepeat(db: DbOrTx, key: QuotaKey, costUsd: number, resultId: string | null, now: Date): Promise<void> {
  await db.insert(usageEvents).values({ ...key, units: 0, status: USAGE_EVENT_STATUSES.free, costUsd, resultId, createdAt: now });
}
