// The idea tabs of a keyword research through the real HTTP app and the real DataForSEO client
// against the local stand-in (PGlite, or PostgreSQL with TEST_DATABASE_URL): for each tab its cost
// preview, its run (rows stored on the one result store, read and filtered by the researches'
// routes), a repeat the cache answers (free, says so, no provider call), another user's research,
// malformed ids and tabs, and the keyword research quota used up.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdeaTabRun, IdeaTabs } from '../../src/shared/contract/idea-tabs.js';
import type { RunQuote } from '../../src/shared/contract/quote.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { IDEA_TABS, isQuestion, type IdeaTab } from '../../src/shared/ideas/idea-tabs.js';
import { keywordResearch, usageEvents, userRoles, userUsage } from '../../src/server/db/schema/index.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { sampleKeywordMetrics, storeDemoResearch } from '../support/research-fixtures.js';
import type { TestApp, TestClient } from '../support/test-app.js';

let stack: AppWithFakeDataForSeo | undefined;
let fake: FakeDataForSeo;
let app: TestApp;
let user: TestClient & { userId: string };
let other: TestClient & { userId: string };
let parentId: string;

const SEED = 'keyword tools';
const db = () => app.deps.database.db;

/** The provider calls each tab's recipe makes when nothing is cached. */
const CALLS: Record<IdeaTab, readonly string[]> = {
  matching: [ENDPOINTS.suggestions],
  questions: [ENDPOINTS.suggestions],
  related: [ENDPOINTS.related],
  autocomplete: [ENDPOINTS.autocomplete, ENDPOINTS.overview],
  alsoRankFor: [ENDPOINTS.serp, ENDPOINTS.pageIntersection],
};

async function keywordsUsed(userId: string): Promise<number> {
  const [usage] = await db().select({ used: userUsage.keywordsUsed }).from(userUsage).where(eq(userUsage.userId, userId));
  return usage?.used ?? 0;
}

beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo();
  ({ fake, app, user } = stack);
  other = await app.createUser();
  parentId = await storeDemoResearch(db(), user.userId, [SEED, 'keyword tools free', 'best keyword tools'].map((k, i) => sampleKeywordMetrics(k, i)));
});

afterAll(async () => {
  await stack?.close();
});

describe('the tabs of a keyword research', () => {
  it('lists every tab, none run yet', async () => {
    const res = await user.get<IdeaTabs>(`/api/researches/${parentId}/idea-tabs`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ researchId: parentId, seedKeyword: SEED, locationCode: 2840, languageCode: 'en' });
    expect(res.body.tabs.map((t) => t.tab)).toEqual([...IDEA_TABS]);
    expect(res.body.tabs.every((t) => t.researchId === null)).toBe(true);
  });
});

describe.each(IDEA_TABS)('the %s tab', (tab) => {
  let run: IdeaTabRun;

  it('quotes one keyword research before it spends, with the provider dollars for an admin only', async () => {
    fake.reset();
    const res = await user.post<RunQuote>(`/api/researches/${parentId}/idea-tabs/${tab}/quote`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.tools).toEqual([expect.objectContaining({ tool: 'keywords', units: 1, dollars: null, cached: false })]);
    expect(fake.totalCalls()).toBe(0);
  });

  it('runs: the provider is asked once per call of its recipe, the rows are stored and read like any research', async () => {
    fake.reset();
    const before = await keywordsUsed(user.userId);
    const res = await user.post<IdeaTabRun>(`/api/researches/${parentId}/idea-tabs/${tab}`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    run = res.body;
    expect(run).toMatchObject({ parentResearchId: parentId, tab, status: 'complete', cached: false, isDemoData: false });
    for (const endpoint of CALLS[tab]) expect(fake.calls[endpoint], endpoint).toBe(1);
    expect(fake.totalCalls()).toBe(CALLS[tab].length);
    // A user reads no dollars (only admins do); what the provider billed is stored on the run.
    expect(run.providerCost).toBeNull();
    expect(await keywordsUsed(user.userId)).toBe(before + 1);
    expect(run.totalResults).toBeGreaterThan(0);

    const rows = await user.get<RowsPage>(`/api/researches/${run.researchId}/rows?limit=200`);
    expect(rows.status).toBe(200);
    expect(rows.body.totalRows).toBe(run.totalResults);
    const keywords = rows.body.rows.map((row) => row.keyword);
    if (tab === 'questions') expect(keywords.every(isQuestion)).toBe(true);
    if (tab === 'matching' || tab === 'questions' || tab === 'autocomplete') expect(keywords.every((k) => k.includes(SEED))).toBe(true);
    const [stored] = await db().select().from(keywordResearch).where(eq(keywordResearch.id, run.researchId));
    expect(stored).toMatchObject({ kind: 'ideas', userId: user.userId, seedKeyword: SEED, request: expect.objectContaining({ tab, parentResearchId: parentId }) });
    expect(stored?.providerCost).toBeCloseTo(fake.totalBilled(), 9);

    // The tab is listed on the research and on the tab's own run.
    const tabs = await user.get<IdeaTabs>(`/api/researches/${run.researchId}/idea-tabs`);
    expect(tabs.body.researchId).toBe(parentId);
    expect(tabs.body.tabs.find((t) => t.tab === tab)).toMatchObject({ researchId: run.researchId, totalResults: run.totalResults });

    // The same table reads: a filter and an export of the tab's rows.
    expect((await user.get(`/api/researches/${run.researchId}/rows?q=keyword`)).status).toBe(200);
    expect((await user.get(`/api/researches/${run.researchId}/export?format=csv`)).status).toBe(200);
  });

  it('answers a repeat from the cache: no provider call, nothing charged, and says so (quote and run)', async () => {
    fake.reset();
    const before = await keywordsUsed(user.userId);
    const quote = await user.post<RunQuote>(`/api/researches/${parentId}/idea-tabs/${tab}/quote`, {});
    expect(quote.body.tools).toEqual([expect.objectContaining({ tool: 'keywords', units: 0, cached: true })]);
    const res = await user.post<IdeaTabRun>(`/api/researches/${parentId}/idea-tabs/${tab}`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cached: true, providerCost: null, totalResults: run.totalResults });
    expect(fake.totalCalls()).toBe(0);
    expect(await keywordsUsed(user.userId)).toBe(before);
    const free = await db().select().from(usageEvents).where(and(eq(usageEvents.userId, user.userId), eq(usageEvents.resultId, res.body.researchId)));
    expect(free.map((event) => event.status)).toEqual(['free']);
  });

  it("hides another user's research and runs: 404, nothing asked of the provider", async () => {
    fake.reset();
    expect((await other.get(`/api/researches/${parentId}/idea-tabs`)).status).toBe(404);
    expect((await other.post(`/api/researches/${parentId}/idea-tabs/${tab}/quote`, {})).status).toBe(404);
    expect((await other.post(`/api/researches/${parentId}/idea-tabs/${tab}`, {})).status).toBe(404);
    expect((await other.get(`/api/researches/${run.researchId}/rows`)).status).toBe(404);
    expect(fake.totalCalls()).toBe(0);
  });

  it('refuses malformed ids and tabs (400) and anonymous callers (401)', async () => {
    expect((await user.post(`/api/researches/not-a-uuid/idea-tabs/${tab}`, {})).status).toBe(400);
    expect((await user.post(`/api/researches/${parentId}/idea-tabs/${tab}x`, {})).status).toBe(400);
    expect((await user.get('/api/researches/not-a-uuid/idea-tabs')).status).toBe(400);
    expect((await app.client().post(`/api/researches/${parentId}/idea-tabs/${tab}`, {})).status).toBe(401);
  });

  it('refuses a run past the keyword research quota (402) before calling the provider', async () => {
    const capped = await app.createUser();
    const cappedParent = await storeDemoResearch(db(), capped.userId, [sampleKeywordMetrics(`${tab.toLowerCase()} seo audit`, 0)]);
    // A first run of another tab opens the user's usage period.
    expect((await capped.post(`/api/researches/${cappedParent}/idea-tabs/${tab === 'matching' ? 'questions' : 'matching'}`, {})).status).toBe(200);
    await db().update(userUsage).set({ keywordsUsed: 1_000_000 }).where(eq(userUsage.userId, capped.userId));
    fake.reset();
    const quote = await capped.post<RunQuote>(`/api/researches/${cappedParent}/idea-tabs/${tab}/quote`, {});
    expect(quote.body.tools[0]?.refusal).toBeTruthy();
    const refused = await capped.post(`/api/researches/${cappedParent}/idea-tabs/${tab}`, {});
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    expect(fake.totalCalls()).toBe(0);
  });
});

