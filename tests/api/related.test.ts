// The related-keywords API: pages, totals and hasMore over every depth, the stored research (kind
// 'related') and its rows read back with GET /api/researches/:id/rows, a page stored twice adding
// nothing, the quota hook per request, bad input refused with nothing stored, and Load More served
// from the provider cache (DataForSEO through the fake server) without paying twice for the same rows.
import type * as QuotaModule from '../../src/server/features/billing/quota.js';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelatedRequest } from '../../src/shared/contract/related-request.js';
import type { RelatedPage } from '../../src/shared/contract/related.js';
import type { KeywordRow, RowsPage } from '../../src/shared/contract/researches.js';
import {
  RELATED_EMPTY_KEYWORD,
  RELATED_INVALID_DEPTH,
  RELATED_INVALID_LIMIT,
  RELATED_INVALID_OFFSET,
  RELATED_RESEARCH_NOT_FOUND,
} from '../../src/shared/messages/related.js';
import { UNKNOWN_LANGUAGE } from '../../src/shared/messages/research.js';
import { INVALID_ID, KEYWORD_TOO_SHORT } from '../../src/shared/messages/validation.js';
import { keywordResearch, usageEvents, userUsage } from '../../src/server/db/schema/index.js';
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
  const [row] = await app.deps.database.db.select({ n: count() }).from(keywordResearch).where(eq(keywordResearch.kind, 'related'));
  return row?.n ?? 0;
}

async function researchRow(app: TestApp, id: string) {
  const [row] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, id));
  return row;
}

/** Every stored row of a research in provider order, read the way the related screen reads them. */
async function storedRows(user: TestClient, id: string): Promise<KeywordRow[]> {
  const rows: KeywordRow[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page: { status: number; body: RowsPage } = await user.get<RowsPage>(`/api/researches/${id}/rows?sort=rank&direction=asc&limit=1000&offset=${offset}`);
    expect(page.status).toBe(200);
    rows.push(...page.body.rows);
    offset = page.body.nextOffset;
  }
  return rows;
}

