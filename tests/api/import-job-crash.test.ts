// An import job survives its server (decision 029): the real server runs as a child process on a
// slow DataForSEO stand-in and is killed with SIGKILL in the middle of a job; after the restart
// the job is claimed again once its lease has passed and finishes. Every batch is counted with its
// stored rows and its charged unit in one transaction, so afterwards: units charged = batches done
// = all batches, every keyword enriched, no unit left reserved. PGlite in a temporary DATA_DIR, or
// a fresh PostgreSQL database with TEST_DB=postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import type { ImportJob, ImportStarted, ListHeader, ListItemsPage, ListSummary } from '../../src/shared/contract/lists.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { spawnServer, type SpawnedServer } from '../support/spawned-server.js';
import { createClient, createVerifiedUser, freePort, type TestClient } from '../support/test-app.js';
import { createEmptyPostgresDatabase, TEST_DB_KIND } from '../support/test-db.js';

const JOB_LEASE_MS = 2_000;
const BATCHES = 6;

let fake: FakeDataForSeo;
let mail: MailCatcher;
let env: Record<string, string>;
let server: SpawnedServer | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let dataDir: string | undefined;
let databaseUrl: string | undefined;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
  mail = await startMailCatcher();
  const port = String(await freePort());
  env = {
    NODE_ENV: 'test',
    PORT: port,
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123',
    SMTP_URL: mail.smtpUrl,
    AUTH_RATE_LIMIT: 'off',
    SERVE_CLIENT: 'off',
    KEYWORD_PROVIDER: 'dataforseo',
    DATAFORSEO_LOGIN: fake.login,
    DATAFORSEO_PASSWORD: fake.password,
    DATAFORSEO_BASE_URL: fake.url,
    REQUEST_DEADLINE_MS: '5000',
    LEASE_SWEEP_INTERVAL_MS: '500',
    JOB_LEASE_MS: String(JOB_LEASE_MS),
    JOB_POLL_MS: '200',
  };
  dataDir = mkdtempSync(path.join(tmpdir(), 'kwl-job-crash-'));
  env.DATA_DIR = dataDir;
  if (TEST_DB_KIND === 'postgres') {
    const fresh = await createEmptyPostgresDatabase();
    databaseUrl = fresh.url;
    dropDatabase = () => fresh.drop();
    env.DATABASE_URL = fresh.url;
  }
  server = await spawnServer(env);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await mail?.close();
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function reconnect(client: TestClient): TestClient {
  const next = createClient(server!.url);
  for (const [name, value] of client.cookies) next.cookies.set(name, value);
  return next;
}

describe('an import job whose server is killed', () => {
  it('is claimed again after its lease and finishes, every batch charged once with its rows', async () => {
    let user: TestClient = await createVerifiedUser(server!.url, mail);
    const list = (await user.post<ListSummary>('/api/lists', { name: 'Crash' })).body;
    fake.configure({ latencyMs: 700 });
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
    await server!.stop('SIGKILL');
    fake.configure({ latencyMs: 50 });

    server = await spawnServer(env);
    user = reconnect(user);
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

    await server.stop('SIGKILL');
    server = undefined;
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
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