describe('answers shared across tools', () => {
  it("'also rank for' reads the SERP a SERP analysis bought: only the pages' keywords are asked", async () => {
    const seed = 'seo audit tools';
    const researchId = await storeDemoResearch(db(), user.userId, [sampleKeywordMetrics(seed, 0)]);
    expect((await user.post('/api/serp', { keyword: seed, languageCode: 'en', locationCode: 2840, limit: 10 })).status).toBe(200);
    fake.reset();
    const quote = await user.post<RunQuote>(`/api/researches/${researchId}/idea-tabs/alsoRankFor/quote`, {});
    expect(quote.body.tools).toEqual([expect.objectContaining({ units: 1, cached: false })]);
    const res = await user.post<IdeaTabRun>(`/api/researches/${researchId}/idea-tabs/alsoRankFor`, {});
    expect(res.status).toBe(200);
    expect(fake.calls[ENDPOINTS.serp] ?? 0).toBe(0);
    expect(fake.calls[ENDPOINTS.pageIntersection]).toBe(1);
    expect(res.body.cached).toBe(false);
  });
});

describe("an admin and another user's research", () => {
  it('may read its tabs, sees the dollars of a quote of its own, but may not spend for another user (404)', async () => {
    const admin = await app.createUser();
    await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    fake.reset();
    const tabs = await admin.get<IdeaTabs>(`/api/researches/${parentId}/idea-tabs`);
    expect(tabs.status).toBe(200);
    expect(tabs.body.tabs.every((t) => t.researchId !== null)).toBe(true);
    expect((await admin.post(`/api/researches/${parentId}/idea-tabs/questions`, {})).status).toBe(404);
    expect((await admin.post(`/api/researches/${parentId}/idea-tabs/questions/quote`, {})).status).toBe(404);
    const own = await storeDemoResearch(db(), admin.userId, [sampleKeywordMetrics('seo checker', 0)]);
    // The research's limit is 500 rows: the SERP page $0.002, then $0.01 + 500 x $0.0001.
    const quote = await admin.post<RunQuote>(`/api/researches/${own}/idea-tabs/alsoRankFor/quote`, {});
    expect(quote.body.tools, JSON.stringify(quote.body)).toEqual([expect.objectContaining({ tool: 'keywords', units: 1, dollars: 0.062, cached: false })]);
    expect(fake.totalCalls()).toBe(0);
  });
});

describe('tabs of another kind of research', () => {
  it('are a 400 for a related research', async () => {
    const [related] = await db()
      .insert(keywordResearch)
      .values({ userId: user.userId, kind: 'related', seedKeyword: SEED, locationCode: 2840, languageCode: 'en' })
      .returning({ id: keywordResearch.id });
    const res = await user.get(`/api/researches/${related!.id}/idea-tabs`);
    expect(res.status).toBe(400);
  });
});
