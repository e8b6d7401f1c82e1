// The SERP analysis API: the analysis itself (demo and DataForSEO through the fake server), the
// quota hook, bad input refused with nothing stored, and who may read a stored analysis. POST answers
// the slim start (decision 020); the page itself is read back with GET /api/serp/:id.
import type * as QuotaModule from '../../src/server/features/billing/quota.js';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERP_EMPTY_KEYWORD, SERP_INVALID_LIMIT, SERP_NOT_FOUND } from '../../src/shared/messages/serp.js';
import { RESULTS_NOT_FOUND, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../../src/shared/messages/research.js';
import { INVALID_ID, KEYWORD_TOO_LONG, KEYWORD_TOO_SHORT } from '../../src/shared/messages/validation.js';
import type { SerpAnalysis, SerpStarted } from '../../src/shared/contract/serp.js';
import { keywordResearch, serpResults, usageEvents, userUsage } from '../../src/server/db/schema/index.js';
import { withQuota } from '../../src/server/features/billing/quota.js';
import { DemoProvider } from '../../src/server/providers/index.js';
import type { SerpSnapshot } from '../../src/server/providers/types.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { serpResult } from '../support/fake-dataforseo/fake-serp.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

// The real quota hook, watched: every paid call must go through it.
vi.mock('../../src/server/features/billing/quota.js', async (importOriginal) => {
  const actual = await importOriginal<typeof QuotaModule>();
  return { ...actual, withQuota: vi.fn(actual.withQuota) };
});
const quotaCalls = () => vi.mocked(withQuota).mock.calls.map(([, request]) => request);

type SignedIn = TestClient & { email: string; userId: string };
type SerpLatest = { analysis: SerpAnalysis | null };
const where = { languageCode: 'en', locationCode: 2840 };

async function serpRowCount(app: TestApp, userId?: string): Promise<number> {
  const db = app.deps.database.db;
  const isSerp = eq(keywordResearch.kind, 'serp');
  const query = db.select({ n: count() }).from(keywordResearch);
  const [row] = await query.where(userId ? and(isSerp, eq(keywordResearch.userId, userId)) : isSerp);
  return row?.n ?? 0;
}

/** The quota ledger of one user for SERP analyses: its events in order, and the used counter. */
async function serpUsage(app: TestApp, userId: string) {
  const db = app.deps.database.db;
  const events = await db
    .select({ status: usageEvents.status, units: usageEvents.units, requestKey: usageEvents.requestKey })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.tool, 'serp')))
    .orderBy(asc(usageEvents.createdAt));
  const [usage] = await db.select({ used: userUsage.serpAnalysesUsed }).from(userUsage).where(eq(userUsage.userId, userId));
  return { events, used: usage?.used ?? 0 };
}

