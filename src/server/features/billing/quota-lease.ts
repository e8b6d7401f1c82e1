// Leases of reserved quota units (decision 011). A unit is reserved before the provider call and
// settled with the stored result in one transaction, or given back on failure. A server that dies
// in between leaves a `reserved` row: its lease runs out and the sweep gives the unit back.
import { and, desc, eq, lt, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { usageEvents, userUsage } from '../../db/schema/index.js';
import { isQuotaTool, returnUnitTo, USAGE_EVENT_STATUSES } from './usage-ledger.js';

/**
 * A lease outlives the request that holds it: the deadline bounds the provider phase, and the
 * margin (a fifth of it, at least a second) covers the final transaction. With the default 25 s
 * deadline a lease is 30 s, so a crashed server's units are back within 30 + 15 = 45 s.
 */
export function leaseMsFor(deadlineMs: number): number {
  return deadlineMs + Math.max(1000, Math.round(deadlineMs / 5));
}

/** The period row a unit was taken from; events reserved before leases existed may lack it. */
async function usageRowOf(tx: DbOrTx, event: { usageId: string | null; userId: string; createdAt: Date }): Promise<string | null> {
  if (event.usageId) return event.usageId;
  const [row] = await tx
    .select({ id: userUsage.id })
    .from(userUsage)
    .where(and(eq(userUsage.userId, event.userId), lte(userUsage.periodStart, event.createdAt)))
    .orderBy(desc(userUsage.periodStart))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Gives back every unit whose lease ran out before `now` and marks its event `released`. Safe on
 * several servers at once: an event is closed only while still `reserved`, so each unit is given
 * back once, and a request that settles at the same moment either wins (its result is stored) or
 * finds its lease gone and rolls its result back.
 */
export async function releaseExpiredLeases(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(usageEvents)
      .set({ status: USAGE_EVENT_STATUSES.released, providerCost: 0, leaseExpiresAt: null })
      .where(and(eq(usageEvents.status, USAGE_EVENT_STATUSES.reserved), lt(usageEvents.leaseExpiresAt, now)))
      .returning({ tool: usageEvents.tool, usageId: usageEvents.usageId, userId: usageEvents.userId, createdAt: usageEvents.createdAt });
    for (const event of expired) {
      const usageId = await usageRowOf(tx, event);
      if (!usageId || !isQuotaTool(event.tool)) continue;
      await returnUnitTo(tx, event.tool, usageId, now);
    }
    return expired.length;
  });
}
