// Operability on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres): the
// request id (header and log line), GET /api/ready, and GET /metrics behind METRICS_TOKEN with
// HTTP, provider, cache and quota figures.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUsage } from '../../src/server/db/schema/index.js';
import { instrumentProvider } from '../../src/server/providers/instrumented.js';
import { ProviderError, type KeywordDataProvider } from '../../src/server/providers/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const msg = (b: { error?: unknown }) => (typeof b.error === 'string' ? b.error : (b.error as { message?: string } | undefined)?.message);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  await app?.close();
});

const metrics = async () => {
  const res = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

/** The value of one sample line, e.g. sample(text, 'x_total', { route: '/a' }); 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('request id', () => {
  it('generates one per request, returns it in X-Request-Id and puts it on the request log line', async () => {
    const res = await fetch(`${app.url}/api/account/me`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${app.url}/api/account/me`);
    expect(other.headers.get('x-request-id')).not.toBe(id);
    const line = app.logEntries.find((e) => e.requestId === id && e.msg === 'request');
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/account/me', route: '/api/account/me', status: 200 });
    expect(typeof line!.durationMs).toBe('number');
  });

  it('keeps a sane incoming id and replaces an odd one', async () => {
    const kept = await fetch(`${app.url}/api/health`, { headers: { 'X-Request-Id': 'lb-7f3a:42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    for (const odd of ['has spaces', 'x'.repeat(200), '"><script>', '']) {
      const res = await fetch(`${app.url}/api/health`, { headers: { 'X-Request-Id': odd } });
      expect(res.headers.get('x-request-id'), odd).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is on error answers and on lines logged while the request ran', async () => {
    const client = await app.createUser();
    const res = await client.request('POST', '/api/research', { keyword: '', languageCode: 'en', locationCode: 2840 }, { 'X-Request-Id': 'bad-input-1' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('bad-input-1');
    expect(app.logEntries.find((e) => e.requestId === 'bad-input-1' && e.msg === 'request')).toMatchObject({ status: 400, route: '/api/research' });
  });
});

describe('GET /api/ready', () => {
  it('answers 200 with the database up and migrations current', async () => {
    const res = await fetch(`${app.url}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      database: { kind: app.deps.database.kind, status: 'up' },
      migrations: 'current',
      shuttingDown: false,
    });
    expect(await app.deps.database.isMigrated()).toBe(true);
  });

  it('answers 503 when the database does not answer', async () => {
    const { database } = app.deps;
    const ping = database.ping.bind(database);
    database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await fetch(`${app.url}/api/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'not_ready', database: { status: 'down' } });
    } finally {
      database.ping = ping;
    }
  });
});

describe('GET /metrics', () => {
  it('needs the token: 401 without or with a wrong one, never the figures', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${METRICS_TOKEN}`, METRICS_TOKEN]) {
      const res = await fetch(`${app.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(res.status, authorization).toBe(401);
      const body = await res.text();
      expect(body).not.toContain('keywordlens_http_requests_total');
      expect(msg(JSON.parse(body))).toBeTruthy();
    }
  });

  it('counts HTTP requests by route pattern and status, with a latency histogram', async () => {
    const client = await app.createUser();
    await client.get('/api/researches/00000000-0000-4000-8000-000000000000');
    const text = await metrics();
    expect(sample(text, 'keywordlens_http_requests_total', { method: 'GET', route: '/api/researches/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(sample(text, 'keywordlens_http_request_duration_seconds_count', { method: 'GET', route: '/api/researches/:id' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('keywordlens_http_request_duration_seconds_bucket{le="0.005"');
  });

  it('counts provider calls with their cost, cache hits and misses, and quota refusals', async () => {
    const client = await app.createUser();
    const before = await metrics();
    const keyword = `metrics keyword ${Date.now()}`;
    const body = { keyword, languageCode: 'en', locationCode: 2840, limit: 50 };
    expect((await client.post('/api/research', body)).status).toBe(200);
    expect((await client.post('/api/research', body)).status).toBe(200); // the cache answers
    await app.deps.database.db.update(userUsage).set({ keywordsUsed: 100 }).where(eq(userUsage.userId, client.userId));
    const refused = await client.post('/api/research', { ...body, keyword: `${keyword} new` });
    expect(refused.status).toBe(402);
    const after = await metrics();

    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('keywordlens_provider_calls_total', { provider: 'demo', endpoint: 'ideas', outcome: 'ok' })).toBe(1);
    expect(delta('keywordlens_provider_cache_lookups_total', { endpoint: 'ideas', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(delta('keywordlens_provider_cache_lookups_total', { endpoint: 'ideas', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(delta('keywordlens_quota_refusals_total', { tool: 'keywords' })).toBe(1);
    expect(after).toContain('keywordlens_process_cpu_seconds_total');
  });

  it('adds what the provider billed, for answers and for billed failures', async () => {
    const answer = { data: { items: [], totalCount: 0 }, providerCost: 0.25, provider: 'dataforseo' as const };
    const billedFailure = new ProviderError('timeout', { providerCost: 0.5 });
    const fake = {
      name: 'dataforseo' as const,
      isDemo: false,
      findKeywordIdeas: async () => answer,
      getKeywordMetrics: async () => ({ ...answer, data: [] }),
      findRelatedKeywords: async () => answer,
      getSerp: async () => {
        throw billedFailure;
      },
    } as unknown as KeywordDataProvider; // only the methods called below matter here
    const provider = instrumentProvider(fake);
    const before = await metrics();
    await provider.findRelatedKeywords({ keyword: 'k', locationCode: 2840, languageCode: 'en', depth: 1, offset: 0, limit: 10 });
    await expect(provider.getSerp({ keyword: 'k', locationCode: 2840, languageCode: 'en', depth: 10 })).rejects.toBe(billedFailure);
    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('keywordlens_provider_calls_total', { provider: 'dataforseo', endpoint: 'related', outcome: 'ok' })).toBe(1);
    expect(delta('keywordlens_provider_calls_total', { provider: 'dataforseo', endpoint: 'serp', outcome: 'timeout' })).toBe(1);
    expect(delta('keywordlens_provider_cost_usd_total', { provider: 'dataforseo', endpoint: 'related' })).toBeCloseTo(0.25);
    expect(delta('keywordlens_provider_cost_usd_total', { provider: 'dataforseo', endpoint: 'serp' })).toBeCloseTo(0.5);
  });

  it('does not exist when no METRICS_TOKEN is configured; /api/ready says 503 while shutting down', async () => {
    const bare = await startTestApp({}, { database: app.deps.database });
    try {
      expect((await fetch(`${bare.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${bare.url}/metrics`, { headers: { Authorization: 'Bearer anything-at-all-123' } })).status).toBe(404);
      bare.deps.lifecycle.startDraining();
      const ready = await fetch(`${bare.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', shuttingDown: true });
    } finally {
      await bare.close();
    }
  });
});
