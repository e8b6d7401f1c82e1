// Several app servers on one database (decision 012): an avatar uploaded through one is served by
// another, a session made on one works on the other (both databases, two apps in this process);
// on PostgreSQL, three server processes started together on an empty database all come up (the
// migration lock), and SIGTERM with a request in flight finishes it and exits 0.
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLANS } from '../../src/server/features/billing/plans-seed.js';
import { loadConfig } from '../../src/server/config.js';
import { composeAppEnvironment } from '../support/compose-env.js';
import { requestInFlight, spawnServer, type ServerProcess } from '../support/server-process.js';
import { createEmptyPostgresDatabase, TEST_DB_KIND } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('two app servers on one database', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, { database: one.deps.database });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('serves on one server the avatar uploaded through the other, with the same ETag', async () => {
    const user = await one.createUser();
    const form = new FormData();
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await user.request<{ avatarUrl: string }>('POST', '/api/profile/avatar', form);
    expect(uploaded.status).toBe(200);
    const fromOne = await fetch(`${one.url}${uploaded.body.avatarUrl}`);
    const fromTwo = await fetch(`${two.url}${uploaded.body.avatarUrl}`);
    expect(fromTwo.status).toBe(200);
    expect(fromTwo.headers.get('content-type')).toBe('image/webp');
    expect(fromTwo.headers.get('etag')).toBe(fromOne.headers.get('etag'));
    expect(Buffer.from(await fromTwo.arrayBuffer()).equals(Buffer.from(await fromOne.arrayBuffer()))).toBe(true);
  });

  it('accepts on one server the session made on the other', async () => {
    const user = await one.createUser();
    const onTwo = two.client();
    for (const [name, value] of user.cookies) onTwo.cookies.set(name, value);
    const me = await onTwo.get<{ user: { id: string } | null }>('/api/account/me');
    expect(me.body.user?.id).toBe(user.userId);
  });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('server processes on one PostgreSQL database', () => {
  const servers: ServerProcess[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = '';
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited()));
    await dropDatabase?.();
  });

  it('all start together on an empty database with the environment of compose.yaml: one migrates and seeds, the others wait, every one is ready', async () => {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = () => empty.drop();
    databaseUrl = empty.url;
    expect(() => composeAppEnvironment({})).toThrow('compose.yaml requires SESSION_SECRET');
    const compose = composeAppEnvironment({ SESSION_SECRET: 'compose-secret-compose-secret-compose-secret', METRICS_TOKEN: 'scale-out-metrics-token-1' });
    expect(compose).toMatchObject({ NODE_ENV: 'production', PORT: '3000', METRICS_TOKEN: 'scale-out-metrics-token-1' });
    // The compose network's "postgres" host becomes this test's empty database; three servers on one machine need their own ports.
    expect(compose.DATABASE_URL).toBe('postgres://keywordlens:keywordlens@postgres:5432/keywordlens');
    const env = { ...compose, DATABASE_URL: databaseUrl, PORT: '0', AUTH_RATE_LIMIT: 'on' };
    expect(loadConfig(env)).toMatchObject({ nodeEnv: 'production', databaseUrl, metricsToken: 'scale-out-metrics-token-1', logLevel: 'info' });
    for (let i = 0; i < 3; i++) servers.push(spawnServer(env));
    const ports = await Promise.all(servers.map((s) => s.listening()));
    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ database: { kind: 'postgres', status: 'up' }, migrations: 'current' });
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = (await import('../../src/server/db/migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const plans = await client.query('select count(*)::int as n from subscription_plans');
      expect(plans.rows[0].n).toBe(DEFAULT_PLANS.length);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('SIGTERM with a request in flight: it completes, then the process exits 0; the others keep serving', async () => {
    const [first, second] = servers;
    expect(first && second).toBeTruthy();
    const port = await first!.listening();
    const status = await requestInFlight(port, () => first!.kill('SIGTERM'));
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);

    // Every line the process wrote is read once it has exited (the answer can reach the test before
    // the request's log line does).
    const exit = await first!.exited();
    // The request was answered after the signal, not refused before it: its log line follows.
    const signalAt = first!.lines.findIndex((l) => l.msg === 'signal received');
    const answeredAt = first!.lines.findIndex((l) => l.msg === 'request' && l.path === '/api/auth/sign-in/email');
    expect(signalAt).toBeGreaterThanOrEqual(0);
    expect(answeredAt).toBeGreaterThan(signalAt);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first!.lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['signal received', 'stopped']));
    const otherPort = await second!.listening();
    expect((await fetch(`http://127.0.0.1:${otherPort}/api/ready`)).status).toBe(200);
  }, 60_000);
});
