// The related-keywords API: pages, totals and has_more over every depth, the related_research row,
// the quota hook per request, bad input refused with nothing stored, and Load More served from
// the provider cache (DataForSEO through the fake server) without paying twice for the same rows.
import type * as QuotaModule from '../../src/server/features/billing/quota.js';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelatedRequest, RelatedResponse } from '../../src/shared/api/related.js';
import {
  RELATED_EMPTY_KEYWORD,
  RELATED_INVALID_DEPTH,
  RELATED_INVALID_LIMIT,
  RELATED_INVALID_OFFSET,
  RELATED_RESEARCH_NOT_FOUND,
} from '../../src/shared/messages/related.js';
import { UNKNOWN_LANGUAGE } from '../../src/shared/messages/research.js';
import { INVALID_ID, KEYWORD_TOO_SHORT } from '../../src/shared/messages/validation.js';
import { relatedResearch, usageEvents, userUsage } from '../../src/server/db/schema/index.js';
import { withQuota } from '../../src/server/features/billing/quota.js';
import { runRelatedSearch } from '../../src/server/features/related/related-service.js';
import { DemoProvider, type KeywordDataProvider, type RelatedKeyword } from '../../src/server/providers/index.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

// The real quota hook, watched: every request must go through it.
vi.mock('../../src/server/features/billing/quota.js', async (importOriginal) => {
  const actual = await importOriginal<typeof QuotaModule>();
  return { ...actual, withQuota: vi.fn(actual.withQuota) };
});
const quotaCalls = () => vi.mocked(withQuota).mock.calls.map(([, request]) => request);

type SignedIn = TestClient & { email: string; userId: string };
const where = { languageCode: 'en', locationCode: 2840 };

async function researchRowCount(app: TestApp): Promise<number> {
  const [row] = await app.deps.database.db.select({ n: count() }).from(relatedResearch);
  return row?.n ?? 0;
}

async function researchRow(app: TestApp, id: string) {
  const [row] = await app.deps.database.db.select().from(relatedResearch).where(eq(relatedResearch.id, id));
  return row;
}

/** The quota ledger of one user for related keywords: its events in order, and the used counter. */
async function relatedUsage(app: TestApp, userId: string) {
  const db = app.deps.database.db;
  const events = await db
    .select({ status: usageEvents.status, units: usageEvents.units, requestKey: usageEvents.requestKey })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.tool, 'related')))
    .orderBy(asc(usageEvents.createdAt));
  const [usage] = await db.select({ used: userUsage.relatedKeywordsUsed }).from(userUsage).where(eq(userUsage.userId, userId));
  return { events, used: usage?.used ?? 0 };
}

