// Saved keyword lists and imports (decision 029) on the real app and database
// (PGlite, or PostgreSQL with TEST_DB=postgres): the plan's cap under concurrent creation, one row
// per keyword, owner-only reads, the research rows' filters and exports, share links, and imports:
// limits (413/422), normalisation, a preview whose units are what the job then charges, cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorkerDeps, startJobWorker } from '../../src/server/features/lists/index.js';
import type { KeywordDataProvider } from '../../src/server/providers/types.js';
import type { ImportJob, ImportPreview, ImportStarted, ListHeader, ListItemsPage, ListsAnswer, ListSummary } from '../../src/shared/contract/lists.js';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../src/shared/lists/import-limits.js';
import { LIST_NOT_FOUND } from '../../src/shared/messages/lists.js';
import { insertResearch } from '../support/research-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let research: string;
let stopWorker: () => Promise<void>;
const db = () => app.deps.database.db;
const GARDEN_ROWS = [
  { keyword: 'garden tools', searchVolume: 900 },
  { keyword: 'garden tools set', searchVolume: 300 },
  { keyword: 'garden hoe', searchVolume: 100 },
  { keyword: 'Garden  Hoe ', searchVolume: 100 },
  { keyword: 'how to use a garden hoe', searchVolume: 50 },
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app = await startTestApp({ JOB_POLL_MS: '100', JOB_LEASE_MS: '5000' });
  stopWorker = startJobWorker(jobWorkerDeps(app.deps));
  [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
  research = await insertResearch(db(), {
    userId: alice.userId,
    seed: 'garden tools',
    rows: GARDEN_ROWS,
  });
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
  await app?.close();
});

async function newList(client: TestClient, name: string) {
  return client.post<ListSummary & { error: { code: string; message: string } }>('/api/lists', { name });
}

async function usedUnits(client: TestClient): Promise<number> {
  return (await client.get('/api/billing/subscription')).body.usage.keywordsUsed as number;
}

async function waitForJob(client: TestClient, listId: string, jobId: string, done: (job: ImportJob) => boolean, timeoutMs = 60_000): Promise<ImportJob> {
  const start = Date.now();
  for (;;) {
    const job = (await client.get<ImportJob>(`/api/lists/${listId}/jobs/${jobId}`)).body;
    if (done(job) || Date.now() - start > timeoutMs) return job;
    await sleep(100);
  }
}

