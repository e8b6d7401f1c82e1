// A keyword's own page through the API (decision 067): GET /api/keyword-detail reads what the
// caller holds (their row, SERP analysis, lists, and paid answers a repeat would get free) and never
// calls the provider nor charges; POST /api/keyword-detail/history reads up to 48 months (one
// keyword research unit, free cached repeat) after its quote. Through the fake DataForSEO server,
// so every provider call is counted.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordDetail, VolumeHistory } from '../../src/shared/contract/keyword-detail.js';
import type { KeywordValueView } from '../../src/shared/contract/keyword-value.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { usageEvents } from '../../src/server/db/schema/index.js';
import { billedTo } from '../support/provider-ledger.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import type { TestApp, TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };
type Quote = { tools: Array<{ tool: string; units: number; cached: boolean }> };
const where = { languageCode: 'en', locationCode: 2840 };
const detailPath = (keyword: string, extra: Record<string, string> = {}) =>
  `/api/keyword-detail?${new URLSearchParams({ keyword, languageCode: 'en', locationCode: '2840', ...extra }).toString()}`;

async function eventsOf(app: TestApp, userId: string): Promise<number> {
  return (await app.deps.database.db.select({ id: usageEvents.id }).from(usageEvents).where(and(eq(usageEvents.userId, userId)))).length;
}