describe('related keywords with the demo provider', () => {
  let app: TestApp;
  let user: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    app = await startTestApp();
    user = await app.createUser();
    other = await app.createUser();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    vi.mocked(withQuota).mockClear();
  });

  it('answers the seed as depth 0 and its related keywords with every metric, and stores the research', async () => {
    const res = await user.post<RelatedResponse>('/api/related', { keyword: ' Coffee ', ...where, limit: 100, depth: 1, offset: 0 });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ success: true, total_results: 9, has_more: false, is_demo_data: true, estimated_cost: 0 });
    expect(body.results).toHaveLength(9);
    expect(body.results[0]).toMatchObject({ keyword: 'coffee', depth: 0, relevance: 1 });
    expect(body.results.slice(1).every((r) => r.depth === 1)).toBe(true);
    for (const row of body.results) {
      expect(Object.keys(row).sort()).toEqual(
        ['categories', 'competition', 'competition_level', 'cpc', 'depth', 'difficulty', 'intent', 'keyword', 'relevance', 'search_volume'].sort(),
      );
      expect(row.categories.every((c) => typeof c === 'string')).toBe(true);
      expect([null, 'informational', 'navigational', 'commercial', 'transactional']).toContain(row.intent);
    }
    expect(body.message).toBeUndefined();
    expect(quotaCalls()).toEqual([{ userId: user.userId, tool: 'related', requestKey: expect.stringContaining('coffee') }]);

    const row = await researchRow(app, body.research_id);
    expect(row).toMatchObject({ userId: user.userId, keyword: 'Coffee', depth: 1, totalResults: 9, loadedResults: 9, provider: 'demo' });
  });

  it.each([
    [0, 1],
    [2, 73],
  ])('depth %i holds %i keywords in one page', async (depth, total) => {
    const res = await user.post<RelatedResponse>('/api/related', { keyword: 'tea', ...where, depth });
    expect(res.body).toMatchObject({ total_results: total, has_more: false });
    expect(res.body.results).toHaveLength(total);
  });

  it('pages a depth-3 walk: totals stay right, has_more turns off on the last page, one research row is updated', async () => {
    const ask = (offset: number, researchId?: string) =>
      user.post<RelatedResponse>('/api/related', { keyword: 'espresso', ...where, limit: 100, depth: 3, offset, research_id: researchId });
    const usageBefore = await relatedUsage(app, user.userId);
    const first = await ask(0);
    expect(first.body).toMatchObject({ total_results: 585, has_more: true });
    expect(first.body.results).toHaveLength(100);
    const id = first.body.research_id;

    const seen = new Set(first.body.results.map((r) => r.keyword));
    let offset = 100;
    let last = first.body;
    while (last.has_more) {
      const page = await ask(offset, id);
      expect(page.status).toBe(200);
      expect(page.body.research_id).toBe(id);
      expect(page.body.total_results).toBe(585);
      for (const r of page.body.results) seen.add(r.keyword);
      offset += page.body.results.length;
      last = page.body;
    }
    expect(offset).toBe(585);
    expect(last.results).toHaveLength(85);
    expect(seen.size).toBe(585);
    expect(quotaCalls()).toHaveLength(6); // counted per request
    const usage = await relatedUsage(app, user.userId);
    expect(usage.used).toBe(usageBefore.used + 6);
    expect(usage.events.slice(usageBefore.events.length).map((e) => [e.status, e.units])).toEqual(Array(6).fill(['settled', 1]));

    const row = await researchRow(app, id);
    expect(row).toMatchObject({ loadedResults: 585, totalResults: 585, depth: 3 });

    const beyond = await ask(585, id);
    expect(beyond.body).toMatchObject({ success: true, results: [], total_results: 585, has_more: false, research_id: id });
  });

  it('says so when nothing was found', async () => {
    const empty: KeywordDataProvider = Object.assign(Object.create(new DemoProvider()) as KeywordDataProvider, {
      findRelatedKeywords: async () => ({ data: { items: [], totalCount: 0 }, costUsd: 0.01, provider: 'dataforseo' as const }),
    });
    const request: RelatedRequest = { keyword: 'zzqx', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 };
    const answer = await runRelatedSearch({ db: app.deps.database.db, provider: empty }, { userId: user.userId, request });
    expect(answer).toMatchObject({ success: true, results: [], total_results: 0, has_more: false, estimated_cost: 0.01 });
    expect(answer.message).toContain('zzqx');
  });

  it('passes the provider intent through and leaves a missing one null (never guessed)', async () => {
    const demo = new DemoProvider();
    const page = await demo.findRelatedKeywords({ keyword: 'seo', ...where, depth: 1, limit: 3, offset: 0 });
    const [seed, withIntent] = page.data.items as [RelatedKeyword, RelatedKeyword];
    const stub: KeywordDataProvider = Object.assign(Object.create(demo) as KeywordDataProvider, {
      findRelatedKeywords: async () => ({
        data: { items: [{ ...seed, intent: null }, { ...withIntent, intent: 'transactional' as const }], totalCount: 2 },
        costUsd: 0,
        provider: 'demo' as const,
      }),
    });
    const request: RelatedRequest = { keyword: 'seo', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 };
    const answer = await runRelatedSearch({ db: app.deps.database.db, provider: stub }, { userId: user.userId, request });
    expect(answer.results.map((r) => r.intent)).toEqual([null, 'transactional']);
  });

  it.each([
    ['depth 5', { depth: 5 }, RELATED_INVALID_DEPTH],
    ['depth -1', { depth: -1 }, RELATED_INVALID_DEPTH],
    ['a fractional depth', { depth: 1.5 }, RELATED_INVALID_DEPTH],
    ['a negative offset', { offset: -1 }, RELATED_INVALID_OFFSET],
    ['a fractional offset', { offset: 2.5 }, RELATED_INVALID_OFFSET],
    ['an empty keyword', { keyword: '' }, RELATED_EMPTY_KEYWORD],
    ['a blank keyword', { keyword: '   ' }, RELATED_EMPTY_KEYWORD],
    ['a one-letter keyword', { keyword: 'a' }, KEYWORD_TOO_SHORT],
    ['an unknown language', { languageCode: 'xx' }, UNKNOWN_LANGUAGE],
    ['a limit other than 100', { limit: 250 }, RELATED_INVALID_LIMIT],
    ['a research id that is not a UUID', { offset: 100, research_id: 'abc' }, INVALID_ID],
  ])('refuses %s with 400, spending and storing nothing', async (_name, change, message) => {
    const before = await researchRowCount(app);
    const usageBefore = await relatedUsage(app, user.userId);
    const res = await user.post('/api/related', { keyword: 'seo tools', ...where, limit: 100, depth: 1, offset: 0, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
    expect(await researchRowCount(app)).toBe(before);
    expect(quotaCalls()).toHaveLength(0);
    expect(await relatedUsage(app, user.userId)).toEqual(usageBefore);
  });

  it('refuses a page past the monthly limit (402) before calling the provider, storing nothing', async () => {
    const capped = await app.createUser();
    const first = await capped.post<RelatedResponse>('/api/related', { keyword: 'limits', ...where, depth: 3 });
    expect(first.status).toBe(200);
    await app.deps.database.db.update(userUsage).set({ relatedKeywordsUsed: 1_000_000 }).where(eq(userUsage.userId, capped.userId));
    const before = await researchRowCount(app);
    const refused = await capped.post('/api/related', { keyword: 'limits', ...where, depth: 3, offset: 100, research_id: first.body.research_id });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    expect(await researchRowCount(app)).toBe(before);
    expect((await researchRow(app, first.body.research_id))?.loadedResults).toBe(100);
  });

  it("refuses to continue another user's research (404) and anonymous callers (401), spending nothing", async () => {
    const mine = await user.post<RelatedResponse>('/api/related', { keyword: 'green tea', ...where, depth: 3 });
    vi.mocked(withQuota).mockClear();
    const before = await researchRowCount(app);
    const stolen = await other.post('/api/related', { keyword: 'green tea', ...where, depth: 3, offset: 100, research_id: mine.body.research_id });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ error: { message: RELATED_RESEARCH_NOT_FOUND } });
    const anonymous = await app.client().post('/api/related', { keyword: 'green tea', ...where, depth: 1 });
    expect(anonymous.status).toBe(401);
    expect(await researchRowCount(app)).toBe(before);
    expect(quotaCalls()).toHaveLength(0);
    expect((await researchRow(app, mine.body.research_id))?.loadedResults).toBe(100);
  });
});

