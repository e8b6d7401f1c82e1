// Keyword research through the real DataForSEO client against the local fake API: the actual cost
// the provider reports is what is stored, a cached repeat costs nothing and calls nobody, and
// provider failures answer their own status with nothing stored.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordResearchStarted } from '../../src/shared/contract/research.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { keywordResearch, keywordResults } from '../../src/server/db/schema/index.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import type { TestApp, TestClient } from '../support/test-app.js';

let stack: AppWithFakeDataForSeo | undefined;
let fake: FakeDataForSeo;
let app: TestApp;
let user: TestClient & { userId: string };

const request = { keyword: 'running shoes', languageCode: 'en', locationCode: 2826, limit: 100 };

/** What the fake bills for the keyword_suggestions task the provider sends (read from its answer). */
async function suggestionsCost(keyword: string, limit: number): Promise<number> {
  const res = await fetch(`${fake.url}/v3/${ENDPOINTS.suggestions}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${fake.login}:${fake.password}`).toString('base64')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify([{ keyword, location_code: request.locationCode, language_code: request.languageCode, include_seed_keyword: true, limit }]),
  });
  const body = (await res.json()) as { cost: number };
  return body.cost;
}

async function storedCounts() {
  const db = app.deps.database.db;
  const [research] = await db.select({ n: count() }).from(keywordResearch);
  const [results] = await db.select({ n: count() }).from(keywordResults);
  return { research: research?.n ?? 0, results: results?.n ?? 0 };
}

beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo();
  ({ fake, app, user } = stack);
});

afterAll(async () => {
  await stack?.close();
});

describe('research with KEYWORD_PROVIDER=dataforseo', () => {
  let first: KeywordResearchStarted;

  it('stores the actual cost the provider reported', async () => {
    const expectedCost = await suggestionsCost('running shoes', request.limit);
    fake.reset();
    const res = await user.post<KeywordResearchStarted>('/api/research', request);
    expect(res.status).toBe(200);
    first = res.body;
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
    // The seed is among the 100 suggestions, so 99 ideas: keyword_ideas tops up to exactly the limit.
    expect(fake.calls[ENDPOINTS.ideas]).toBe(1);
    expect(fake.totalCalls()).toBe(2);
    const billed = fake.totalBilled();
    expect(billed).toBeGreaterThan(expectedCost);
    expect(first.isDemoData).toBe(false);
    // Dollars are an admin's figure: a user's answer carries none; the research row holds the bill.
    expect(first.providerCost).toBeNull();
    const [stored] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, first.researchId));
    expect(stored?.providerCost).toBeCloseTo(billed, 6);
    expect(stored?.provider).toBe('dataforseo');
    const firstRows = (await user.get<RowsPage>(`/api/researches/${first.researchId}/rows?sort=rank&direction=asc&limit=1000`)).body.rows;
    expect(firstRows[0]).toMatchObject({ isSeedKeyword: true, metricsSource: 'dataforseo_labs' });
    expect(firstRows).toHaveLength(request.limit + 1); // the seed and exactly `limit` ideas
  });

  it('answers a repeat from the cache: no provider call, no cost', async () => {
    fake.reset();
    const res = await user.post<KeywordResearchStarted>('/api/research', { ...request, keyword: '  RUNNING  shoes ' });
    expect(res.status).toBe(200);
    expect(fake.totalCalls()).toBe(0);
    expect(res.body.providerCost).toBeNull();
    expect(res.body.researchId).not.toBe(first.researchId);
    const rowsOf = async (id: string) => (await user.get<RowsPage>(`/api/researches/${id}/rows?sort=rank&direction=asc&limit=1000`)).body.rows.map((r) => r.keyword);
    expect(await rowsOf(res.body.researchId)).toEqual(await rowsOf(first.researchId));
    const [stored] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, res.body.researchId));
    expect(stored?.providerCost).toBe(0);
  });

  it('asks keyword overview for a seed the suggestions lack and notes when it has no metrics', async () => {
    fake.reset();
    fake.configure({ seedKeywordData: 'omit' });
    // 8+ words: the fake's overview does not know it either.
    const keyword = 'a very long seed keyword nobody ever searched for';
    const res = await user.post<KeywordResearchStarted>('/api/research', { ...request, keyword, limit: 50 });
    expect(res.status).toBe(200);
    expect(fake.calls[ENDPOINTS.overview]).toBe(1);
    expect(res.body.seedKeywordNote).toBe('No metrics were returned by the data provider for this term.');
    const rows = (await user.get<RowsPage>(`/api/researches/${res.body.researchId}/rows?limit=1000`)).body.rows;
    expect(rows.some((r) => r.isSeedKeyword)).toBe(false);
  });

  it.each([
    ['http_402_40210' as const, 503, /run out of funds/],
    ['rate_limit_40202' as const, 429, /too many requests/],
    ['task_error_40501' as const, 400, /.+/],
  ])('answers %s with HTTP %i, the user-facing message and nothing stored', async (mode, status, message) => {
    fake.reset();
    fake.failNext(mode, 5);
    const before = await storedCounts();
    const res = await user.post('/api/research', { ...request, keyword: `failure ${mode.replace(/_/g, ' ')}` });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.body.error.message).toMatch(message);
    expect(await storedCounts()).toEqual(before);
  });
});
