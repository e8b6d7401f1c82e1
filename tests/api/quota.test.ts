// Quotas on the real database (PGlite, or PostgreSQL with TEST_DB=postgres): the concurrent race
// (directly and through POST /api/research, /api/serp and /api/related), monthly rollover, trial
// expiry, inactive subscriptions, unlimited plans, refunds on failure, free cached repeats and
// repeats whose cache entry is gone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCache, usageEvents, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { withQuota, type QuotaRequest, type QuotaRunResult } from '../../src/server/features/billing/quota.js';
import { currentUsagePeriod } from '../../src/server/features/billing/usage-period.js';
import { QuotaExceededError } from '../../src/server/domain/errors.js';
import { CacheOnlyMiss, isCacheOnly } from '../../src/server/providers/cache-only.js';
import { createDbCacheStore } from '../../src/server/db/provider-cache-store.js';
import { createCachedProvider, DemoProvider, type KeywordDataProvider } from '../../src/server/providers/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let app: TestApp;
const db = () => app.deps.database.db;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function newUserId(): Promise<string> {
  return (await app.createUser()).userId;
}

async function subscriptionOf(userId: string) {
  const [row] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  if (!row) throw new Error('no subscription');
  return row;
}

async function setSubscription(userId: string, patch: Partial<typeof userSubscriptions.$inferInsert>) {
  await db().update(userSubscriptions).set(patch).where(eq(userSubscriptions.userId, userId));
}

type UsedField = 'keywordsUsed' | 'serpAnalysesUsed' | 'relatedKeywordsUsed';

/** Sets one counter of the user's current period (creating the row). */
async function setUsed(userId: string, field: UsedField, used: number, now = new Date()) {
  const period = currentUsagePeriod(await subscriptionOf(userId), now);
  await db()
    .insert(userUsage)
    .values({ userId, periodStart: period.start, periodEnd: period.end, [field]: used })
    .onConflictDoUpdate({ target: [userUsage.userId, userUsage.periodStart], set: { [field]: used } });
}

const setKeywordsUsed = (userId: string, used: number, now = new Date()) => setUsed(userId, 'keywordsUsed', used, now);

type ProviderMethod = 'findKeywordIdeas' | 'getSerp' | 'findRelatedKeywords';

/** Puts a provider that counts calls of one method in place of the app's; restore() puts it back. */
/**
 * Counts calls that reach the data provider itself, behind the database cache: the app's provider
 * is swapped for the same cache (same table, same keys) around a counting demo provider.
 */
function countProviderCalls(method: ProviderMethod) {
  const original = app.deps.provider;
  const demo = new DemoProvider();
  let calls = 0;
  // The method's own signature varies by tool; the wrapper only counts and forwards.
  const inner = demo[method].bind(demo) as (...args: unknown[]) => unknown;
  const counting = Object.create(demo) as KeywordDataProvider;
  Object.defineProperty(counting, method, {
    value: (...args: unknown[]) => {
      calls += 1;
      return inner(...args);
    },
  });
  app.deps.provider = createCachedProvider(counting, createDbCacheStore(db()));
  return { calls: () => calls, restore: () => (app.deps.provider = original) };
}

async function usageRows(userId: string) {
  return db().select().from(userUsage).where(eq(userUsage.userId, userId)).orderBy(userUsage.periodStart);
}

async function eventsOf(userId: string) {
  return db().select().from(usageEvents).where(eq(usageEvents.userId, userId)).orderBy(usageEvents.createdAt);
}

function counter<T>(value: T, extra: Partial<QuotaRunResult<T>> = {}) {
  let calls = 0;
  const run = async (): Promise<QuotaRunResult<T>> => {
    calls += 1;
    await new Promise((r) => setTimeout(r, 5));
    return { value, providerCost: 0.01, cached: false, ...extra };
  };
  return { run, calls: () => calls };
}

async function refusal(promise: Promise<unknown>): Promise<QuotaExceededError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(QuotaExceededError); // answered 402 by the HTTP layer
  return error as QuotaExceededError;
}

const req = (userId: string, requestKey: string, tool: QuotaRequest['tool'] = 'keywords'): QuotaRequest => ({ userId, tool, requestKey });