/** A row as the provider gave it (what a cached answer must repeat): the related table's row and its rank. */
const asBought = (row: KeywordRow) => ({
  rank: row.rank,
  keyword: row.keyword,
  searchVolume: row.searchVolume,
  cpc: row.cpc,
  competition: row.competition,
  competitionLevel: row.competitionLevel,
  difficulty: row.difficulty,
  intent: row.intent,
  relevance: row.relevance,
  categories: row.categories,
  depth: row.depth ?? 0,
});

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

  it('stores the seed as depth 0 and its related keywords with every metric; the answer is the slim page', async () => {
    const res = await user.post<RelatedPage>('/api/related', { keyword: ' Coffee ', ...where, limit: 100, depth: 1, offset: 0 });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toEqual({
      researchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'complete',
      totalResults: 9,
      added: 9,
      loadedResults: 9,
      nextOffset: 9,
      hasMore: false,
      isDemoData: true,
      // Dollars (providerCost and its deprecated former name estimatedCost) are an admin's figure.
      providerCost: null,
      estimatedCost: null,
      cached: false,
      charges: [{ tool: 'related', units: 1, cached: false, fetchedAt: null }],
    });
    expect(quotaCalls()).toEqual([{ userId: user.userId, tool: 'related', requestKey: expect.stringContaining('coffee') }]);

    const rows = await storedRows(user, body.researchId);
    expect(rows).toHaveLength(9);
    expect(rows[0]).toMatchObject({ keyword: 'coffee', depth: 0, relevance: 1, isSeedKeyword: true });
    expect(rows.slice(1).every((r) => r.depth === 1 && !r.isSeedKeyword)).toBe(true);
    for (const row of rows) {
      expect(row.categories.every((c) => typeof c === 'string')).toBe(true);
      expect([null, 'informational', 'navigational', 'commercial', 'transactional']).toContain(row.intent);
      expect(row.metricsSource).toBe('demo');
    }

    const stored = await researchRow(app, body.researchId);
    expect(stored).toMatchObject({ userId: user.userId, kind: 'related', seedKeyword: 'Coffee', totalResults: 9, loadedResults: 9, provider: 'demo' });
    expect(stored?.request).toMatchObject({ keyword: 'Coffee', depth: 1, offset: 0, limit: 100 });
  });

  it.each([
    [0, 1],
    [2, 73],
  ])('depth %i holds %i keywords in one page', async (depth, total) => {
    const res = await user.post<RelatedPage>('/api/related', { keyword: 'tea', ...where, depth });
    expect(res.body).toMatchObject({ totalResults: total, added: total, hasMore: false });
    expect(await storedRows(user, res.body.researchId)).toHaveLength(total);
  });

  it('pages a depth-3 walk: totals stay right, hasMore turns off on the last page, one research holds every row', async () => {
    const ask = (offset: number, researchId?: string) =>
      user.post<RelatedPage>('/api/related', { keyword: 'espresso', ...where, limit: 100, depth: 3, offset, researchId });
    const usageBefore = await relatedUsage(app, user.userId);
    const first = await ask(0);
    expect(first.body).toMatchObject({ totalResults: 585, hasMore: true, added: 100, loadedResults: 100, nextOffset: 100 });
    const id = first.body.researchId;

    let last = first.body;
    let pages = 1;
    while (last.hasMore) {
      const page = await ask(last.nextOffset, id);
      expect(page.status).toBe(200);
      expect(page.body.researchId).toBe(id);
      expect(page.body.totalResults).toBe(585);
      last = page.body;
      pages += 1;
    }
    expect(pages).toBe(6);
    expect(last).toMatchObject({ added: 85, loadedResults: 585, nextOffset: 585 });
    const rows = await storedRows(user, id);
    expect(rows).toHaveLength(585);
    expect(new Set(rows.map((r) => r.keyword)).size).toBe(585);
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 585 }, (_, i) => i));
    expect(quotaCalls()).toHaveLength(6); // counted per request
    const usage = await relatedUsage(app, user.userId);
    expect(usage.used).toBe(usageBefore.used + 6);
    expect(usage.events.slice(usageBefore.events.length).map((e) => [e.status, e.units])).toEqual(Array(6).fill(['settled', 1]));

    expect(await researchRow(app, id)).toMatchObject({ loadedResults: 585, totalResults: 585 });
    expect((await researchRow(app, id))?.request).toMatchObject({ depth: 3 });

    const beyond = await ask(585, id);
    expect(beyond.body).toMatchObject({ added: 0, totalResults: 585, hasMore: false, researchId: id, loadedResults: 585 });
    expect(await storedRows(user, id)).toHaveLength(585);
  });

  it('appends each page once: the same page twice adds no rows, the next page appends, a reload reads what was loaded', async () => {
    const ask = (offset: number, researchId?: string) =>
      user.post<RelatedPage>('/api/related', { keyword: 'latte', ...where, limit: 100, depth: 3, offset, researchId });
    const first = await ask(0);
    expect(first.body).toMatchObject({ added: 100, loadedResults: 100, hasMore: true });
    const id = first.body.researchId;
    const afterFirst = await storedRows(user, id);
    expect(afterFirst).toHaveLength(100);

    // The second page twice (a retry, a second tab): stored once. (Offset 0 always starts a new search.)
    const second = await ask(100, id);
    expect(second.body).toMatchObject({ researchId: id, loadedResults: 200, nextOffset: 200 });
    expect(second.body.added).toBeGreaterThan(0);
    const secondAgain = await ask(100, id);
    expect(secondAgain.body).toMatchObject({ researchId: id, added: 0, loadedResults: 200, nextOffset: 200 });

    // A reload reads the loaded rows from the store: the first page unchanged, the second appended once.
    const reloaded = await storedRows(user, id);
    expect(reloaded).toHaveLength(100 + second.body.added);
    expect(reloaded.slice(0, 100)).toEqual(afterFirst);
    expect(new Set(reloaded.map((r) => r.keyword.toLowerCase())).size).toBe(reloaded.length);
    expect(reloaded.slice(100).every((r) => r.rank >= 100 && r.rank < 200)).toBe(true);
    const header = await user.get<{ loadedResults: number; totalResults: number; kind: string }>(`/api/researches/${id}`);
    expect(header.body).toMatchObject({ kind: 'related', loadedResults: 200, totalResults: 585 });

    // Load More continues where the research is loaded.
    const third = await ask(header.body.loadedResults, id);
    expect(third.body).toMatchObject({ researchId: id, loadedResults: 300 });
    expect(await storedRows(user, id)).toHaveLength(reloaded.length + third.body.added);
  });

  it('says so when nothing was found', async () => {
    const empty: KeywordDataProvider = Object.assign(Object.create(new DemoProvider()) as KeywordDataProvider, {
      findRelatedKeywords: async () => ({ data: { items: [], totalCount: 0 }, providerCost: 0.01, provider: 'dataforseo' as const }),
    });
    const request: RelatedRequest = { keyword: 'zzqx', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 };
    const answer = await runRelatedSearch({ db: app.deps.database.db, provider: empty }, { userId: user.userId, request });
    expect(answer).toMatchObject({ added: 0, totalResults: 0, hasMore: false, providerCost: 0.01 });
    expect(answer.message).toContain('zzqx');
    expect(await storedRows(user, answer.researchId)).toEqual([]);
  });

  it('passes the provider intent through and leaves a missing one null (never guessed)', async () => {
    const demo = new DemoProvider();
    const page = await demo.findRelatedKeywords({ keyword: 'seo', ...where, depth: 1, limit: 3, offset: 0 });
    const [seed, withIntent] = page.data.items as [RelatedKeyword, RelatedKeyword];
    const stub: KeywordDataProvider = Object.assign(Object.create(demo) as KeywordDataProvider, {
      findRelatedKeywords: async () => ({
        data: { items: [{ ...seed, intent: null }, { ...withIntent, intent: 'transactional' as const }], totalCount: 2 },
        providerCost: 0,
        provider: 'demo' as const,
      }),
    });
    const request: RelatedRequest = { keyword: 'seo', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 };
    const answer = await runRelatedSearch({ db: app.deps.database.db, provider: stub }, { userId: user.userId, request });
    expect((await storedRows(user, answer.researchId)).map((r) => r.intent)).toEqual([null, 'transactional']);
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
    ['a research id that is not a UUID', { offset: 100, researchId: 'abc' }, INVALID_ID],
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
    const first = await capped.post<RelatedPage>('/api/related', { keyword: 'limits', ...where, depth: 3 });
    expect(first.status).toBe(200);
    await app.deps.database.db.update(userUsage).set({ relatedKeywordsUsed: 1_000_000 }).where(eq(userUsage.userId, capped.userId));
    const before = await researchRowCount(app);
    const refused = await capped.post('/api/related', { keyword: 'limits', ...where, depth: 3, offset: 100, researchId: first.body.researchId });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    expect(await researchRowCount(app)).toBe(before);
    expect((await researchRow(app, first.body.researchId))?.loadedResults).toBe(100);
    expect(await storedRows(capped, first.body.researchId)).toHaveLength(100);
  });

  it("refuses to continue or read another user's research (404) and anonymous callers (401), spending nothing", async () => {
    const mine = await user.post<RelatedPage>('/api/related', { keyword: 'green tea', ...where, depth: 3 });
    vi.mocked(withQuota).mockClear();
    const before = await researchRowCount(app);
    const stolen = await other.post('/api/related', { keyword: 'green tea', ...where, depth: 3, offset: 100, researchId: mine.body.researchId });
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ error: { message: RELATED_RESEARCH_NOT_FOUND } });
    expect((await other.get(`/api/researches/${mine.body.researchId}/rows`)).status).toBe(404);
    const anonymous = await app.client().post('/api/related', { keyword: 'green tea', ...where, depth: 1 });
    expect(anonymous.status).toBe(401);
    expect(await researchRowCount(app)).toBe(before);
    expect(quotaCalls()).toHaveLength(0);
    expect((await researchRow(app, mine.body.researchId))?.loadedResults).toBe(100);
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
    user.post<RelatedPage>('/api/related', { keyword: 'phone', ...where, limit: 100, depth: 3, offset, researchId });

  it('buys each block of rows once: Load More and repeated searches are served from the cache', async () => {
    const first = await ask(0);
    expect(first.status).toBe(200);
    expect(fake.calls[ENDPOINTS.related]).toBe(1);
    const task = (fake.requests[0]?.body as Array<Record<string, unknown>>)[0];
    expect(task).toMatchObject({ keyword: 'phone', depth: 3, limit: 100, offset: 0, location_code: 2840, language_code: 'en' });
    expect(first.body).toMatchObject({ totalResults: 585, hasMore: true, isDemoData: false, added: 100 });
    // Dollars are an admin's figure: a user's answer carries none; the research row holds the bill.
    expect(first.body.providerCost).toBeNull();
    expect(Number((await researchRow(app, first.body.researchId))?.providerCost)).toBeCloseTo(0.02, 6); // $0.01 per task + 100 x $0.0001
    const firstRows = await storedRows(user, first.body.researchId);
    expect(firstRows[0]).toMatchObject({ keyword: 'phone', depth: 0, metricsSource: 'dataforseo_labs' });

    const more = await ask(100, first.body.researchId);
    expect(fake.calls[ENDPOINTS.related]).toBe(2); // new rows: one more block
    expect(more.body.providerCost).toBeNull();
    const row = await researchRow(app, first.body.researchId);
    expect(Number(row?.providerCost)).toBeCloseTo(0.04, 6);
    expect(row?.loadedResults).toBe(200);
    const bothPages = await storedRows(user, first.body.researchId);

    // The same search again, and a Load More whose offset shifted after dropped duplicates:
    // every row was bought already, so the provider is not called and nothing is charged.
    const again = await ask(0);
    const againFirstRows = await storedRows(user, again.body.researchId);
    const againMore = await ask(100, again.body.researchId);
    const shifted = await ask(97, again.body.researchId);
    expect(fake.calls[ENDPOINTS.related]).toBe(2);
    for (const page of [again, againMore, shifted]) {
      expect(page.status).toBe(200);
      expect(page.body.providerCost).toBeNull();
      expect(page.body.totalResults).toBe(585);
    }
    expect(again.body.researchId).not.toBe(first.body.researchId);
    expect(againFirstRows.map(asBought)).toEqual(firstRows.map(asBought));
    // The shifted page's rows are all stored already (same ranks): it adds nothing, and the
    // research stays loaded to its furthest page.
    expect(shifted.body).toMatchObject({ added: 0, loadedResults: 200, nextOffset: 197 });
    expect((await storedRows(user, again.body.researchId)).map(asBought)).toEqual(bothPages.map(asBought));
    expect(Number((await researchRow(app, again.body.researchId))?.providerCost)).toBe(0);

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
  ] as const)('maps a provider failure (%s) to HTTP %i with statusCode, storing nothing', async (mode, status, code) => {
    const before = await researchRowCount(app);
    const usageBefore = await relatedUsage(app, user.userId);
    fake.failNext(mode, 1, ENDPOINTS.related);
    const res = await user.post('/api/related', { keyword: `failing ${mode}`, ...where, depth: 1 });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { statusCode: code } });
    expect(typeof res.body.error.message).toBe('string');
    expect(await researchRowCount(app)).toBe(before);
    // The unit reserved for the call is given back.
    const usage = await relatedUsage(app, user.userId);
    expect(usage.events.slice(usageBefore.events.length).map((e) => e.status)).toEqual(['refunded']);
    expect(usage.used).toBe(usageBefore.used);
  });
});