describe('related keywords with DataForSEO (fake server)', () => {
  let stack: AppWithFakeDataForSeo | undefined;
  let fake: FakeDataForSeo;
  let app: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    stack = await startAppWithFakeDataForSeo();
    ({ fake, app, user } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    fake.reset();
    vi.mocked(withQuota).mockClear();
  });

  const ask = (offset: number, researchId?: string) =>
    user.post<RelatedResponse>('/api/related', { keyword: 'phone', ...where, limit: 100, depth: 3, offset, research_id: researchId });

  it('buys each block of rows once: Load More and repeated searches are served from the cache', async () => {
    const first = await ask(0);
    expect(first.status).toBe(200);
    expect(fake.calls[ENDPOINTS.related]).toBe(1);
    const task = (fake.requests[0]?.body as Array<Record<string, unknown>>)[0];
    expect(task).toMatchObject({ keyword: 'phone', depth: 3, limit: 100, offset: 0, location_code: 2840, language_code: 'en' });
    expect(first.body).toMatchObject({ total_results: 585, has_more: true, is_demo_data: false });
    expect(first.body.estimated_cost).toBeCloseTo(0.02, 6); // $0.01 per task + 100 x $0.0001
    expect(first.body.results[0]).toMatchObject({ keyword: 'phone', depth: 0 });

    const more = await ask(100, first.body.research_id);
    expect(fake.calls[ENDPOINTS.related]).toBe(2); // new rows: one more block
    expect(more.body.estimated_cost).toBeCloseTo(0.02, 6);
    const row = await researchRow(app, first.body.research_id);
    expect(row?.apiCost).toBeCloseTo(0.04, 6);
    expect(row?.loadedResults).toBe(200);

    // The same search again, and a Load More whose offset shifted after dropped duplicates:
    // every row was bought already, so the provider is not called and nothing is charged.
    const again = await ask(0);
    const againMore = await ask(100, again.body.research_id);
    const shifted = await ask(97, again.body.research_id);
    expect(fake.calls[ENDPOINTS.related]).toBe(2);
    for (const page of [again, againMore, shifted]) {
      expect(page.status).toBe(200);
      expect(page.body.estimated_cost).toBe(0);
      expect(page.body.total_results).toBe(585);
    }
    expect(again.body.research_id).not.toBe(first.body.research_id);
    expect(again.body.results).toEqual(first.body.results);
    expect(againMore.body.results).toEqual(more.body.results);
    expect(shifted.body.results.slice(0, 3)).toEqual(first.body.results.slice(97));
    expect((await researchRow(app, again.body.research_id))?.apiCost).toBe(0);

    // Every request goes through the quota: each new page costs a unit; repeating a page the
    // cache answers within 24 hours is free (the billing rule), a page at a new offset is not.
    expect(quotaCalls().map((q) => q.tool)).toEqual(['related', 'related', 'related', 'related', 'related']);
    expect(new Set(quotaCalls().map((q) => q.requestKey)).size).toBe(3);
    const usage = await relatedUsage(app, user.userId);
    expect(usage.events.map((e) => [e.status, e.units])).toEqual([
      ['settled', 1],
      ['settled', 1],
      ['free', 0],
      ['free', 0],
      ['settled', 1],
    ]);
    expect(usage.used).toBe(3);
  });

  it.each([
    ['http_402_40210', 503, 40210],
    ['task_error_40501', 400, 40501],
  ] as const)('maps a provider failure (%s) to HTTP %i with status_code, storing nothing', async (mode, status, code) => {
    const before = await researchRowCount(app);
    const usageBefore = await relatedUsage(app, user.userId);
    fake.failNext(mode, 1, ENDPOINTS.related);
    const res = await user.post('/api/related', { keyword: `failing ${mode}`, ...where, depth: 1 });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { status_code: code } });
    expect(typeof res.body.error.message).toBe('string');
    expect(await researchRowCount(app)).toBe(before);
    // The unit reserved for the call is given back.
    const usage = await relatedUsage(app, user.userId);
    expect(usage.events.slice(usageBefore.events.length).map((e) => e.status)).toEqual(['refunded']);
    expect(usage.used).toBe(usageBefore.used);
  });
});
