// The SERP features and the year-over-year change as keyword-row metrics over HTTP: a research's rows
// and a list's items filter by them (sf=..., yoy=...) exactly as the shared reference filter does,
// sort by YoY, export both, and a malformed value is a 400, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListItemsPage } from '../../src/shared/contract/lists.js';
import { filterKeywords } from '../../src/shared/filters/keyword-filter.js';
import { parseKeywordFilterParams } from '../../src/shared/filters/keyword-filter-url.js';
import { seasonality } from '../../src/shared/analysis/seasonality.js';
import type { KeywordMetrics } from '../../src/server/providers/index.js';
import { readAllRows, storeDemoResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let researchId: string;
let listId: string;
const ROWS = 120;
const FEATURE_SETS: string[][] = [[], ['organic'], ['organic', 'ai_overview'], ['organic', 'featured_snippet', 'people_also_ask'], ['organic', 'ai_overview', 'featured_snippet', 'video']];

/** 13 months: the first is the same month a year before the latest, so each row has a YoY (or none from a base of 0). */
function months(i: number) {
  return Array.from({ length: 13 }, (_, m) => {
    const index = 2025 * 12 + 9 + m;
    const searchVolume = m === 0 ? (i % 9) * 10 : m === 12 ? 40 + ((i * 7) % 50) : 30;
    return { year: Math.floor(index / 12), month: (index % 12) + 1, searchVolume };
  });
}

function metrics(i: number): KeywordMetrics {
  return {
    keyword: i === 0 ? 'trail shoes' : `trail shoes ${i}`,
    searchVolume: 100 + i,
    cpc: null,
    competition: null,
    competitionLevel: null,
    difficulty: (i * 13) % 100,
    intent: null,
    monthlySearches: months(i),
    source: 'demo',
    fetchedAt: '2026-11-24T10:00:00.000Z',
    metricsUpdatedAt: null,
    serpFeatures: FEATURE_SETS[i % FEATURE_SETS.length]!,
  };
}

const stored = Array.from({ length: ROWS }, (_, i) => metrics(i));
const asRows = stored.map((m) => ({ ...m, trendYoy: seasonality(m.monthlySearches).trendYoy, serpFeatures: m.serpFeatures ?? [] }));

beforeAll(async () => {
  app = await startTestApp();
  [owner, other] = await Promise.all([app.createUser(), app.createUser()]);
  researchId = await storeDemoResearch(app.deps.database.db, owner.userId, stored);
  const list = await owner.post<{ id: string }>('/api/lists', { name: 'SERP features' });
  listId = list.body.id;
  const added = await owner.post(`/api/lists/${listId}/items`, { researchId, filter: {} });
  expect(added.status).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

const FILTERS = ['sf=-ai_overview', 'sf=featured_snippet', 'sf=featured_snippet,-ai_overview', 'yoy=10..', 'yoy=..0&sf=people_also_ask', 'yoy=-100..400'];

describe('SERP features and year over year in the rows', () => {
  it('stores each row’s features and its YoY', async () => {
    const all = await readAllRows(owner, researchId, 'sort=rank&direction=asc');
    expect(all.map((r) => r.serpFeatures)).toEqual(asRows.map((r) => r.serpFeatures));
    expect(all.map((r) => r.trendYoy)).toEqual(asRows.map((r) => r.trendYoy));
    expect(all.some((r) => r.trendYoy !== null)).toBe(true);
  });

  it.each(FILTERS)('filters a research’s rows by %s like the shared reference filter', async (query) => {
    const parsed = parseKeywordFilterParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = filterKeywords(asRows, parsed.filter);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ROWS);
    const all = await readAllRows(owner, researchId, query);
    expect(new Set(all.map((r) => r.keyword))).toEqual(new Set(expected.map((r) => r.keyword)));
  });

  it.each(FILTERS)('filters a list’s items by %s the same way', async (query) => {
    const parsed = parseKeywordFilterParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = filterKeywords(asRows, parsed.filter);
    const page = await owner.get<ListItemsPage>(`/api/lists/${listId}/items?${query}&limit=1000`);
    expect(page.status).toBe(200);
    expect(new Set(page.body.rows.map((r) => r.keyword))).toEqual(new Set(expected.map((r) => r.keyword)));
  });

  it('never lists a row whose features are not known as lacking one', async () => {
    const all = await readAllRows(owner, researchId, 'sf=-ai_overview');
    expect(all.every((r) => r.serpFeatures.length > 0 && !r.serpFeatures.includes('ai_overview'))).toBe(true);
  });

  it.each(['asc', 'desc'] as const)('sorts by YoY %s, rows without one last', async (direction) => {
    const all = await readAllRows(owner, researchId, `sort=trendYoy&direction=${direction}`);
    const rest = all.filter((r) => !r.isSeedKeyword).map((r) => r.trendYoy);
    const known = rest.filter((v): v is number => v !== null);
    expect(known).toEqual([...known].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    expect(rest.slice(known.length).every((v) => v === null)).toBe(true);
    const items = await owner.get<ListItemsPage>(`/api/lists/${listId}/items?sort=trendYoy&direction=${direction}&limit=1000`);
    const listKnown = items.body.rows.map((r) => r.trendYoy).filter((v): v is number => v !== null);
    expect(listKnown).toEqual([...listKnown].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
  });

  it('exports both: the YoY and the features after the other columns', async () => {
    const csv = await owner.get<string>(`/api/researches/${researchId}/export?format=csv&sf=featured_snippet&sort=rank&direction=asc`);
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    const [header, first] = text.replace(/^\uFEFF/, '').split('\r\n');
    // The value of ranking's three columns (decision 059), declared after them, follow at the end.
    expect(header?.endsWith(',Word Count,YoY (%),SERP Features,Traffic Potential,Parent Topic,Global Search Volume')).toBe(true);
    expect(first).toMatch(/,"?organic, featured_snippet, people_also_ask"?(,[^,]*){3}$/);
  });

  it.each([
    ['sf=holograms', /sf must list SERP features/],
    ['sf=-', /sf must list SERP features/],
    ['yoy=lots', /Year over year \(%\) must be a range/],
    ['yoy=1.5..', /whole numbers/],
    ['yoy=50..10', /minimum must not be above the maximum/],
  ])('refuses %s with a 400 on the rows, the list and the export', async (query, message) => {
    for (const path of [`/api/researches/${researchId}/rows?${query}`, `/api/lists/${listId}/items?${query}`, `/api/researches/${researchId}/export?format=csv&${query}`]) {
      const res = await owner.get<{ error: { message: string } }>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
  });

  it('answers 404 for another user’s research and list', async () => {
    expect((await other.get(`/api/researches/${researchId}/rows?sf=-ai_overview`)).status).toBe(404);
    expect((await other.get(`/api/lists/${listId}/items?yoy=10..`)).status).toBe(404);
  });
});