describe('lists: the plan cap, duplicates, ownership', () => {
  it('caps the number of lists at max_saved_projects under concurrent creation, with a clear message', async () => {
    const carol = await app.createUser();
    const { maxLists } = (await carol.get<ListsAnswer>('/api/lists')).body;
    expect(maxLists).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: maxLists! + 5 }, (_, i) => newList(carol, `List ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(maxLists!);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 409)).toBe(true);
    expect(refused[0]?.body.error.message).toMatch(new RegExp(`Your plan allows ${maxLists} saved keyword lists`));
    expect((await carol.get<ListsAnswer>('/api/lists')).body.lists).toHaveLength(maxLists!);
  });

  it('adds chosen rows and all rows matching a filter once each, and keeps them owner-only', async () => {
    const list = (await newList(alice, 'Garden')).body;
    const chosen = await alice.post(`/api/lists/${list.id}/items`, { researchId: research, ranks: [1, 2, 3] });
    expect(chosen.status).toBe(200);
    // "garden hoe" and "Garden  Hoe " are one keyword.
    expect(chosen.body).toEqual({ added: 2, alreadyInList: 0, keywordCount: 2 });
    const all = await alice.post(`/api/lists/${list.id}/items`, { researchId: research, filter: { vol: '100..' } });
    expect(all.body).toEqual({ added: 1, alreadyInList: 2, keywordCount: 3 });
    const page = await alice.get<ListItemsPage>(`/api/lists/${list.id}/items?sort=keyword&direction=asc&inc=hoe`);
    expect(page.body.rows.map((r) => r.keyword)).toEqual(['garden hoe']);
    expect(page.body.totalRows).toBe(3);
    const lists = (await alice.get<ListsAnswer>('/api/lists')).body.lists;
    expect(lists.find((l) => l.id === list.id)).toMatchObject({ name: 'Garden', keywordCount: 3, totalVolume: 1300 });

    const noteTarget = page.body.rows[0]!;
    const noted = await alice.request('PATCH', `/api/lists/${list.id}/items/${noteTarget.id}`, { note: 'For the spring post' });
    expect(noted.body.note).toBe('For the spring post');

    const exported = await alice.get<string>(`/api/lists/${list.id}/export?format=csv&sort=searchVolume&direction=desc`);
    expect(exported.status).toBe(200);
    expect(String(exported.body).split('\r\n')).toHaveLength(4);
    // Named after the list and its market.
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="list-garden-us-en-\d{4}-\d{2}-\d{2}\.csv"/);

    // Bob: the same 404 as a missing list; his research is not addable by Alice either.
    for (const [method, path, body] of [
      ['GET', `/api/lists/${list.id}`, undefined],
      ['GET', `/api/lists/${list.id}/items`, undefined],
      ['GET', `/api/lists/${list.id}/export`, undefined],
      ['PATCH', `/api/lists/${list.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/lists/${list.id}`, undefined],
      ['POST', `/api/lists/${list.id}/items`, { researchId: research, ranks: [0] }],
      ['POST', `/api/lists/${list.id}/import/preview`, { text: 'garden rake' }],
      ['POST', `/api/lists/${list.id}/shares`, { displayName: 'Bob' }],
    ] as const) {
      const res = await bob.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.message).toBe(LIST_NOT_FOUND);
    }
    const bobList = (await newList(bob, 'Bob')).body;
    expect((await bob.post(`/api/lists/${bobList.id}/items`, { researchId: research, ranks: [0] })).status).toBe(404);

    const removed = await alice.post(`/api/lists/${list.id}/items/remove`, { ids: [noteTarget.id] });
    expect(removed.body).toEqual({ removed: 1 });
  });

  it('adds rows of a related-keywords research the same way (one result store)', async () => {
    // Users of their own: the plan caps each user's lists.
    const [dave, eve] = await Promise.all([app.createUser(), app.createUser()]);
    const walk = await insertResearch(db(), {
      userId: dave.userId,
      kind: 'related',
      seed: 'garden shed',
      rows: [
        { keyword: 'garden shed', searchVolume: 4000 },
        { keyword: 'garden shed kit', searchVolume: 700 },
        { keyword: 'metal garden shed', searchVolume: 500 },
      ],
    });
    const list = (await newList(dave, 'From related')).body;
    expect((await dave.post(`/api/lists/${list.id}/items`, { researchId: walk, ranks: [1, 2] })).body).toEqual({ added: 2, alreadyInList: 0, keywordCount: 2 });
    expect((await dave.post(`/api/lists/${list.id}/items`, { researchId: walk, filter: { inc: 'shed' } })).body).toEqual({ added: 1, alreadyInList: 2, keywordCount: 3 });
    expect((await eve.post(`/api/lists/${(await newList(eve, 'Not hers')).body.id}/items`, { researchId: walk, ranks: [1] })).status).toBe(404);
  });

  it('removes every keyword matching a filter at once, from that list only, and only for its owner', async () => {
    const frank = await app.createUser();
    const garden = await insertResearch(db(), {
      userId: frank.userId,
      seed: 'garden tools',
      // Alice's research without its repeated keyword.
      rows: GARDEN_ROWS.filter((row) => row.keyword === row.keyword.trim()),
    });
    const [one, two] = [(await newList(frank, 'Remove by filter')).body, (await newList(frank, 'Untouched')).body];
    for (const list of [one, two]) await frank.post(`/api/lists/${list.id}/items`, { researchId: garden, filter: {} });
    const count = async (id: string) => (await frank.get<ListItemsPage>(`/api/lists/${id}/items`)).body.totalRows;
    expect(await count(one.id)).toBe(4);

    // Bob, with the same filter on Frank's list: the not-found answer, and nothing removed.
    const refused = await bob.post(`/api/lists/${one.id}/items/remove`, { filter: { inc: 'hoe' } });
    expect(refused.status).toBe(404);
    expect(await count(one.id)).toBe(4);

    expect((await frank.post(`/api/lists/${one.id}/items/remove`, { filter: { inc: 'hoe' } })).body).toEqual({ removed: 2 });
    const left = (await frank.get<ListItemsPage>(`/api/lists/${one.id}/items?sort=keyword&direction=asc`)).body;
    expect(left.rows.map((r) => r.keyword)).toEqual(['garden tools', 'garden tools set']);
    expect(await count(two.id)).toBe(4);
    // The list's header follows (count and volume), and a filter matching nothing removes nothing.
    expect((await frank.get<ListHeader>(`/api/lists/${one.id}`)).body).toMatchObject({ keywordCount: 2 });
    expect((await frank.post(`/api/lists/${one.id}/items/remove`, { filter: { inc: 'nothing-like-this' } })).body).toEqual({ removed: 0 });
    // Ids of the other list's keywords name nothing in this one.
    const others = (await frank.get<ListItemsPage>(`/api/lists/${two.id}/items`)).body.rows.map((r) => r.id);
    expect((await frank.post(`/api/lists/${one.id}/items/remove`, { ids: others })).body).toEqual({ removed: 0 });
    expect(await count(two.id)).toBe(4);
    // The text search is part of the filter; an empty filter is every keyword of the list.
    expect((await frank.post(`/api/lists/${two.id}/items/remove`, { filter: { q: 'set' } })).body).toEqual({ removed: 1 });
    expect((await frank.post(`/api/lists/${two.id}/items/remove`, { filter: {} })).body).toEqual({ removed: 3 });
    expect(await count(two.id)).toBe(0);
    expect(await count(one.id)).toBe(2);
  });

  it('refuses the anonymous (401) and malformed input (400), never 500', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/lists')).status).toBe(401);
    expect((await visitor.post('/api/lists', { name: 'x' })).status).toBe(401);
    const list = (await newList(alice, 'Malformed')).body;
    for (const [method, path, body] of [
      ['POST', '/api/lists', { name: '' }],
      ['POST', '/api/lists', { name: 'x'.repeat(200) }],
      ['GET', '/api/lists/not-a-uuid', undefined],
      ['POST', `/api/lists/${list.id}/items`, { researchId: research }],
      ['POST', `/api/lists/${list.id}/items`, { researchId: research, ranks: [1], filter: {} }],
      ['POST', `/api/lists/${list.id}/items`, { researchId: 'nope', ranks: [1] }],
      ['POST', `/api/lists/${list.id}/items/remove`, { ids: [] }],
      ['POST', `/api/lists/${list.id}/items/remove`, {}],
      ['POST', `/api/lists/${list.id}/items/remove`, { ids: ['6a2f4c1e-3b5d-4e7f-8a9b-0c1d2e3f4a5b'], filter: {} }],
      ['POST', `/api/lists/${list.id}/items/remove`, { filter: { vol: 'abc' } }],
      ['POST', `/api/lists/${list.id}/items/remove`, { ids: Array.from({ length: 1001 }, () => '6a2f4c1e-3b5d-4e7f-8a9b-0c1d2e3f4a5b') }],
      ['GET', `/api/lists/${list.id}/items?vol=abc`, undefined],
      ['POST', `/api/lists/${list.id}/import/preview`, { text: 42 }],
    ] as const) {
      const res = await alice.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('shares a list read-only: anyone with the link reads it, without notes or owner data', async () => {
    const list = (await newList(alice, 'Shared garden')).body;
    await alice.post(`/api/lists/${list.id}/items`, { researchId: research, ranks: [0, 1] });
    const link = await alice.post(`/api/lists/${list.id}/shares`, { displayName: 'Garden Club' });
    expect(link.status).toBe(201);
    const visitor = app.client();
    const item = await visitor.get(`/api/shared/${link.body.token}`);
    expect(item.status).toBe(200);
    expect(item.body).toMatchObject({ targetKind: 'list', sharedBy: 'Garden Club', list: { name: 'Shared garden', keywordCount: 2 } });
    expect(JSON.stringify(item.body)).not.toContain(alice.email);
    const rows = await visitor.get<ListItemsPage>(`/api/shared/${link.body.token}/rows`);
    expect(rows.body.rows.map((r) => r.keyword).sort()).toEqual(['garden tools', 'garden tools set']);
    expect(rows.body.rows[0]).not.toHaveProperty('note');
    expect((await alice.request('DELETE', `/api/lists/${list.id}`)).status).toBe(200);
    expect((await visitor.get(`/api/shared/${link.body.token}`)).status).toBe(404);
  });
});

describe('imports', () => {
  it('refuses a body over the limit (413), too many lines or nothing valid (422), with clear messages', async () => {
    const list = (await newList(bob, 'Limits')).body;
    const big = await bob.post(`/api/lists/${list.id}/import/preview`, { text: 'a'.repeat(IMPORT_MAX_BYTES + 10) });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/too large/);
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `k${i}`).join('\n');
    const tooMany = await bob.post(`/api/lists/${list.id}/import/preview`, { text: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toMatch(/too many lines/);
    const nothing = await bob.post(`/api/lists/${list.id}/import`, { text: 'x\n\n  \n' });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.message).toMatch(/No valid keyword/);
  });

  it('normalises and de-duplicates, previews the units, and charges exactly those units', async () => {
    const list = (await newList(bob, 'Import')).body;
    const keywords = Array.from({ length: 230 }, (_, i) => `Import Keyword ${i}`);
    const text = [...keywords, '  import   keyword 1 ', 'IMPORT KEYWORD 2', 'x'].join('\n');
    const preview = await bob.post<ImportPreview>(`/api/lists/${list.id}/import/preview`, { text });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ rows: 233, invalid: 1, duplicates: 2, newKeywords: 230, alreadyInList: 0, cached: 0, toFetch: 230, units: 3 });
    expect(preview.body.estimatedCost).toBeNull(); // dollars are for admins
    const before = await usedUnits(bob);
    const started = await bob.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
    expect(started.status).toBe(202);
    expect(started.body.units).toBe(3);
    const job = await waitForJob(bob, list.id, started.body.job!.id, (j) => j.status === 'complete');
    expect(job).toMatchObject({ status: 'complete', doneBatches: 3, totalBatches: 3, doneItems: 230, unitsCharged: 3 });
    expect((await usedUnits(bob)) - before).toBe(preview.body.units);
    const header = (await bob.get<ListHeader>(`/api/lists/${list.id}`)).body;
    expect(header.keywordCount).toBe(230);
    const page = await bob.get<ListItemsPage>(`/api/lists/${list.id}/items?limit=1000`);
    expect(page.body.rows.every((r) => r.metricsSource !== 'pending' && r.keyword === r.keyword.toLowerCase())).toBe(true);

    // The same keywords again: all in the list, nothing to fetch, nothing charged.
    const again = await bob.post<ImportPreview>(`/api/lists/${list.id}/import/preview`, { text: keywords.slice(0, 50).join('\n') });
    expect(again.body).toMatchObject({ newKeywords: 0, alreadyInList: 50, units: 0 });
    // Into another user's list: the metrics are cached now, so they are free.
    const eve = await app.createUser();
    const other = (await newList(eve, 'Cached')).body;
    const cached = await eve.post<ImportStarted>(`/api/lists/${other.id}/import`, { text: keywords.slice(0, 50).join('\n') });
    expect(cached.body).toMatchObject({ newKeywords: 50, cached: 50, toFetch: 0, units: 0, job: null });
  });

  it('cancel stops after the batch in flight and charges only the batches fetched', async () => {
    const dave = await app.createUser();
    const list = (await newList(dave, 'Cancel')).body;
    const real = app.deps.provider;
    // Every batch after the first (the import's preview and the first batch hold the first keyword)
    // is held until the cancel has been answered: on a loaded machine the job could otherwise fetch
    // all ten batches before the cancel arrived. The one held is the batch in flight.
    let cancelAnswered = () => {};
    const afterCancel = new Promise<void>((resolve) => (cancelAnswered = resolve));
    const slow: KeywordDataProvider = Object.assign(Object.create(real) as KeywordDataProvider, {
      getKeywordMetrics: async (q: Parameters<KeywordDataProvider['getKeywordMetrics']>[0]) => {
        await sleep(400);
        if (!q.keywords.includes('cancel keyword 0')) await afterCancel;
        return real.getKeywordMetrics(q);
      },
    });
    app.deps.provider = slow;
    try {
      const text = Array.from({ length: 1000 }, (_, i) => `cancel keyword ${i}`).join('\n');
      const started = await dave.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
      expect(started.body.units).toBe(10);
      const jobId = started.body.job!.id;
      await waitForJob(dave, list.id, jobId, (j) => j.doneBatches >= 1);
      const cancelled = await dave.post<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}/cancel`);
      cancelAnswered();
      expect(cancelled.body.status).toBe('cancelled');
      // The batch in flight (if any) lands; then nothing moves any more. Its unit counts as used
      // from its reservation, so it has landed once the units used are the units the job charged
      // (on a loaded machine that took longer than the 2.5 s of stillness; 30 s at most).
      let job = (await dave.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
      const waitUntil = Date.now() + 30_000;
      for (let stableSince = Date.now(); Date.now() - stableSince < 2500 || ((await usedUnits(dave)) !== job.unitsCharged && Date.now() < waitUntil); ) {
        await sleep(250);
        const now = (await dave.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
        if (now.doneBatches !== job.doneBatches) stableSince = Date.now();
        job = now;
      }
      expect(job.status).toBe('cancelled');
      expect(job.doneBatches).toBeLessThan(10);
      expect(job.unitsCharged).toBe(job.doneBatches);
      expect(await usedUnits(dave)).toBe(job.unitsCharged);
      const fetched = await dave.get<ListItemsPage>(`/api/lists/${list.id}/items?limit=1000`);
      expect(fetched.body.rows.filter((r) => r.metricsSource !== 'pending')).toHaveLength(job.doneItems);
    } finally {
      cancelAnswered();
      app.deps.provider = real;
    }
  });
});
