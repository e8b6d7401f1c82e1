// The stored analysis (decision 027) on the paged reads: rows carry their stored opportunity, trend, peak month and cluster,
// sort and filter by them exactly as the shared reference rules do (PGlite, or PostgreSQL with
// TEST_DB=postgres), the opportunity is refined by a stored SERP of the keyword, the cluster view
// sums the clusters, and malformed values are refused with 400 (never 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityScore, serpWeakness } from '../../src/shared/analysis/opportunity.js';
import { seasonality } from '../../src/shared/analysis/seasonality.js';
import type { ResearchClusters } from '../../src/shared/contract/clusters.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { filterKeywords } from '../../src/shared/filters/keyword-filter.js';
import { parseKeywordFilterParams } from '../../src/shared/filters/keyword-filter-url.js';
import { sortRowsKeepingSeedFirst } from '../../src/shared/sorting.js';
import { keywordResearch, serpResults } from '../../src/server/db/schema/index.js';
import { readAllRows, sampleKeywordMetrics, storeDemoResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let researchId: string;
const ROWS = 240;
const TOPICS = ['trail', 'women', 'nike', 'cheap', 'waterproof', 'kids'];

const keywordOf = (i: number) =>
  i === 0 ? 'running shoes' : `${TOPICS[i % TOPICS.length]} running shoes ${['best', 'sale', 'review', ''][i % 4]}`.trim() + (i > 24 ? ` ${i}` : '');

const stored = Array.from({ length: ROWS }, (_, i) => sampleKeywordMetrics(keywordOf(i), i));
const weakSerp = [
  { domain: 'www.reddit.com', url: 'https://www.reddit.com/r/running/1', description: 'A thread about trail shoes and what to buy.' },
  { domain: 'quora.com', url: 'https://quora.com/q/2', description: 'Which trail running shoes are the best for beginners?' },
  { domain: 'brand.example', url: 'https://brand.example/trail', description: 'Short.' },
  { domain: 'shop.example', url: 'https://shop.example/trail', description: 'Trail running shoes for every runner, free returns and fast delivery.' },
];

const readAll = (query: string) => readAllRows(owner, researchId, query);

beforeAll(async () => {
  app = await startTestApp();
  [owner, other] = await Promise.all([app.createUser(), app.createUser()]);
  const db = app.deps.database.db;
  // The owner's earlier SERP analysis of one of the keywords: its weakness refines the opportunity.
  const [serp] = await db
    .insert(keywordResearch)
    .values({ userId: owner.userId, kind: 'serp', seedKeyword: stored[1]!.keyword.toUpperCase(), locationCode: 2840, languageCode: 'en' })
    .returning({ id: keywordResearch.id });
  await db.insert(serpResults).values(weakSerp.map((page, i) => ({ researchId: serp!.id, position: i + 1, title: `Result ${i + 1}`, metricsSource: 'demo', ...page })));
  researchId = await storeDemoResearch(db, owner.userId, stored);
});

afterAll(async () => {
  await app?.close();
});

describe('stored analysis on the rows', () => {
  it('stores the shared seasonality and opportunity, refined by the stored SERP', async () => {
    const rows = await readAll('sort=rank&direction=asc');
    expect(rows).toHaveLength(ROWS);
    for (const row of rows) {
      const m = stored[row.rank]!;
      const season = seasonality(m.monthlySearches);
      expect({ trend: row.trend, trendYoy: row.trendYoy, peakMonth: row.peakMonth }).toEqual(season);
      const weakness = m.keyword.toLowerCase() === stored[1]!.keyword.toLowerCase() ? serpWeakness(weakSerp) : 0;
      expect(row.opportunity).toBe(opportunityScore(m, weakness));
      expect(row.clusterId).toBeGreaterThanOrEqual(1);
    }
    expect(rows[1]!.opportunity).toBeGreaterThan(opportunityScore(stored[1]!, 0));
    expect(rows.some((r) => r.trend !== null && r.trend >= 10)).toBe(true);
    expect(rows.some((r) => r.trend !== null && r.trend <= -10)).toBe(true);
  });

  it.each(['opportunity', 'trend', 'peakMonth', 'clusterId'])('sorts by %s as the shared sort does, seed first, missing last', async (key) => {
    const all = await readAll('sort=rank&direction=asc');
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await readAll(`sort=${key}&direction=${direction}`);
      const expected = sortRowsKeepingSeedFirst(all, { key: key as 'opportunity', direction }, (r) => r.isSeedKeyword);
      expect(rows.map((r) => r[key as 'opportunity'])).toEqual(expected.map((r) => r[key as 'opportunity']));
    }
  });

  it.each(['opp=40..', 'opp=..30', 'trend=up', 'trend=down', 'peak=12', 'peak=3', 'cluster=<second>', 'trend=up&opp=10..&peak=11'])(
    'filters %s exactly as the reference filter does',
    async (template) => {
      const all = await readAll('sort=rank&direction=asc');
      // Clusters are numbered after their pillars: the second cluster met in rank order.
      const query = template.replace('<second>', String([...new Set(all.map((row) => row.clusterId))][1]));
      const parsed = parseKeywordFilterParams(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.message);
      const expected = filterKeywords(all, parsed.filter).map((r) => r.rank);
      const page = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?${query}&sort=rank&direction=asc&limit=1000`);
      expect(page.status).toBe(200);
      expect(page.body.rows.map((r) => r.rank)).toEqual(expected);
      expect(page.body.totalMatching).toBe(expected.length);
    },
  );
});

describe('GET /api/researches/:id/clusters', () => {
  it('sums each cluster: pillar the highest volume, size, total volume; the cluster filter gives its rows', async () => {
    const all = await readAll('sort=rank&direction=asc');
    const res = await owner.get<ResearchClusters>(`/api/researches/${researchId}/clusters`);
    expect(res.status).toBe(200);
    const { clusters } = res.body;
    expect(clusters.length).toBeGreaterThan(1);
    expect(clusters.reduce((sum, c) => sum + c.size, 0)).toBe(ROWS);
    const biggest = clusters[0]!;
    const members = all.filter((r) => r.clusterId === biggest.clusterId);
    expect(biggest.size).toBe(members.length);
    expect(biggest.totalVolume).toBe(members.reduce((sum, r) => sum + (r.searchVolume ?? 0), 0));
    expect(biggest.pillar).toBe([...members].sort((a, b) => (b.searchVolume ?? -1) - (a.searchVolume ?? -1))[0]!.keyword);
    const filtered = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?cluster=${biggest.clusterId}&limit=1000`);
    expect(filtered.body.totalMatching).toBe(biggest.size);
  });

  it("answers 404 for another user's research and 401 without a session", async () => {
    expect((await other.get(`/api/researches/${researchId}/clusters`)).status).toBe(404);
    expect((await app.client().get(`/api/researches/${researchId}/clusters`)).status).toBe(401);
    expect((await owner.get('/api/researches/not-a-uuid/clusters')).status).toBe(400);
  });
});

describe('malformed values', () => {
  it.each(['peak=13', 'peak=0', 'peak=jan', 'trend=sideways', 'trend=', 'cluster=0', 'cluster=-1', 'cluster=1.5', 'cluster=99999999', 'opp=a..b', 'opp=80..20', 'sort=opportunityx'])(
    '%s is a 400, never a 500',
    async (query) => {
      const res = await owner.get<{ error: { message: string } }>(`/api/researches/${researchId}/rows?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).not.toBe('');
    },
  );
});