describe('SERP analysis with the demo provider', () => {
  let app: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  const adminEmail = uniqueEmail('serp-admin');

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: adminEmail });
    owner = await app.createUser();
    other = await app.createUser();
    admin = await app.createUser(adminEmail);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    vi.mocked(withQuota).mockClear();
  });

  it('answers the slim start (id, status, totals); the stored analysis holds the top 10 organic results by rank and the features', async () => {
    const res = await owner.post<SerpStarted>('/api/serp', { keyword: '  Running   Shoes ', ...where, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      researchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'complete',
      totalResults: 10,
      isDemoData: true,
      providerCost: null,
      estimatedCost: null,
      cached: false,
      charges: [{ tool: 'serp', units: 1, cached: false, fetchedAt: null }],
    });
    const id = res.body.researchId;

    const read = await owner.get<SerpAnalysis>(`/api/serp/${id}`);
    expect(read.status).toBe(200);
    const body = read.body;
    expect(body).toMatchObject({ researchId: id, keyword: 'Running   Shoes', totalResults: 10, isDemoData: true, providerCost: null, languageCode: 'en', locationCode: 2840 });
    expect(body.results.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const result of body.results) {
      expect(result.url).toMatch(/^https?:\/\//);
      expect(result.domain).not.toBe('');
      expect(result.title).not.toBe('');
      expect(typeof result.description).toBe('string');
      if (result.breadcrumb !== null) expect(result.breadcrumb).not.toBe('');
    }
    expect(body.features.length).toBeGreaterThan(0);
    expect(body.features.every((f) => f.label !== '' && f.count >= 1)).toBe(true);

    expect(quotaCalls()).toEqual([{ userId: owner.userId, tool: 'serp', requestKey: expect.stringContaining('running shoes') }]);
    expect(await serpUsage(app, owner.userId)).toEqual({
      events: [{ status: 'settled', units: 1, requestKey: quotaCalls()[0]?.requestKey }],
      used: 1,
    });

    const db = app.deps.database.db;
    const researches = await db.select().from(keywordResearch).where(eq(keywordResearch.id, id));
    expect(researches).toHaveLength(1);
    const research = researches[0]!;
    expect(research).toMatchObject({ userId: owner.userId, kind: 'serp', seedKeyword: 'Running   Shoes', locationCode: 2840, languageCode: 'en', provider: 'demo' });
    const stored = await db.select().from(serpResults).where(eq(serpResults.researchId, id)).orderBy(asc(serpResults.position));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.url)).toEqual(body.results.map((r) => r.url));
    // The organic results are rows; the snapshot keeps the rest of the page, and the demo's own items.
    const snapshot = research.snapshot as Omit<SerpSnapshot, 'organic'>;
    expect(snapshot).not.toHaveProperty('organic');
    expect(snapshot.features.length).toBeGreaterThan(0);
    expect(snapshot.rawItems?.filter((item) => (item as { type: string }).type === 'organic')).toHaveLength(10);
    expect(snapshot.rawItems).toHaveLength(10 + snapshot.features.length);
  });

  it.each([
    ['an empty keyword', { keyword: '' }, SERP_EMPTY_KEYWORD],
    ['a blank keyword', { keyword: '    ' }, SERP_EMPTY_KEYWORD],
    ['a missing keyword', { keyword: undefined }, SERP_EMPTY_KEYWORD],
    ['a one-letter keyword', { keyword: ' a ' }, KEYWORD_TOO_SHORT],
    ['a 201-letter keyword', { keyword: 'k'.repeat(201) }, KEYWORD_TOO_LONG],
    ['an unknown language', { languageCode: 'xx' }, UNKNOWN_LANGUAGE],
    ['an unknown location', { locationCode: 9999 }, UNKNOWN_LOCATION],
    ['a location as text', { locationCode: '2840' }, UNKNOWN_LOCATION],
    ['a limit other than 10', { limit: 20 }, SERP_INVALID_LIMIT],
  ])('refuses %s with 400, spending and storing nothing', async (_name, change, message) => {
    const before = await serpRowCount(app);
    const usageBefore = await serpUsage(app, owner.userId);
    const res = await owner.post('/api/serp', { keyword: 'seo tools', ...where, limit: 10, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
    expect(await serpRowCount(app)).toBe(before);
    expect(quotaCalls()).toHaveLength(0);
    expect(await serpUsage(app, owner.userId)).toEqual(usageBefore);
  });

  it('refuses an analysis past the monthly limit (402) before calling the provider, storing nothing', async () => {
    const capped = await app.createUser();
    expect((await capped.post('/api/serp', { keyword: 'first one', ...where })).status).toBe(200);
    await app.deps.database.db.update(userUsage).set({ serpAnalysesUsed: 1_000_000 }).where(eq(userUsage.userId, capped.userId));
    const before = await serpRowCount(app, capped.userId);
    const refused = await capped.post('/api/serp', { keyword: 'one too many', ...where });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    expect(await serpRowCount(app, capped.userId)).toBe(before);
  });

  it('refuses a body that is not JSON, and anonymous callers', async () => {
    const notJson = await owner.request('POST', '/api/serp', 'keyword=seo', { 'Content-Type': 'application/json' });
    expect(notJson.status).toBe(400);
    const anonymous = await app.client().post('/api/serp', { keyword: 'seo tools', ...where, limit: 10 });
    expect(anonymous.status).toBe(401);
    expect(quotaCalls()).toHaveLength(0);
  });

  it('restores the latest analysis of the user, and only theirs', async () => {
    const fresh = await app.createUser();
    const none = await fresh.get<SerpLatest>('/api/serp/latest');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ analysis: null });

    await fresh.post('/api/serp', { keyword: 'first keyword', ...where });
    const second = await fresh.post<SerpStarted>('/api/serp', { keyword: 'second keyword', languageCode: 'de', locationCode: 2276 });
    expect(second.status).toBe(200);
    const latest = await fresh.get<SerpLatest>('/api/serp/latest');
    expect(latest.body.analysis).toMatchObject({ researchId: second.body.researchId, keyword: 'second keyword', languageCode: 'de', locationCode: 2276 });
    const byId = await fresh.get<SerpAnalysis>(`/api/serp/${second.body.researchId}`);
    expect(latest.body.analysis?.results).toEqual(byId.body.results);
    expect(latest.body.analysis?.results).toHaveLength(10);
    expect(latest.body.analysis?.features).toEqual(byId.body.features);

    const othersLatest = await other.get<SerpLatest>('/api/serp/latest');
    expect(othersLatest.body.analysis?.researchId).not.toBe(second.body.researchId);
    expect((await app.client().get('/api/serp/latest')).status).toBe(401);
  });

  it('lets the owner and admins read an analysis by id; others get 404, a bad id 400', async () => {
    const made = await owner.post<SerpStarted>('/api/serp', { keyword: 'coffee grinder', ...where });
    const id = made.body.researchId;

    const mine = await owner.get<SerpAnalysis>(`/api/serp/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      researchId: id,
      keyword: 'coffee grinder',
      totalResults: made.body.totalResults,
      providerCost: made.body.providerCost,
      isDemoData: made.body.isDemoData,
    });
    expect(mine.body.results).toHaveLength(made.body.totalResults);

    const asAdmin = await admin.get<SerpAnalysis>(`/api/serp/${id}`);
    expect(asAdmin.status).toBe(200);
    // The same analysis; an admin also reads the provider's dollars, which the owner's answer leaves null.
    expect(asAdmin.body).toEqual({ ...mine.body, providerCost: 0, estimatedCost: 0 });

    // Someone else's analysis and one that does not exist get the same 404 (decision 020).
    const notYours = await other.get(`/api/serp/${id}`);
    expect(notYours.status).toBe(404);
    expect(notYours.body).toMatchObject({ error: { code: 'NOT_FOUND', message: RESULTS_NOT_FOUND } });

    const unknown = await owner.get('/api/serp/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notYours.body);
    const badId = await owner.get('/api/serp/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ error: { message: INVALID_ID } });
    expect((await app.client().get(`/api/serp/${id}`)).status).toBe(401);
  });

  it("reads another tool's research by id as not found (404), not as an analysis", async () => {
    const research = await owner.post<{ researchId: string }>('/api/research', { keyword: 'espresso machine', ...where, limit: 50 });
    expect(research.status).toBe(200);
    const asSerp = await owner.get(`/api/serp/${research.body.researchId}`);
    expect(asSerp.status).toBe(404);
    expect(asSerp.body).toMatchObject({ error: { message: SERP_NOT_FOUND } });
  });
});

describe('SERP analysis with DataForSEO (fake server)', () => {
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

  it('asks for one page (depth 10), ranks by rank_group, omits missing breadcrumbs and returns the real cost', async () => {
    const res = await user.post<SerpStarted>('/api/serp', { keyword: 'trail running shoes', ...where, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'complete', totalResults: 10, isDemoData: false });
    // Dollars are an admin's figure: a user's answer carries none; the research row holds the bill.
    expect(res.body.providerCost).toBeNull();
    // The page ($0.002) and the strength of its ten pages in two bulk tasks ($0.0203 + $0.011).
    expect(fake.totalBilled()).toBeCloseTo(0.002 + 0.0313, 6);
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(fake.calls[ENDPOINTS.pagesSummary]).toBe(1);
    expect(fake.calls[ENDPOINTS.traffic]).toBe(1);
    const task = (fake.requests[0]?.body as Array<Record<string, unknown>>)[0];
    expect(task).toMatchObject({ keyword: 'trail running shoes', location_code: 2840, language_code: 'en', depth: 10 });

    const body = (await user.get<SerpAnalysis>(`/api/serp/${res.body.researchId}`)).body;
    expect(body.isDemoData).toBe(false);
    expect(body.providerCost).toBeNull();
    expect(body.results.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.results[0]).toEqual({
      position: 1,
      domain: 'www.example.com',
      url: 'https://www.example.com/trail-running-shoes',
      title: 'trail running shoes - result 1 on example.com',
      description: 'Description of result 1 about trail running shoes.',
      breadcrumb: 'https://www.example.com › trail-running-shoes',
      strength: {
        domainRank: expect.any(Number) as number, pageRank: expect.any(Number) as number, referringDomains: expect.any(Number) as number,
        referringMainDomains: expect.any(Number) as number, backlinks: expect.any(Number) as number, spamScore: expect.any(Number) as number,
        estimatedTraffic: expect.any(Number) as number, keywords: expect.any(Number) as number,
      },
    });
    expect(body.strength).toMatchObject({ basis: 'pages', pagesWithLinks: 10, pageCount: 10, missing: [] });
    // The fake leaves the breadcrumb null on result 2 and absent on result 3: both read as null.
    expect(body.results[1]?.breadcrumb).toBeNull();
    expect(body.results[2]?.breadcrumb).toBeNull();
    expect(body.seResultsCount).toBe(85_600_000);

    const byType = Object.fromEntries(body.features.map((f) => [f.type, f]));
    expect(Object.keys(byType)).toEqual(['paid', 'featured_snippet', 'ai_overview', 'people_also_ask', 'local_pack', 'related_searches', 'knowledge_graph']);
    expect(byType['people_also_ask']).toMatchObject({
      label: 'People also ask',
      count: 4,
      details: ['What is trail running shoes?', 'How to use trail running shoes?', 'Why use trail running shoes?', 'Are trail running shoes worth it?'],
    });
    expect(byType['local_pack']).toMatchObject({ label: 'Local pack', count: 3 });
    expect(byType['ai_overview']).toMatchObject({ label: 'AI overview', count: 1 });
    // Plain text with numbered footnotes to the cited URLs; no Markdown, no image embeds.
    expect(byType['ai_overview']?.details[0]).toMatch(/^trail running shoes are shoes built for the task \[1\]\./);
    expect(byType['ai_overview']?.details[0]).not.toMatch(/Base64|\]\(|\*\*/);
    expect(byType['ai_overview']?.citations?.map((c) => c.url)).toEqual([
      'https://www.example.org/trail-running-shoes#:~:text=built',
      'https://news.example/trail-running-shoes',
    ]);
    expect(byType['ai_overview']?.citedDomains).toEqual(['www.example.org', 'news.example']);
    expect(byType['featured_snippet']?.details[0]).toContain('www.example.com');
    expect(byType['related_searches']?.count).toBe(8);

    const [row] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, res.body.researchId));
    expect(row?.provider).toBe('dataforseo');
    expect(Number(row?.providerCost)).toBeCloseTo(0.002 + 0.0313, 6);
    const snapshot = row?.snapshot as SerpSnapshot;
    expect(snapshot.itemTypes).toContain('people_also_ask');
    // The strength is stored with the snapshot, one entry per organic URL in page order.
    expect(snapshot.strength?.pages.map((p) => p.url)).toEqual(body.results.map((r) => r.url));
    // The whole page is stored, every item type as DataForSEO returned it, beside the summary.
    const items = serpResult('trail running shoes', 2840, 'en', 10)['items'];
    expect(snapshot.rawItems).toEqual(items);
    expect(new Set(snapshot.rawItems?.map((item) => (item as { type: string }).type))).toEqual(
      new Set(['organic', 'paid', 'featured_snippet', 'ai_overview', 'people_also_ask', 'local_pack', 'related_searches', 'knowledge_graph']),
    );
  });

  it('labels each stored analysis by the provider that made it, not by the one the server uses now', async () => {
    const real = app.deps.provider;
    app.deps.provider = new DemoProvider();
    let demo: SerpStarted;
    try {
      demo = (await user.post<SerpStarted>('/api/serp', { keyword: 'demo made', ...where })).body;
    } finally {
      app.deps.provider = real;
    }
    expect(demo.isDemoData).toBe(true);
    // Reopened while the server answers with DataForSEO: still demo data.
    expect((await user.get<SerpLatest>('/api/serp/latest')).body.analysis).toMatchObject({ researchId: demo.researchId, isDemoData: true });
    expect((await user.get<SerpAnalysis>(`/api/serp/${demo.researchId}`)).body.isDemoData).toBe(true);
    const made = await user.post<SerpStarted>('/api/serp', { keyword: 'real made', ...where });
    expect(made.body.isDemoData).toBe(false);
    expect((await user.get<SerpAnalysis>(`/api/serp/${demo.researchId}`)).body.isDemoData).toBe(true);
  });

  it('answers a repeated question from the cache: no provider call, no cost, a free repeat, still stored', async () => {
    const usageBefore = await serpUsage(app, user.userId);
    await user.post('/api/serp', { keyword: 'cache me', ...where });
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    const before = await serpRowCount(app, user.userId);
    const again = await user.post<SerpStarted>('/api/serp', { keyword: '  CACHE   me ', ...where });
    expect(again.status).toBe(200);
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(again.body).toMatchObject({ providerCost: null, totalResults: 10 });
    expect((await user.get<SerpAnalysis>(`/api/serp/${again.body.researchId}`)).body.results).toHaveLength(10);
    expect(await serpRowCount(app, user.userId)).toBe(before + 1);
    expect(quotaCalls()).toHaveLength(2);
    expect(quotaCalls()[0]?.requestKey).toBe(quotaCalls()[1]?.requestKey);
    // The billing rule: a repeat within 24 hours that the cache answered costs no unit.
    const usage = await serpUsage(app, user.userId);
    expect(usage.events.slice(usageBefore.events.length).map((e) => [e.status, e.units])).toEqual([
      ['settled', 1],
      ['free', 0],
    ]);
    expect(usage.used).toBe(usageBefore.used + 1);
  });

  it.each([
    ['http_402_40210', 503, 40210],
    ['task_error_40501', 400, 40501],
  ] as const)('maps a provider failure (%s) to HTTP %i with the status code, storing nothing', async (mode, status, code) => {
    const before = await serpRowCount(app);
    const usageBefore = await serpUsage(app, user.userId);
    fake.failNext(mode, 1, ENDPOINTS.serp);
    const res = await user.post('/api/serp', { keyword: `failing ${mode}`, ...where });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { statusCode: code } });
    expect(typeof res.body.error.message).toBe('string');
    expect(await serpRowCount(app)).toBe(before);
    // The unit reserved for the call is given back.
    const usage = await serpUsage(app, user.userId);
    expect(usage.events.slice(usageBefore.events.length).map((e) => e.status)).toEqual(['refunded']);
    expect(usage.used).toBe(usageBefore.used);
  });
});
