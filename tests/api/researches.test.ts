// The result store's reads: a research's header, its rows paged (offset), sorted and filtered in
// SQL the same way the table's shared functions do it, the summary of the filtered rows, the
// history list (cursor), and the refusals: another user's id 404, malformed input 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage, ResearchHeader, RowsPage } from '../../src/shared/contract/researches.js';
import { filterKeywords } from '../../src/shared/filters/keyword-filter.js';
import { parseKeywordFilterParams } from '../../src/shared/filters/keyword-filter-url.js';
import { summarizeKeywordResults } from '../../src/shared/results-summary.js';
import { sortRowsKeepingSeedFirst } from '../../src/shared/sorting.js';
import type { KeywordMetrics } from '../../src/server/providers/index.js';
import { storeResearchSession } from '../../src/server/features/research-runner/research-store.js';
import { readAllRows, storeDemoResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let researchId: string;
const ROWS = 450;

function metrics(i: number): KeywordMetrics {
  return {
    keyword: i === 0 ? 'running shoes' : `running shoes ${['blue', 'red', 'trail', 'Women'][i % 4]} ${i}`,
    searchVolume: i % 7 === 0 ? null : (i * 37) % 5000,
    cpc: i % 5 === 0 ? null : ((i * 13) % 400) / 100,
    competition: null,
    competitionLevel: null,
    difficulty: i % 11 === 0 ? null : (i * 17) % 100,
    intent: i % 3 === 0 ? 'commercial' : i % 3 === 1 ? 'informational' : null,
    monthlySearches: [],
    source: 'demo',
    fetchedAt: '2026-11-24T10:00:00.000Z',
    metricsUpdatedAt: null,
  };
}

const stored = Array.from({ length: ROWS }, (_, i) => metrics(i));
const asRows = stored.map((m, rank) => ({
  rank,
  keyword: m.keyword,
  searchVolume: m.searchVolume,
  cpc: m.cpc,
  difficulty: m.difficulty,
  competition: m.competition,
  intent: m.intent,
  isSeedKeyword: rank === 0,
}));

const readAll = (query: string) => readAllRows(owner, researchId, query);

beforeAll(async () => {
  app = await startTestApp();
  [owner, other] = await Promise.all([app.createUser(), app.createUser()]);
  const db = app.deps.database.db;
  researchId = await storeDemoResearch(db, owner.userId, stored);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/researches/:id/rows', () => {
  it('pages through every row once, seed first, in the default sort (volume, highest first)', async () => {
    const first = await owner.get<RowsPage>(`/api/researches/${researchId}/rows`);
    expect(first.body).toMatchObject({ offset: 0, totalMatching: ROWS, totalRows: ROWS });
    const all = await readAll('');
    expect(all).toHaveLength(ROWS);
    expect(all[0]?.isSeedKeyword).toBe(true);
    const expected = sortRowsKeepingSeedFirst(asRows, { key: 'searchVolume', direction: 'desc' }, (r) => r.isSeedKeyword);
    expect(all.map((r) => r.searchVolume)).toEqual(expected.map((r) => r.searchVolume));
    expect(new Set(all.map((r) => r.rank)).size).toBe(ROWS);
  });

  it.each([
    ['difficulty', 'asc'],
    ['cpc', 'desc'],
    ['cpc', 'asc'],
  ] as const)('sorts by %s %s like the table, missing values last', async (key, direction) => {
    const all = await readAll(`sort=${key}&direction=${direction}`);
    const expected = sortRowsKeepingSeedFirst(asRows, { key, direction }, (r) => r.isSeedKeyword);
    expect(all.map((r) => r[key])).toEqual(expected.map((r) => r[key]));
  });

  it.each([
    ['q=%20TRAIL%20&vol=1000..&kd=..59', 'rank', 'asc'],
    ['vol=500..4000&exc=red%20blue&intent=commercial,informational', 'cpc', 'desc'],
    ['kd=10..80&exc=trail&excm=all&inc=women%20blue&wc=4..4', 'difficulty', 'asc'],
  ] as const)('filters %s (sorted by %s %s) like the shared reference filter, and the summary follows', async (filterQuery, key, direction) => {
    const parsed = parseKeywordFilterParams(new URLSearchParams(filterQuery));
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = sortRowsKeepingSeedFirst(filterKeywords(asRows, parsed.filter, { language: 'en' }), { key, direction }, (r) => r.isSeedKeyword);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ROWS);
    const all = await readAll(`${filterQuery}&sort=${key}&direction=${direction}`);
    expect(all.map((r) => r[key])).toEqual(expected.map((r) => r[key]));
    expect(new Set(all.map((r) => r.keyword))).toEqual(new Set(expected.map((r) => r.keyword)));
    const page = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?${filterQuery}`);
    expect(page.body.totalMatching).toBe(expected.length);
    expect(page.body.totalRows).toBe(ROWS);
    const summary = summarizeKeywordResults(expected);
    expect(page.body.summary.totalVolume).toBe(summary.totalVolume);
    expect(page.body.summary.averageDifficulty).toBeCloseTo(summary.averageDifficulty ?? NaN, 9);
    expect(page.body.summary.averageCpc).toBeCloseTo(summary.averageCpc ?? NaN, 9);
  });

  it('treats LIKE characters in the search as text', async () => {
    const page = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?q=${encodeURIComponent('%')}`);
    expect(page.body.totalMatching).toBe(0);
    expect(page.body.summary).toEqual({ totalVolume: 0, averageDifficulty: null, averageCpc: null });
  });

  it.each([
    ['sort=price', /sort must be one of/],
    ['direction=up', /direction must be/],
    ['limit=1001', /limit must be between 1 and 1000/],
    ['limit=0', /limit must be between/],
    ['offset=-1', /offset must be a whole number/],
    ['vol=lots', /Search volume must be a range/],
    ['kd=50..10', /minimum must not be above the maximum/],
    ['intent=curious', /Intent must be one of/],
    ['opp=50..x', /Opportunity must be a range/],
  ])('refuses %s with a 400 JSON error, never a 500', async (query, message) => {
    const res = await owner.get<{ error: { code: string; message: string } }>(`/api/researches/${researchId}/rows?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it("answers 404 for another user's research and 401 without a session", async () => {
    const res = await other.get<{ error: { message: string } }>(`/api/researches/${researchId}/rows`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This research was not found, or it is not yours.');
    expect((await app.client().get(`/api/researches/${researchId}/rows`)).status).toBe(401);
  });
});

describe('GET /api/researches (history)', () => {
  it('lists the user’s researches of every kind, newest first, a page at a time', async () => {
    for (let i = 0; i < 55; i++) {
      await storeResearchSession(app.deps.database.db, {
        userId: other.userId,
        request: { keyword: `seed ${i}`, languageCode: 'en', locationCode: 2840, limit: 50 },
        providerCost: 0,
        provider: 'demo',
        seedNote: null,
        results: [],
      });
    }
    const first = await other.get<HistoryPage>('/api/researches');
    expect(first.status).toBe(200);
    expect(first.body.researches).toHaveLength(50);
    expect(first.body.researches[0]?.seedKeyword).toBe('seed 54');
    expect(first.body.nextCursor).not.toBeNull();
    const second = await other.get<HistoryPage>(`/api/researches?cursor=${first.body.nextCursor ?? ''}`);
    expect(second.body.researches.map((r) => r.seedKeyword)).toEqual(['seed 4', 'seed 3', 'seed 2', 'seed 1', 'seed 0']);
    expect(second.body.nextCursor).toBeNull();
    const mine = await owner.get<HistoryPage>('/api/researches?kind=keywords');
    expect(mine.body.researches.map((r: ResearchHeader) => r.id)).toEqual([researchId]);
    expect((await owner.get<HistoryPage>('/api/researches?kind=serp')).body.researches).toEqual([]);
  });

  it('refuses a malformed cursor or kind with a 400', async () => {
    for (const query of ['cursor=nonsense', `cursor=${Buffer.from('2026-01-01|x').toString('base64url')}`, 'kind=images']) {
      const res = await owner.get(`/api/researches?${query}`);
      expect(res.status).toBe(400);
    }
  });
});
