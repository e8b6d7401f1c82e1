// An import analyses its list once, when its job ends (decision 044), not in every batch: the
// items it leaves (opportunity, clusters) are those a fresh analysis of the final items gives,
// as when every batch re-analysed the list; a cancelled job's list is analysed too.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordListItems } from '../../src/server/db/schema/index.js';
import { analyseList } from '../../src/server/features/lists/list-items.js';
import { jobWorkerDeps, startJobWorker } from '../../src/server/features/lists/index.js';
import { stemmerFor } from '../../src/server/features/research-results/stemmers.js';
import { clusterKeywords } from '../../src/shared/analysis/topic-clusters.js';
import type { KeywordDataProvider } from '../../src/server/providers/types.js';
import type { ImportJob, ImportStarted, ListSummary } from '../../src/shared/contract/lists.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let owner: TestClient & { userId: string };
let stopWorker: (() => Promise<void>) | undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// 260 keywords: three batches of the job, in topics that cluster.
const TOPICS = ['trail running shoes', 'garden hose', 'coffee grinder', 'yoga mat', 'standing desk'];
const keywordsOf = (tag: string) => Array.from({ length: 260 }, (_, i) => `${TOPICS[i % TOPICS.length]} ${['best', 'cheap', 'review', 'sale'][i % 4]} ${tag} ${i}`);

beforeAll(async () => {
  app = await startTestApp({ JOB_POLL_MS: '100', JOB_LEASE_MS: '5000' });
  stopWorker = startJobWorker(jobWorkerDeps(app.deps));
  owner = await app.createUser();
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
  await app?.close();
});

const db = () => app.deps.database.db;

async function startImport(name: string): Promise<{ list: ListSummary; jobId: string }> {
  const list = (await owner.post<ListSummary>('/api/lists', { name })).body;
  // Keywords of their own: an earlier import's would come from the metrics cache, with no job.
  const started = await owner.post<ImportStarted>(`/api/lists/${list.id}/import`, { text: keywordsOf(name).join('\n') });
  expect(started.status).toBe(202);
  return { list, jobId: started.body.job!.id };
}

async function waitUntilEnded(listId: string, jobId: string): Promise<ImportJob> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const job = (await owner.get<ImportJob>(`/api/lists/${listId}/jobs/${jobId}`)).body;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await sleep(100);
  }
  throw new Error('the import did not end');
}

const analysis = (listId: string) =>
  db()
    .select({ keyword: keywordListItems.keyword, searchVolume: keywordListItems.searchVolume, opportunity: keywordListItems.opportunity, clusterId: keywordListItems.clusterId })
    .from(keywordListItems)
    .where(eq(keywordListItems.listId, listId))
    .orderBy(asc(keywordListItems.rank));

/** The list's items after a fresh analysis pass: what every batch's pass used to leave. */
async function reanalysed(list: ListSummary) {
  await analyseList(db(), { id: list.id, userId: owner.userId, locationCode: list.locationCode, languageCode: list.languageCode });
  return analysis(list.id);
}

describe('a list import', () => {
  it('ends with the analysis a fresh pass over its items gives (clusters and scores)', async () => {
    const { list, jobId } = await startImport('Three batches');
    const job = await waitUntilEnded(list.id, jobId);
    expect(job.status).toBe('complete');
    const items = await analysis(list.id);
    expect(items).toHaveLength(260);
    expect(items.every((item) => item.opportunity !== null)).toBe(true);
    expect(items.map((item) => item.clusterId)).toEqual(clusterKeywords(items, stemmerFor('en'), 'en'));
    expect(await reanalysed(list)).toEqual(items);
  });

  it('analyses the list with the batches stored when the job is cancelled', async () => {
    // A provider slow enough to cancel between two batches.
    const real = app.deps.provider;
    app.deps.provider = Object.assign(Object.create(real) as KeywordDataProvider, {
      getKeywordMetrics: async (q: Parameters<KeywordDataProvider['getKeywordMetrics']>[0]) => {
        await sleep(400);
        return real.getKeywordMetrics(q);
      },
    });
    try {
      const { list, jobId } = await startImport('Cancelled');
      for (let waited = 0; waited < 60_000; waited += 100) {
        if ((await owner.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body.doneBatches >= 1) break;
        await sleep(100);
      }
      expect((await owner.post<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}/cancel`)).body.status).toBe('cancelled');
      // The batch in flight may land after the cancel: its worker analyses the list again then.
      let job = await waitUntilEnded(list.id, jobId);
      for (let stableSince = Date.now(); Date.now() - stableSince < 2_000; ) {
        await sleep(250);
        const now = (await owner.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
        if (now.doneBatches !== job.doneBatches) stableSince = Date.now();
        job = now;
      }
      expect(job.doneBatches).toBeGreaterThanOrEqual(1);
      expect(job.doneBatches).toBeLessThan(3);
      const items = await analysis(list.id);
      expect(items.filter((item) => item.opportunity !== null)).toHaveLength(job.doneItems);
      expect(await reanalysed(list)).toEqual(items);
    } finally {
      app.deps.provider = real;
    }
  });
});
