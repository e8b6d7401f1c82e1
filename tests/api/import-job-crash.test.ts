// An import job survives its server (decision 029): the real server runs as a child process on a
// slow DataForSEO stand-in and is killed with SIGKILL in the middle of a job; after the restart
// the job is claimed again once its lease has passed and finishes. Every batch is counted with its
// stored rows and its charged unit in one transaction, so afterwards: units charged = batches done
// = all batches, every keyword enriched, no unit left reserved. PGlite in a temporary DATA_DIR, or
// a fresh PostgreSQL database with TEST_DB=postgres.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportStarted, ListHeader, ListItemsPage, ListSummary } from '../../src/shared/contract/lists.js';
import { startCrashRig, type CrashRig } from '../support/crash-rig.js';
import { createVerifiedUser, type TestClient } from '../support/test-app.js';

const JOB_LEASE_MS = 2_000;
const BATCHES = 6;

let rig: CrashRig;

beforeAll(async () => {
  rig = await startCrashRig(
    { REQUEST_DEADLINE_MS: '5000', LEASE_SWEEP_INTERVAL_MS: '500', JOB_LEASE_MS: String(JOB_LEASE_MS), JOB_POLL_MS: '200' },
    'kwl-job-crash-',
  );
}, 120_000);

afterAll(async () => {
  await rig?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an import job whose server is killed', () => {
  it('is claimed again after its lease and finishes, every batch charged once with its rows', async () => {
    let user: TestClient = await createVerifiedUser(rig.server().url, rig.mail);
    const list = (await user.post<ListSummary>('/api/lists', { name: 'Crash' })).body;
    rig.fake.configure({ latencyMs: 700 });
    const text = Array.from({ length: BATCHES * 100 }, (_, i) => `crash keyword ${i}`).join('\n');
    const started = await user.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
    expect(started.status).toBe(202);
    expect(started.body.units).toBe(BATCHES);
    const jobId = started.body.job!.id;
    // Kill it in the middle: after the first batch is counted, with the next one in flight.
    for (let i = 0; i < 200; i++) {
      const job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
      if (job.doneBatches >= 1) break;
      await sleep(100);
    }
    await sleep(300);
    await rig.server().stop('SIGKILL');
    rig.fake.configure({ latencyMs: 50 });

    const server = await rig.restart({ kill: false });
    user = rig.reconnect(user);
    const restartedAt = Date.now();
    let job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
    const atRestart = job.doneBatches;
    expect(atRestart).toBeLessThan(BATCHES);
    while (job.status !== 'complete' && Date.now() - restartedAt < 60_000) {
      await sleep(200);
      job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
    }
    const jobLines = server.output().split('\n').filter((line) => line.includes('[jobs]')).slice(-3).join('\n');
    expect(job, `${job.error ?? ''}\n${jobLines}`).toMatchObject({ status: 'complete', doneBatches: BATCHES, unitsCharged: BATCHES, doneItems: BATCHES * 100 });
    const usage = await user.get('/api/billing/subscription');
    expect(usage.body.usage.keywordsUsed).toBe(BATCHES);
    const header = (await user.get<ListHeader>(`/api/lists/${list.id}`)).body;
    expect(header.keywordCount).toBe(BATCHES * 100);
    const page = await user.get<ListItemsPage>(`/api/lists/${list.id}/items?limit=1000`);
    expect(page.body.rows.filter((r) => r.metricsSource === 'pending')).toEqual([]);
    console.log(`[job-crash] killed at ${atRestart}/${BATCHES} batches; finished ${Date.now() - restartedAt} ms after the restart (lease ${JOB_LEASE_MS} ms)`);

    const database = await rig.stopAndOpenDatabase();
    try {
      const result: unknown = await database.db.execute(sql`select
        (select count(*) from usage_events where status = 'reserved')::int as reserved,
        (select count(*) from usage_events where status = 'settled' and units = 1 and result_id = ${jobId})::int as settled`);
      expect((result as { rows: unknown[] }).rows[0]).toEqual({ reserved: 0, settled: BATCHES });
    } finally {
      await database.close();
    }
  }, 240_000);
});