describe('the race: 200 concurrent requests with 10 units left', () => {
  it('lets exactly 10 through withQuota and makes exactly 10 provider calls', async () => {
    const userId = await newUserId();
    await setKeywordsUsed(userId, 90); // free trial: 100 researches
    const { run, calls } = counter('ok');
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => withQuota(db(), req(userId, `race:${i}`), run)));
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(calls()).toBe(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.reason).toMatchObject({ kind: 'quota_exceeded', code: 'QUOTA_EXCEEDED' });
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(100);
    const events = await eventsOf(userId);
    expect(events.filter((e) => e.status === 'settled')).toHaveLength(10);
    expect(events.every((e) => e.status === 'settled' && e.providerCost === 0.01 && e.units === 1)).toBe(true);
  });
});

describe('the race over HTTP for every tool: 200 concurrent requests with 10 units left', () => {
  const where = { languageCode: 'en', locationCode: 2840 };
  const cases = [
    {
      path: '/api/research',
      method: 'findKeywordIdeas',
      field: 'keywordsUsed',
      usedBefore: 90, // free trial: 100 keyword researches
      summaryField: 'keywordsUsed',
      limit: 100,
      body: (i: number) => ({ keyword: `quota race keyword ${i}`, ...where, limit: 50 }),
    },
    {
      path: '/api/serp',
      method: 'getSerp',
      field: 'serpAnalysesUsed',
      usedBefore: 0, // free trial: 10 SERP analyses
      summaryField: 'serpAnalysesUsed',
      limit: 10,
      body: (i: number) => ({ keyword: `serp quota race ${i}`, ...where, limit: 10 }),
    },
    {
      path: '/api/related',
      method: 'findRelatedKeywords',
      field: 'relatedKeywordsUsed',
      usedBefore: 40, // free trial: 50 related keyword requests
      summaryField: 'relatedKeywordsUsed',
      limit: 50,
      body: (i: number) => ({ keyword: `related quota race ${i}`, ...where, limit: 100, depth: 1, offset: 0 }),
    },
  ] as const;

  it.each(cases)('lets exactly 10 through POST $path, with exactly 10 provider calls (PGlite and PostgreSQL)', async (tool) => {
    const client = await app.createUser();
    await setUsed(client.userId, tool.field, tool.usedBefore);
    const counting = countProviderCalls(tool.method);
    try {
      // A fresh keyword per request, so neither the cache nor single-flight can hide a call.
      const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => client.post(tool.path, tool.body(i))));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(190);
      expect(counting.calls()).toBe(10);
      const refused = responses.find((r) => r.status === 402)!;
      expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED', pricingUrl: '/pricing', limit: tool.limit } });
      // The trial's message names the tool's units and says a trial limit does not reset.
      expect(refused.body.error.message).toMatch(/trial limit of [\d,]+ (keyword researches|SERP analyses|related keyword requests)\. Trial limits do not reset/);
      expect(refused.body.error.resetsAt).toBeNull();
    } finally {
      counting.restore();
    }
    const summary = await client.get('/api/billing/subscription');
    expect(summary.body.usage[tool.summaryField]).toBe(tool.limit);
    const settled = (await eventsOf(client.userId)).filter((e) => e.status === 'settled');
    expect(settled).toHaveLength(10);
  });
});

