// A saved list's analysis (decision 033) on the real app and database
// (PGlite, or PostgreSQL with TEST_DB=postgres): items carry the research rows' opportunity
// (refined by the owner's stored SERP), seasonality and cluster, computed with the shared rules;
// the list's paged read sorts and filters them exactly as the shared reference sort and filter do,
// with the summary of the filtered items; GET /api/lists/:id/clusters sums the clusters and is
// the owner's only; removing items and an import's batches re-cluster the list; the exports
// carry the analysis and follow the filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordResearch, serpResults } from '../../src/server/db/schema/index.js';
import { jobWorkerDeps, startJobWorker } from '../../src/server/features/lists/index.js';
import { stemmerFor } from '../../src/server/features/research-results/stemmers.js';
import { opportunityScore, serpWeakness } from '../../src/shared/analysis/opportunity.js';
import { seasonality } from '../../src/shared/analysis/seasonality.js';
import { clusterKeywords, summarizeClusters } from '../../src/shared/analysis/topic-clusters.js';
import type { ResearchClusters } from '../../src/shared/contract/clusters.js';
import type { ImportJob, ImportStarted, ListItem, ListItemsPage, ListSummary } from '../../src/shared/contract/lists.js';
import { ANALYSIS_HEADERS, PROVENANCE_HEADERS } from '../../src/shared/export/export-layout.js';
import { filterKeywords } from '../../src/shared/filters/keyword-filter.js';
import { parseKeywordFilterParams } from '../../src/shared/filters/keyword-filter-url.js';
import { LIST_NOT_FOUND } from '../../src/shared/messages/lists.js';
import { sortRows } from '../../src/shared/sorting.js';
import { sampleKeywordMetrics, storeDemoResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let researchId: string;
/** The research's rows as a list (the plan allows 3 lists: most tests read this one). */
let analysedId: string;
let stopWorker: () => Promise<void>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const TOPICS = ['trail', 'women', 'nike', 'cheap', 'waterproof', 'kids'];
const MODIFIERS = ['', 'best', 'sale', 'review', 'for men', 'size guide', 'near me', 'reddit'];

const keywords = [
  ...TOPICS.flatMap((topic) => MODIFIERS.map((modifier) => `${topic} running shoes ${modifier}`.trim())),
  ...TOPICS.map((topic) => `how to clean ${topic} running shoes`),
];

const stored = keywords.map((keyword, i) => sampleKeywordMetrics(keyword, i));
const serpKeyword = stored[9]!.keyword;
const weakSerp = [
  { domain: 'www.reddit.com', url: 'https://www.reddit.com/r/running/1', description: 'A thread about running shoes and what to buy.' },
  { domain: 'quora.com', url: 'https://quora.com/q/2', description: 'Which running shoes are the best for beginners?' },
  { domain: 'shop.example', url: 'https://shop.example/shoes', description: 'Running shoes for every runner, free returns and fast delivery.' },
];

async function newList(client: TestClient, name: string): Promise<ListSummary> {
  const res = await client.post<ListSummary>('/api/lists', { name });
  expect(res.status).toBe(201);
  return res.body;
}

/** A list holding every row of the research, in the research's order. */
async function fullList(name: string): Promise<ListSummary> {
  const list = await newList(owner, name);
  const added = await owner.post(`/api/lists/${list.id}/items`, { researchId, filter: {} });
  expect(added.body).toMatchObject({ added: stored.length });
  return list;
}

async function readItems(client: TestClient, listId: string, query: string): Promise<ListItem[]> {
  const rows: ListItem[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const res: TestResponse<ListItemsPage> = await client.get<ListItemsPage>(`/api/lists/${listId}/items?${query}&limit=25&offset=${offset}`);
    if (res.status !== 200) throw new Error(`items at ${offset}: ${res.status} ${JSON.stringify(res.body)}`);
    rows.push(...res.body.rows);
    offset = res.body.nextOffset;
  }
  return rows;
}

/** The clusters the shared rule gives the items (in the list's order). */
const expectedClusters = (items: readonly ListItem[]) =>
  clusterKeywords(
    items.map((item) => ({ keyword: item.keyword, searchVolume: item.searchVolume, serpUrls: item.keyword === serpKeyword ? weakSerp.map((p) => p.url) : undefined })),
    stemmerFor('en'),
    'en',
  );

beforeAll(async () => {
  app = await startTestApp({ JOB_POLL_MS: '100', JOB_LEASE_MS: '5000' });
  stopWorker = startJobWorker(jobWorkerDeps(app.deps));
  [owner, other] = await Promise.all([app.createUser(), app.createUser()]);
  const db = app.deps.database.db;
  // The owner's SERP analysis of one keyword, in the list's market: its weakness refines the opportunity.
  const [serp] = await db
    .insert(keywordResearch)
    .values({ userId: owner.userId, kind: 'serp', seedKeyword: serpKeyword, locationCode: 2840, languageCode: 'en' })
    .returning({ id: keywordResearch.id });
  await db.insert(serpResults).values(weakSerp.map((page, i) => ({ researchId: serp!.id, position: i + 1, title: `Result ${i + 1}`, metricsSource: 'demo', ...page })));
  researchId = await storeDemoResearch(db, owner.userId, stored);
  analysedId = (await fullList('Analysed')).id;
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
  await app?.close();
});

describe("a list's items carry the research rows' analysis", () => {
  it('stores the shared seasonality and opportunity (SERP-refined) and a cluster per item', async () => {
    const items = await readItems(owner, analysedId, 'sort=rank&direction=asc');
    expect(items.map((item) => item.keyword)).toEqual(keywords);
    items.forEach((item, i) => {
      const m = stored[i]!;
      expect({ trend: item.trend, trendYoy: item.trendYoy, peakMonth: item.peakMonth }).toEqual(seasonality(m.monthlySearches));
      expect(item.opportunity).toBe(opportunityScore(m, m.keyword === serpKeyword ? serpWeakness(weakSerp) : 0));
    });
    expect(items.map((item) => item.clusterId)).toEqual(expectedClusters(items));
    expect(items[9]!.opportunity).toBeGreaterThan(opportunityScore(stored[9]!));
    expect(items.some((item) => item.peakMonth !== null) && items.some((item) => item.trend !== null && item.trend >= 10)).toBe(true);
  });
});

describe("the list's paged read sorts and filters like the shared rules", () => {
  let listId: string;
  let all: ListItem[];

  beforeAll(async () => {
    listId = analysedId;
    all = await readItems(owner, listId, 'sort=rank&direction=asc');
  });

  // Not by keyword text: the database sorts it in its collation, not localeCompare's (decision 020).
  it.each(['searchVolume', 'difficulty', 'cpc', 'intent', 'opportunity', 'trend', 'peakMonth', 'clusterId'] as const)(
    'sorts by %s as the shared sort does (missing last, insertion order on ties)',
    async (key) => {
      for (const direction of ['asc', 'desc'] as const) {
        const rows = await readItems(owner, listId, `sort=${key}&direction=${direction}`);
        const expected = sortRows(all, { key, direction });
        expect(rows.map((r) => r.keyword), `${key} ${direction}`).toEqual(expected.map((r) => r.keyword));
      }
    },
  );

  it.each([
    'vol=1000..',
    'kd=..40&cpc=1..',
    'q=trail',
    'inc=trail,nike',
    'inc=best,sale&incm=all',
    'exc=kids,cheap',
    'wc=5..',
    'intent=commercial,transactional',
    'qs=1',
    'trend=up',
    'trend=down',
    'peak=11',
    'opp=20..',
    'cluster=<first>',
    'cluster=<second>&vol=..15000&trend=up',
  ])('filters %s exactly as the reference filter does, with the summary of what passes', async (template) => {
    // Clusters are numbered after their pillars: the first and second clusters of the list in rank order.
    const clusterNumbers = [...new Set(all.map((item) => item.clusterId))];
    const query = template.replace('<first>', String(clusterNumbers[0])).replace('<second>', String(clusterNumbers[1]));
    const parsed = parseKeywordFilterParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    const expected = filterKeywords(all, parsed.filter, { language: 'en' });
    const page = await owner.get<ListItemsPage>(`/api/lists/${listId}/items?${query}&sort=rank&direction=asc&limit=1000`);
    expect(page.status).toBe(200);
    expect(page.body.rows.map((r) => r.keyword)).toEqual(expected.map((r) => r.keyword));
    expect(page.body.totalMatching).toBe(expected.length);
    expect(page.body.totalRows).toBe(all.length);
    expect(page.body.summary.totalVolume).toBe(expected.reduce((sum, r) => sum + (r.searchVolume ?? 0), 0));
  });

  it('exports the filtered items with opportunity, peak month, cluster, source and fetch date', async () => {
    const csv = await owner.get<string>(`/api/lists/${listId}/export?format=csv&trend=up&sort=opportunity&direction=desc`);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    const header = lines[0]!.split(',');
    for (const name of [...ANALYSIS_HEADERS, ...PROVENANCE_HEADERS]) expect(header).toContain(name);
    const expected = sortRows(filterKeywords(all, trendUp()), { key: 'opportunity', direction: 'desc' });
    expect(lines).toHaveLength(expected.length + 1);
    const json = await owner.get<Record<string, unknown>[]>(`/api/lists/${listId}/export?format=json&trend=up&sort=opportunity&direction=desc`);
    expect(json.body.map((r) => r.keyword)).toEqual(expected.map((r) => r.keyword));
    expect(json.body[0]).toMatchObject({ opportunity: expected[0]!.opportunity, peakMonth: expected[0]!.peakMonth, clusterId: expected[0]!.clusterId, source: 'demo', fetchedAt: '2026-11-24T10:00:00.000Z' });
  });

  it('refuses malformed filter values with 400, never 500', async () => {
    for (const query of ['peak=13', 'trend=sideways', 'cluster=0', 'cluster=x', 'opp=80..20', 'sort=nope', 'limit=1001', 'vol=abc']) {
      const res = await owner.get<{ error: { message: string } }>(`/api/lists/${listId}/items?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).not.toBe('');
    }
  });
});

function trendUp() {
  const parsed = parseKeywordFilterParams(new URLSearchParams('trend=up'));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filter;
}

describe('GET /api/lists/:id/clusters', () => {
  it("sums each cluster: pillar the highest volume, size, total volume; the cluster filter gives its items", async () => {
    const items = await readItems(owner, analysedId, 'sort=rank&direction=asc');
    const res = await owner.get<ResearchClusters>(`/api/lists/${analysedId}/clusters`);
    expect(res.status).toBe(200);
    expect(res.body.clusters).toEqual(summarizeClusters(items));
    expect(res.body.clusters.length).toBeGreaterThan(1);
    expect(res.body.clusters.reduce((sum, c) => sum + c.size, 0)).toBe(items.length);
    const biggest = res.body.clusters[0]!;
    const members = items.filter((item) => item.clusterId === biggest.clusterId);
    expect(biggest.pillar).toBe([...members].sort((a, b) => (b.searchVolume ?? -1) - (a.searchVolume ?? -1))[0]!.keyword);
    const filtered = await owner.get<ListItemsPage>(`/api/lists/${analysedId}/items?cluster=${biggest.clusterId}&limit=1000`);
    expect(filtered.body.totalMatching).toBe(biggest.size);
  });

  it("answers another user's list with the lists' 404, malformed ids with 400 and no session with 401", async () => {
    const list = await newList(owner, 'Private clusters');
    const theirs = await other.get<{ error: { message: string } }>(`/api/lists/${list.id}/clusters`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe(LIST_NOT_FOUND);
    expect((await other.get('/api/lists/6a2f4c1e-3b5d-4e7f-8a9b-0c1d2e3f4a5b/clusters')).status).toBe(404);
    expect((await owner.get('/api/lists/not-a-uuid/clusters')).status).toBe(400);
    expect((await app.client().get(`/api/lists/${list.id}/clusters`)).status).toBe(401);
    // An empty list has no clusters.
    expect((await owner.get<ResearchClusters>(`/api/lists/${list.id}/clusters`)).body).toEqual({ clusters: [] });
  });
});

describe('changes re-cluster the list', () => {
  it('removing the whole largest cluster keeps the numbers of the clusters whose pillars stay, as the shared rule does', async () => {
    const list = await fullList('Removal');
    const before = await readItems(owner, list.id, 'sort=rank&direction=asc');
    const largest = [...before].sort((a, b) => (b.searchVolume ?? -1) - (a.searchVolume ?? -1))[0]!.clusterId;
    const first = before.filter((item) => item.clusterId === largest);
    expect(first.length).toBeGreaterThan(0);
    const removed = await owner.post(`/api/lists/${list.id}/items/remove`, { ids: first.map((item) => item.id) });
    expect(removed.body).toEqual({ removed: first.length });
    const after = await readItems(owner, list.id, 'sort=rank&direction=asc');
    expect(after).toHaveLength(before.length - first.length);
    expect(after.map((item) => item.clusterId)).toEqual(expectedClusters(after));
    // The removed cluster's number is gone (a link to it says so); most keywords keep theirs.
    expect(after.some((item) => item.clusterId === largest)).toBe(false);
    const numberBefore = new Map(before.map((item) => [item.id, item.clusterId]));
    expect(after.filter((item) => item.clusterId === numberBefore.get(item.id)).length).toBeGreaterThan(after.length / 2);
    expect((await owner.get<ResearchClusters>(`/api/lists/${list.id}/clusters`)).body.clusters).toEqual(summarizeClusters(after));
    // Another user cannot remove from it (the same 404), and a malformed body changes nothing.
    expect((await other.post(`/api/lists/${list.id}/items/remove`, { ids: [after[0]!.id] })).status).toBe(404);
    expect((await owner.post(`/api/lists/${list.id}/items/remove`, { ids: ['nope'] })).status).toBe(400);
    expect(await readItems(owner, list.id, 'sort=rank&direction=asc')).toHaveLength(after.length);
  });

  it("an import clusters its pending keywords at once and scores them as the job's batches land", async () => {
    const importer = await app.createUser();
    const list = await newList(importer, 'Imported');
    const text = ['trail running shoes', 'trail running shoes sale', 'road running shoes', 'road running shoes sale', 'garden hose'].join('\n');
    const started = await importer.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
    expect(started.status).toBe(202);
    const pending = await readItems(importer, list.id, 'sort=rank&direction=asc');
    const stillPending = pending.filter((item) => item.metricsSource === 'pending');
    expect(stillPending.every((item) => item.opportunity === null && item.peakMonth === null)).toBe(true);
    expect(pending.every((item) => item.clusterId !== null)).toBe(true);
    const jobId = started.body.job?.id;
    if (jobId) {
      for (let waited = 0; waited < 60_000; waited += 100) {
        const job = (await importer.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
        if (job.status !== 'queued' && job.status !== 'running') break;
        await sleep(100);
      }
    }
    const fetched = await readItems(importer, list.id, 'sort=rank&direction=asc');
    expect(fetched.every((item) => item.metricsSource !== 'pending')).toBe(true);
    for (const item of fetched) {
      expect(item.opportunity).toBe(opportunityScore(item));
      expect({ trend: item.trend, trendYoy: item.trendYoy, peakMonth: item.peakMonth }).toEqual(seasonality(item.monthlySearches));
    }
    expect(fetched.map((item) => item.clusterId)).toEqual(
      clusterKeywords(
        fetched.map((item) => ({ keyword: item.keyword, searchVolume: item.searchVolume })),
        stemmerFor('en'),
        'en',
      ),
    );
  });
});
