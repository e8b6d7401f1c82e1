// A PostgreSQL outage (decision 035), without touching the shared server: the app reaches its own
// test database through a TCP proxy that the test cuts (every connection dropped, new ones refused)
// after terminating every backend of that database, then restores. The app must stay up, answer 503
// "try again" meanwhile (/api/ready too), serve again within seconds of the database coming back,
// finish an import job that was running across the cut, and lose no charged unit of a research
// that was waiting on the provider when the cut came.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportStarted, ListSummary } from '../../src/shared/contract/lists.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/shared/messages/operations.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { startHousekeeping } from '../../src/server/db/housekeeping.js';
import { keywordResearch, usageEvents, userUsage } from '../../src/server/db/schema/index.js';
import { jobWorkerDeps, startJobWorker } from '../../src/server/features/lists/index.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { createEmptyPostgresDatabase, TEST_DB_KIND, terminateBackendsOf, type EmptyPostgresDatabase } from '../support/test-db.js';

const research = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 50 } as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it is true; the bound is generous (a shared machine), the point is that it comes. */
async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('a PostgreSQL outage', () => {
  let empty: EmptyPostgresDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let fake: FakeDataForSeo;
  let app: TestApp;
  let user: TestClient & { userId: string };
  const stops: Array<() => unknown> = [];

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const target = new URL(empty.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ databaseUrl: proxy.through(empty.url) });
    fake = await startFakeDataForSeo();
    app = await startTestApp(
      {
        KEYWORD_PROVIDER: 'dataforseo',
        DATAFORSEO_LOGIN: fake.login,
        DATAFORSEO_PASSWORD: fake.password,
        DATAFORSEO_BASE_URL: fake.url,
        // Short leases, so the test sees the sweep give back what the outage stranded.
        REQUEST_DEADLINE_MS: '4000',
        JOB_LEASE_MS: '3000',
        JOB_POLL_MS: '100',
      },
      { database },
    );
    user = await app.createUser();
    // What main.ts starts beside the HTTP server.
    stops.push(startHousekeeping(database.db, app.deps.log, { leaseSweepIntervalMs: 500, health: database.health }));
    stops.push(startJobWorker(jobWorkerDeps(app.deps)));
  });

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await proxy?.restore();
    await app?.close();
    await database?.close();
    await empty?.drop();
    await proxy?.close();
    await fake?.close();
  });

  it('stays up, answers 503 "try again" meanwhile, serves again, finishes the job and loses no unit', async () => {
    expect((await app.client().get('/api/ready')).status).toBe(200);
    expect((await user.post('/api/research', research)).status).toBe(200);

    // An import job and a research, both waiting on a slow provider when the cut comes.
    fake.configure({ latencyMs: 1_200 });
    const list = (await user.post<ListSummary>('/api/lists', { name: 'Across the outage' })).body;
    const text = Array.from({ length: 300 }, (_, i) => `outage keyword ${i}`).join('\n');
    const started = await user.post<ImportStarted>(`/api/lists/${list.id}/import`, { text });
    expect(started.status).toBe(202);
    const jobId = started.body.job!.id;
    const inFlight = user.post('/api/research', { ...research, keyword: 'trail shoes' });
    await sleep(400);

    const terminated = await terminateBackendsOf(empty.url);
    expect(terminated).toBeGreaterThan(0);
    await proxy.cut();

    // Down: the probe says so, and every API request answers 503 in the API's error shape.
    await eventually('/api/ready answers 503', async () => (await app.client().get('/api/ready')).status === 503);
    const me = await user.get('/api/account/me');
    expect(me.status).toBe(503);
    expect(me.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(me.headers.get('retry-after')).toBe('5');
    const refused = await user.post('/api/research', { ...research, keyword: 'road shoes' });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('DATABASE_UNAVAILABLE');
    const signIn = await app.client().post('/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'not-the-password-1' });
    expect(signIn.status).toBe(503);
    expect(signIn.body.error.code).toBe('DATABASE_UNAVAILABLE');
    // The research that was waiting on the provider: a clear refusal, never a 500 or a reset connection.
    const interrupted = await inFlight;
    expect(interrupted.status).toBe(503);
    await sleep(2_500); // a few seconds of refused connections

    await proxy.restore();
    const backAfterMs = await eventually('/api/ready answers 200', async () => (await app.client().get('/api/ready')).status === 200);
    await eventually('requests are served again', async () => (await user.get('/api/account/me')).status === 200, 5_000);
    expect(backAfterMs).toBeLessThan(20_000);
    expect(app.logs.some((l) => /\[database\] WARNING: unreachable/.test(l))).toBe(true);
    expect(app.logs.some((l) => /\[database\] reachable again after \d+ ms/.test(l))).toBe(true);

    // The job that was running across the cut finishes, each batch charged once.
    let job: ImportJob | undefined;
    await eventually('the import job completes', async () => {
      job = (await user.get<ImportJob>(`/api/lists/${list.id}/jobs/${jobId}`)).body;
      return job.status === 'complete';
    }, 60_000);
    expect(job).toMatchObject({ status: 'complete', doneBatches: 3, unitsCharged: 3 });

    // Nothing charged is lost: once the stranded leases have expired and been swept, every unit
    // still counted is a settled one, and every settled research has its stored result.
    const events = () => database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId));
    await eventually('no lease is left open', async () => (await events()).every((e) => e.status !== 'reserved'), 30_000);
    const all = await events();
    const settled = all.filter((e) => e.status === 'settled');
    const [usage] = await database.db.select().from(userUsage).where(eq(userUsage.userId, user.userId));
    expect(usage!.keywordsUsed).toBe(settled.reduce((n, e) => n + e.units, 0));
    const interruptedEvents = all.filter((e) => e.requestKey.includes('trail shoes'));
    expect(interruptedEvents.length).toBeGreaterThan(0);
    for (const event of interruptedEvents) {
      if (event.status === 'settled') {
        const [stored] = await database.db.select().from(keywordResearch).where(and(eq(keywordResearch.id, event.resultId!), eq(keywordResearch.userId, user.userId)));
        expect(stored).toBeDefined();
      } else {
        expect(['released', 'refunded']).toContain(event.status);
      }
    }
    // And it serves as before.
    fake.configure({ latencyMs: 0 });
    expect((await user.post('/api/research', { ...research, keyword: 'after the outage' })).status).toBe(200);
  });

  it('outlives a terminated backend on a healthy database without a single 503', async () => {
    expect(await terminateBackendsOf(empty.url)).toBeGreaterThan(0);
    await sleep(300); // the pooled clients hear of it and leave the pool
    // The next requests open new connections.
    for (let i = 0; i < 5; i++) expect((await user.get('/api/account/me')).status).toBe(200);
    expect((await app.client().get('/api/ready')).status).toBe(200);
  });
});