describe('usage periods', () => {
  it('rolls over monthly from the period start, clamping to the end of short months', async () => {
    const userId = await newUserId();
    const anchor = new Date('2025-01-31T10:00:00.000Z');
    await setSubscription(userId, { tier: 'starter', isTrial: false, trialEndsAt: null, currentPeriodStart: anchor });
    const inJanuaryPeriod = new Date('2025-02-27T12:00:00.000Z');
    await setKeywordsUsed(userId, 1000, inJanuaryPeriod); // starter: 1,000 a month
    const { run, calls } = counter('ok');
    const error = await refusal(withQuota(db(), req(userId, 'roll:1'), run, { now: inJanuaryPeriod }));
    expect(error.code).toBe('QUOTA_EXCEEDED');
    // The January period (from Jan 31) ends on Feb 28: the message names the day it resets.
    expect(error.message).toBe("You've reached your monthly limit of 1,000 keyword researches. It resets on Feb 28, 2025; upgrade your plan to continue before then.");
    expect(calls()).toBe(0);

    const nextPeriod = new Date('2025-02-28T10:00:00.000Z');
    await expect(withQuota(db(), req(userId, 'roll:2'), run, { now: nextPeriod })).resolves.toBe('ok');
    const rows = await usageRows(userId);
    expect(rows.map((r) => [r.periodStart.toISOString(), r.periodEnd.toISOString(), r.keywordsUsed])).toEqual([
      ['2025-01-31T10:00:00.000Z', '2025-02-28T10:00:00.000Z', 1000],
      ['2025-02-28T10:00:00.000Z', '2025-03-31T10:00:00.000Z', 1],
    ]);
  });

  it('counts a trial in one period that is the trial itself', async () => {
    const userId = await newUserId();
    const sub = await subscriptionOf(userId);
    await withQuota(db(), req(userId, 'trial:1', 'serp'), counter('ok').run);
    const [row] = await usageRows(userId);
    expect(row?.periodStart.toISOString()).toBe(sub.currentPeriodStart.toISOString());
    expect(row?.periodEnd.toISOString()).toBe(sub.trialEndsAt!.toISOString());
    expect(row?.serpAnalysesUsed).toBe(1);
    expect(row?.keywordsUsed).toBe(0);
  });
});

describe('the subscription gate', () => {
  it('refuses an expired trial before any provider call, with a link to /pricing', async () => {
    const client = await app.createUser();
    const ended = new Date(Date.now() - 60_000);
    await setSubscription(client.userId, { trialEndsAt: ended, currentPeriodStart: new Date(ended.getTime() - 7 * DAY_MS) });
    const { run, calls } = counter('ok');
    const error = await refusal(withQuota(db(), req(client.userId, 'expired'), run));
    expect(error).toMatchObject({ kind: 'quota_exceeded', code: 'TRIAL_EXPIRED' });
    expect(calls()).toBe(0);
    const res = await client.post('/api/research', { keyword: 'expired trial', languageCode: 'en', locationCode: 2840, limit: 50 });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: { code: 'TRIAL_EXPIRED', pricingUrl: '/pricing' } });
    expect(await usageRows(client.userId)).toEqual([]);
  });

  it('refuses a subscription that is not active, and a missing one', async () => {
    const userId = await newUserId();
    for (const status of ['inactive', 'canceled', 'expired', 'past_due']) {
      await setSubscription(userId, { status });
      const error = await refusal(withQuota(db(), req(userId, `status:${status}`), counter('ok').run));
      expect(error).toMatchObject({ kind: 'quota_exceeded', code: 'SUBSCRIPTION_INACTIVE' });
    }
    await db().delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    const error = await refusal(withQuota(db(), req(userId, 'none'), counter('ok').run));
    expect(error).toMatchObject({ kind: 'quota_exceeded', code: 'SUBSCRIPTION_INACTIVE' });
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('never limits an unlimited (-1) plan, yet still counts', async () => {
    const userId = await newUserId();
    await setSubscription(userId, { tier: 'admin', isTrial: false, trialEndsAt: null });
    await setKeywordsUsed(userId, 1_000_000);
    const { run, calls } = counter('ok');
    await Promise.all(Array.from({ length: 20 }, (_, i) => withQuota(db(), req(userId, `unlimited:${i}`), run)));
    expect(calls()).toBe(20);
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(1_000_020);
  });
});

