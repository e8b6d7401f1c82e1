// Quota leases (decision 011) on the real database (PGlite, and PostgreSQL with TEST_DB=postgres):
// the sweep gives back expired units only, once; a result is stored in the transaction that
// settles its unit, so a request that outlived its lease or failed to store keeps nothing; a
// question a crashed server was working on (its request_flights row) is taken over once it expires.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/server/db/client.js';
import { sweepExpiredLeases } from '../../src/server/db/housekeeping.js';
import { RequestFlights } from '../../src/server/db/request-flights.js';
import { keywordResearch, requestFlights, usageEvents, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { withQuota } from '../../src/server/features/billing/quota.js';
import { releaseExpiredLeases } from '../../src/server/features/billing/quota-lease.js';
import { ensureUsageRow, reserveUnit } from '../../src/server/features/billing/usage-ledger.js';
import { currentUsagePeriod } from '../../src/server/features/billing/usage-period.js';
import { isProviderError } from '../../src/server/providers/types.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
const db = () => app.deps.database.db;
const MINUTE = 60_000;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function newUser() {
  const { userId } = await app.createUser();
  const [subscription] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  if (!subscription) throw new Error('no subscription');
  const period = currentUsagePeriod(subscription, new Date());
  await ensureUsageRow(db(), userId, period);
  return { userId, period };
}

async function keywordsUsed(userId: string): Promise<number> {
  const rows = await db().select().from(userUsage).where(eq(userUsage.userId, userId));
  return rows.reduce((n, r) => n + r.keywordsUsed, 0);
}

const eventsOf = (userId: string) => db().select().from(usageEvents).where(eq(usageEvents.userId, userId));

function storeResearch(userId: string, keyword: string) {
  return async (tx: Tx) => {
    const [row] = await tx
      .insert(keywordResearch)
      .values({ userId, seedKeyword: keyword, totalResults: 0, locationCode: 2840, languageCode: 'en', resultLimit: 50, providerCost: 0.01, provider: 'demo' })
      .returning({ id: keywordResearch.id });
    return { value: row!.id, resultId: row!.id };
  };
}

describe('the lease sweep', () => {
  it('gives back only expired units, once, and marks them released', async () => {
    const { userId, period } = await newUser();
    const key = { userId, tool: 'keywords' as const, requestKey: 'lease' };
    const now = new Date();
    const expiring = await reserveUnit(db(), key, period, 100, now, 1_000);
    const live = await reserveUnit(db(), key, period, 100, now, 10 * MINUTE);
    expect(expiring && live).toBeTruthy();
    expect(await keywordsUsed(userId)).toBe(2);

    const later = new Date(Date.now() + 2_000);
    expect((await sweepExpiredLeases(db(), later)).releasedLeases).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredLeases(db(), later)).toBe(0);
    expect(await keywordsUsed(userId)).toBe(1);
    const byId = new Map((await eventsOf(userId)).map((e) => [e.id, e]));
    expect(byId.get(expiring!.eventId)?.status).toBe('released');
    expect(byId.get(live!.eventId)?.status).toBe('reserved');
  });

  it('gives back a reservation made before leases existed (no period row recorded)', async () => {
    const { userId } = await newUser();
    await db().update(userUsage).set({ keywordsUsed: 1 }).where(eq(userUsage.userId, userId));
    // What migration 0002 leaves of a reservation a crash stranded earlier: expired, no usage_id.
    await db().insert(usageEvents).values({ userId, tool: 'keywords', requestKey: 'old', status: 'reserved', leaseExpiresAt: new Date(Date.now() - 1) });
    await sweepExpiredLeases(db());
    expect(await keywordsUsed(userId)).toBe(0);
    expect((await eventsOf(userId)).map((e) => e.status)).toEqual(['released']);
  });
});

describe('settling with the stored result', () => {
  it('records which result a settled unit paid for', async () => {
    const { userId } = await newUser();
    const researchId = await withQuota(db(), { userId, tool: 'keywords', requestKey: 'stored' }, async () => ({
      providerCost: 0.01,
      cached: false,
      store: storeResearch(userId, 'stored'),
    }));
    const [event] = await eventsOf(userId);
    expect(event).toMatchObject({ status: 'settled', resultId: researchId, leaseExpiresAt: null });
  });

  it('keeps nothing when the lease ran out before the result was stored', async () => {
    const { userId } = await newUser();
    const outcome = withQuota(
      db(),
      { userId, tool: 'keywords', requestKey: 'outlived' },
      async () => {
        // The request stalls past its lease and another server's sweep gives the unit back.
        await releaseExpiredLeases(db(), new Date(Date.now() + MINUTE));
        return { providerCost: 0.01, cached: false, store: storeResearch(userId, 'outlived') };
      },
      { leaseMs: 1_000 },
    );
    const error = await outcome.then(() => null, (e: unknown) => e);
    expect(isProviderError(error) && error.kind).toBe('timeout');
    expect(await db().select().from(keywordResearch).where(eq(keywordResearch.userId, userId))).toEqual([]);
    expect(await keywordsUsed(userId)).toBe(0);
    expect((await eventsOf(userId)).map((e) => e.status)).toEqual(['released']);
  });

  it('gives the unit back when storing the result fails, and stores nothing', async () => {
    const { userId } = await newUser();
    const failure = new Error('disk full');
    const outcome = withQuota(db(), { userId, tool: 'keywords', requestKey: 'store fails' }, async () => ({
      providerCost: 0.01,
      cached: false,
      store: async (tx: Tx) => {
        await storeResearch(userId, 'store fails')(tx);
        throw failure;
      },
    }));
    await expect(outcome).rejects.toBe(failure);
    expect(await db().select().from(keywordResearch).where(eq(keywordResearch.userId, userId))).toEqual([]);
    expect(await keywordsUsed(userId)).toBe(0);
    expect((await eventsOf(userId)).map((e) => e.status)).toEqual(['refunded']);
  });
});

describe('request flights left by a crashed server', () => {
  it('are taken over once expired, while a live one makes a waiter give up at its deadline', async () => {
    const flights = new RequestFlights(db());
    await db().insert(requestFlights).values({ key: 'dead holder', holder: 'crashed', expiresAt: new Date(Date.now() + 300) });
    await expect(flights.run('dead holder', {}, async () => 'taken over')).resolves.toBe('taken over');

    await db().insert(requestFlights).values({ key: 'live holder', holder: 'alive', expiresAt: new Date(Date.now() + MINUTE) });
    const waiting = flights.run('live holder', { signal: AbortSignal.timeout(300) }, async () => 'never');
    const error = await waiting.then(() => null, (e: unknown) => e);
    expect(isProviderError(error) && error.kind).toBe('timeout');
    expect((await db().select().from(requestFlights)).map((r) => r.holder)).toEqual(['alive']);
    await db().delete(requestFlights);
  });
});