describe('a keyword’s detail', () => {
  let stack: AppWithFakeDataForSeo | undefined;
  let fake: FakeDataForSeo;
  let app: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let researchId: string;

  beforeAll(async () => {
    stack = await startAppWithFakeDataForSeo();
    ({ fake, app, user: owner } = stack);
    other = await app.createUser();
    const research = await owner.post<{ researchId: string }>('/api/research', { keyword: 'hiking boots', ...where, limit: 50 });
    expect(research.status).toBe(200);
    researchId = research.body.researchId;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('reads the stored row, its research and nothing paid, calling no provider and charging nothing', async () => {
    const [calls, events] = [fake.totalCalls(), await eventsOf(app, owner.userId)];
    const res = await owner.get<KeywordDetail>(detailPath('Hiking  Boots', { researchId }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keyword: 'hiking boots', ...where, serpAnalysisId: null, history: null, value: null, lists: [], ideasResearchId: researchId });
    expect(res.body.row).toMatchObject({ keyword: 'hiking boots', isSeedKeyword: true });
    expect(res.body.row?.monthlySearches).toHaveLength(12);
    expect(res.body.rowResearch).toMatchObject({ id: researchId, kind: 'keywords', seedKeyword: 'hiking boots' });
    expect(fake.totalCalls()).toBe(calls);
    expect(await eventsOf(app, owner.userId)).toBe(events);
  });

  it('quotes, then reads 48 months once; the detail then shows them without calling or charging, a repeat is free', async () => {
    const body = { keyword: 'hiking boots', ...where };
    const quote = await owner.post<Quote>('/api/keyword-detail/history/quote', body);
    expect(quote.status).toBe(200);
    expect(quote.body.tools).toEqual([expect.objectContaining({ tool: 'keywords', units: 1, cached: false })]);
    expect(fake.calls[ENDPOINTS.history] ?? 0).toBe(0);

    const read = await owner.post<VolumeHistory>('/api/keyword-detail/history', body);
    expect(read.status).toBe(200);
    expect(read.body.months).toHaveLength(48);
    expect(read.body.months[0]).toEqual({ year: 2022, month: 8, searchVolume: expect.any(Number) });
    expect(read.body).toMatchObject({ cached: false, isDemoData: false, providerCost: null });
    expect(fake.calls[ENDPOINTS.history]).toBe(1);
    expect(await billedTo(app, owner.userId)).toBeCloseTo(fake.totalBilled(), 6);

    const [calls, events, billed] = [fake.totalCalls(), await eventsOf(app, owner.userId), await billedTo(app, owner.userId)];
    const detail = await owner.get<KeywordDetail>(detailPath('hiking boots'));
    expect(detail.body.history?.months).toEqual(read.body.months);
    expect(detail.body.history).toMatchObject({ cached: true, providerCost: null });
    expect(fake.totalCalls()).toBe(calls);
    expect(await eventsOf(app, owner.userId)).toBe(events);
    expect(await billedTo(app, owner.userId)).toBe(billed);

    const again = await owner.post<Quote>('/api/keyword-detail/history/quote', body);
    expect(again.body.tools[0]).toMatchObject({ units: 0, cached: true });
    expect((await owner.post<VolumeHistory>('/api/keyword-detail/history', body)).body.cached).toBe(true);
    expect(fake.calls[ENDPOINTS.history]).toBe(1);
  });

  it('with the caller’s research, its row keeps the months: the rows answer 48 months and a YoY; another user’s research is 404, uncharged', async () => {
    const body = { keyword: 'hiking boots', ...where, researchId };
    const events = await eventsOf(app, other.userId);
    expect((await other.post('/api/keyword-detail/history', body)).status).toBe(404);
    expect(await eventsOf(app, other.userId)).toBe(events);

    const read = await owner.post<VolumeHistory>('/api/keyword-detail/history', body);
    expect(read.status).toBe(200);
    expect(read.body.rowsUpdated).toBe(1);
    const rows = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?q=hiking%20boots`);
    const row = rows.body.rows.find((r) => r.keyword === 'hiking boots');
    expect(row?.monthlySearches).toHaveLength(48);
    // The stand-in's years grow by a ninth each: YoY about +11 %.
    expect(row?.trendYoy).toBeGreaterThan(0);
    const withYoy = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?yoy=1..`);
    expect(withYoy.body.rows.map((r) => r.keyword)).toContain('hiking boots');
  });

  it('shows the value of ranking and the SERP analysis once read, and the lists holding the keyword', async () => {
    expect((await owner.post<KeywordValueView>('/api/keyword-value', { keyword: 'hiking boots', ...where })).status).toBe(200);
    const serp = await owner.post<{ researchId: string }>('/api/serp', { keyword: 'hiking boots', ...where });
    expect(serp.status).toBe(200);
    const list = await owner.post<{ id: string }>('/api/lists', { name: 'Boots', ...where });
    expect((await owner.post(`/api/lists/${list.body.id}/items`, { researchId, ranks: [0] })).status).toBe(200);

    const calls = fake.totalCalls();
    const detail = await owner.get<KeywordDetail>(detailPath('hiking boots'));
    expect(detail.body.value).toMatchObject({ keyword: 'hiking boots', missing: [] });
    expect(detail.body.value?.trafficPotential).not.toBeNull();
    expect(detail.body.serpAnalysisId).toBe(serp.body.researchId);
    expect(detail.body.lists).toEqual([{ id: list.body.id, name: 'Boots' }]);
    expect(fake.totalCalls()).toBe(calls);
  });

  it('shows another user nothing of the owner’s: no row (even naming the owner’s research), no paid answer the cache holds for the owner', async () => {
    const res = await other.get<KeywordDetail>(detailPath('hiking boots', { researchId }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ row: null, rowResearch: null, ideasResearchId: null, serpAnalysisId: null, history: null, value: null, lists: [] });
    // Their own read is charged even though the cache holds it: it is not theirs yet.
    const quote = await other.post<Quote>('/api/keyword-detail/history/quote', { keyword: 'hiking boots', ...where });
    expect(quote.body.tools[0]).toMatchObject({ units: 1, cached: true });
  });

  it.each([
    ['no keyword', '/api/keyword-detail?languageCode=en&locationCode=2840', 'Please enter a keyword to open'],
    ['an unknown language', detailPath('boots', { languageCode: 'xx' }), null],
    ['a location as text', detailPath('boots', { locationCode: 'US' }), null],
    ['a malformed research id', detailPath('boots', { researchId: 'nope' }), null],
  ])('refuses %s with 400 and a message', async (_name, path, message) => {
    const res = await owner.get<{ error: { message: string } }>(path);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
    if (message) expect(res.body.error.message).toBe(message);
  });

  it('refuses a malformed history request with 400, charging nothing, and anonymous callers with 401', async () => {
    const events = await eventsOf(app, owner.userId);
    for (const body of [{ keyword: ' ', ...where }, { keyword: 'boots', languageCode: 'en', locationCode: 'US' }, { keyword: 'boots' }]) {
      expect((await owner.post('/api/keyword-detail/history', body)).status).toBe(400);
      expect((await owner.post('/api/keyword-detail/history/quote', body)).status).toBe(400);
    }
    expect((await owner.request('POST', '/api/keyword-detail/history', 'keyword=boots', { 'Content-Type': 'application/json' })).status).toBe(400);
    expect(await eventsOf(app, owner.userId)).toBe(events);
    expect((await app.client().get(detailPath('boots'))).status).toBe(401);
    expect((await app.client().post('/api/keyword-detail/history', { keyword: 'boots', ...where })).status).toBe(401);
  });
});