describe('settle and refund', () => {
  it('gives the unit back when the provider call fails', async () => {
    const userId = await newUserId();
    await setKeywordsUsed(userId, 99);
    const failure = new Error('provider down');
    await expect(
      withQuota(db(), req(userId, 'fails'), async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(99);
    const [event] = await eventsOf(userId);
    expect(event).toMatchObject({ status: 'refunded', requestKey: 'fails', tool: 'keywords', providerCost: 0 });
    // The unit given back can be spent.
    await expect(withQuota(db(), req(userId, 'works'), counter('ok').run)).resolves.toBe('ok');
  });

  it('gives the unit back when POST /api/research fails at the provider', async () => {
    const client = await app.createUser();
    const original = app.deps.provider;
    app.deps.provider = Object.assign(Object.create(original) as KeywordDataProvider, {
      findKeywordIdeas: async () => {
        throw new Error('connection reset');
      },
    });
    try {
      const res = await client.post('/api/research', { keyword: 'provider failure', languageCode: 'en', locationCode: 2840, limit: 50 });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      app.deps.provider = original;
    }
    const [row] = await usageRows(client.userId);
    expect(row?.keywordsUsed).toBe(0);
    expect((await eventsOf(client.userId)).map((e) => e.status)).toEqual(['refunded']);
  });

  it('records the request key and the actual cost', async () => {
    const userId = await newUserId();
    await withQuota(db(), req(userId, 'serp:["seo tools",2840,"en"]', 'serp'), async () => ({ value: 1, providerCost: 0.002, cached: false }));
    const [event] = await eventsOf(userId);
    expect(event).toMatchObject({ tool: 'serp', requestKey: 'serp:["seo tools",2840,"en"]', status: 'settled', units: 1, providerCost: 0.002 });
  });
});

describe('free cached repeats', () => {
  it('does not charge a repeat answered from the cache within 24 hours', async () => {
    const userId = await newUserId();
    const t0 = new Date();
    await withQuota(db(), req(userId, 'same'), counter('first').run, { now: t0 });
    const cachedRun = counter('again', { cached: true, providerCost: 0 });
    const later = new Date(t0.getTime() + 23 * 60 * 60 * 1000);
    await expect(withQuota(db(), req(userId, 'same'), cachedRun.run, { now: later })).resolves.toBe('again');
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(1);
    expect((await eventsOf(userId)).map((e) => [e.status, e.units])).toEqual([
      ['settled', 1],
      ['free', 0],
    ]);
  });

  it('is free even at the limit when the cache holds the answer, since no provider call is made', async () => {
    const userId = await newUserId();
    await withQuota(db(), req(userId, 'at-limit'), counter('first').run);
    await setKeywordsUsed(userId, 100);
    const cached = counter('x', { cached: true, providerCost: 0 });
    let scoped = false;
    const fromCache = async () => {
      scoped = isCacheOnly();
      return cached.run();
    };
    await expect(withQuota(db(), req(userId, 'at-limit'), fromCache)).resolves.toBe('x');
    expect(cached.calls()).toBe(1);
    expect(scoped).toBe(true);
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(100);
    expect((await eventsOf(userId)).map((e) => [e.status, e.units])).toEqual([
      ['settled', 1],
      ['free', 0],
    ]);
    // Not a repeat: the limit holds whatever the cache says.
    await expect(refusal(withQuota(db(), req(userId, 'other'), fromCache))).resolves.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
  });

  it('refuses a repeat at the limit whose cache entry is gone, before any provider call', async () => {
    const userId = await newUserId();
    await withQuota(db(), req(userId, 'lost'), counter('first').run);
    await setKeywordsUsed(userId, 100);
    const provider = counter('uncached');
    // What the cached provider does inside the cache-only scope when the entry is gone.
    const missOrCall = async () => {
      if (isCacheOnly()) throw new CacheOnlyMiss();
      return provider.run();
    };
    const error = await refusal(withQuota(db(), req(userId, 'lost'), missOrCall));
    expect(error).toMatchObject({ kind: 'quota_exceeded', code: 'QUOTA_EXCEEDED', details: { pricingUrl: '/pricing' } });
    expect(provider.calls()).toBe(0);
    const [row] = await usageRows(userId);
    expect(row?.keywordsUsed).toBe(100);
    expect((await eventsOf(userId)).map((e) => e.status)).toEqual(['settled']);
  });

  it('charges a repeat the cache did not answer like any request, and refunds a cached one', async () => {
    const userId = await newUserId();
    await withQuota(db(), req(userId, 'r'), counter('first').run);
    await setKeywordsUsed(userId, 99);
    // The last unit is held while the repeat runs, then kept because the provider was called.
    await expect(withQuota(db(), req(userId, 'r'), counter('uncached').run)).resolves.toBe('uncached');
    expect((await usageRows(userId))[0]?.keywordsUsed).toBe(100);
    await setKeywordsUsed(userId, 99);
    await expect(withQuota(db(), req(userId, 'r'), counter('cached', { cached: true, providerCost: 0 }).run)).resolves.toBe('cached');
    expect((await usageRows(userId))[0]?.keywordsUsed).toBe(99);
    expect((await eventsOf(userId)).map((e) => [e.status, e.units])).toEqual([
      ['settled', 1],
      ['settled', 1],
      ['free', 0],
    ]);
  });

  it.each([
    ['/api/research', 'findKeywordIdeas', 'keywordsUsed', { keyword: 'cached at the limit', languageCode: 'en', locationCode: 2840, limit: 50 }],
    ['/api/serp', 'getSerp', 'serpAnalysesUsed', { keyword: 'cached at the limit', languageCode: 'en', locationCode: 2840, limit: 10 }],
    ['/api/related', 'findRelatedKeywords', 'relatedKeywordsUsed', { keyword: 'cached at the limit', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 }],
  ] as const)('answers a repeat from the cache over HTTP at the limit, free, with no provider call (%s)', async (path, method, usedField, body) => {
    const client = await app.createUser();
    expect((await client.post(path, body)).status).toBe(200);
    const limits = { keywordsUsed: 100, serpAnalysesUsed: 10, relatedKeywordsUsed: 50 } as const;
    // The summary's field and the usage column now share one camelCase name.
    await setUsed(client.userId, usedField, limits[usedField]);
    const counting = countProviderCalls(method);
    try {
      const repeat = await client.post(path, body);
      expect(repeat.status, JSON.stringify(repeat.body)).toBe(200);
      expect(counting.calls()).toBe(0);
      const other = await client.post(path, { ...body, keyword: 'not asked before' });
      expect(other.status).toBe(402);
      expect(counting.calls()).toBe(0);
    } finally {
      counting.restore();
    }
    expect((await client.get('/api/billing/subscription')).body.usage[usedField]).toBe(limits[usedField]);
  });

  it('refuses at the limit over HTTP a repeat whose cache entry was deleted, with no provider call', async () => {
    const client = await app.createUser();
    const body = { keyword: 'lost cache entry', languageCode: 'en', locationCode: 2840, limit: 50 };
    expect((await client.post('/api/research', body)).status).toBe(200);
    await setKeywordsUsed(client.userId, 100);
    await db().delete(providerCache);
    const counting = countProviderCalls('findKeywordIdeas');
    try {
      const res = await client.post('/api/research', body);
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED', pricingUrl: '/pricing' } });
      expect(counting.calls()).toBe(0);
    } finally {
      counting.restore();
    }
    expect((await client.get('/api/billing/subscription')).body.usage.keywordsUsed).toBe(100);
  });

  it('charges after 24 hours, for another tool, for another user, and when the cache did not answer', async () => {
    const userId = await newUserId();
    const t0 = new Date();
    await withQuota(db(), req(userId, 'k'), counter('first').run, { now: t0 });
    const cached = counter('c', { cached: true, providerCost: 0 });
    await withQuota(db(), req(userId, 'k'), cached.run, { now: new Date(t0.getTime() + DAY_MS + 1000) });
    await withQuota(db(), req(userId, 'k', 'serp'), cached.run, { now: t0 });
    await withQuota(db(), req(userId, 'k'), counter('uncached').run, { now: new Date(t0.getTime() + 1000) });
    const otherId = await newUserId();
    await withQuota(db(), req(otherId, 'k'), cached.run, { now: t0 });

    const rows = await db().select().from(userUsage).where(and(eq(userUsage.userId, userId)));
    expect(rows.reduce((n, r) => n + r.keywordsUsed, 0)).toBe(3);
    expect(rows.reduce((n, r) => n + r.serpAnalysesUsed, 0)).toBe(1);
    const [otherRow] = await usageRows(otherId);
    expect(otherRow?.keywordsUsed).toBe(1);
  });

  it('repeats the same research for free through POST /api/research', async () => {
    const client = await app.createUser();
    const body = { keyword: 'Free Repeat Keyword', languageCode: 'en', locationCode: 2840, limit: 50 };
    expect((await client.post('/api/research', body)).status).toBe(200);
    expect((await client.post('/api/research', { ...body, keyword: '  free repeat   keyword ' })).status).toBe(200);
    const summary = await client.get('/api/billing/subscription');
    expect(summary.body.usage.keywordsUsed).toBe(1);
    expect((await eventsOf(client.userId)).map((e) => e.status)).toEqual(['settled', 'free']);
  });
});
