// API keys (decision 021) on the real app and database: create, list, revoke,
// shown once and hashed at rest, the tools and their reads over `Authorization: Bearer`, the
// quota shared with the session, the key's own rate limit, what a key may never reach, and
// malformed or hostile headers (never a 500, always the JSON error shape).
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_PER_USER } from '../../src/shared/constants/limits.js';
import { apiKeys, keywordResearch, usageEvents, userRoles, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { currentUsagePeriod } from '../../src/server/features/billing/usage-period.js';
import { startWellInsideWindow } from '../support/rate-window.js';
import { readResponse, startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

const RATE_LIMIT = 30;
const research = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 50 } as const;

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let admin: SignedIn;

/** A request the way curl sends it: no cookie, no Origin, only the Authorization header. */
async function withKey<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<TestResponse<T>> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(authorization === null ? {} : { Authorization: authorization }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return readResponse<T>(res);
}

async function createKey(client: TestClient, name = 'Reporting script'): Promise<{ id: string; secret: string; shortId: string }> {
  const res = await client.post('/api/api-keys', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.key.id, secret: res.body.secret, shortId: res.body.key.shortId };
}

const db = () => app.deps.database.db;

async function usageCount(userId: string, tool: string) {
  const rows = await db().select().from(usageEvents).where(and(eq(usageEvents.userId, userId), eq(usageEvents.tool, tool)));
  return rows.filter((r) => r.status !== 'refunded').length;
}

async function latestResearchId(userId: string): Promise<string> {
  const rows = await db().select({ id: keywordResearch.id, createdAt: keywordResearch.createdAt }).from(keywordResearch).where(eq(keywordResearch.userId, userId));
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return rows[0]!.id;
}

function expectErrorShape(res: TestResponse, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code: code ?? expect.any(String), message: expect.any(String) } });
}

beforeAll(async () => {
  app = await startTestApp({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) });
  [alice, bob, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser()]);
  await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
});

afterAll(async () => {
  await app?.close();
});

describe('managing keys on the profile', () => {
  it('creates a named key, shows it once, and stores only its SHA-256', async () => {
    const res = await alice.post('/api/api-keys', { name: '  Nightly export  ' });
    expect(res.status).toBe(201);
    const { key, secret } = res.body;
    expect(secret).toMatch(/^kl_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Nightly export', lastUsedAt: null });
    expect(secret.startsWith(key.shortId)).toBe(true);

    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(11));

    const list = await alice.get('/api/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(API_KEYS_PER_USER);
    const listed = list.body.keys.find((k: { id: string }) => k.id === key.id);
    expect(listed).toEqual({ id: key.id, name: 'Nightly export', shortId: key.shortId, scope: 'tools', createdAt: key.createdAt, lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('lists only the signed-in user\'s keys, and revokes them', async () => {
    const key = await createKey(alice, 'To revoke');
    expect((await bob.get('/api/api-keys')).body.keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await withKey(`Bearer ${key.secret}`, 'GET', '/api/serp/latest')).status).toBe(200);

    const revoked = await alice.request('DELETE', `/api/api-keys/${key.id}`);
    expect(revoked.status).toBe(200);
    expect((await alice.get('/api/api-keys')).body.keys.map((k: { id: string }) => k.id)).not.toContain(key.id);

    const after = await withKey(`Bearer ${key.secret}`, 'GET', '/api/serp/latest');
    expectErrorShape(after, 401, 'INVALID_API_KEY');
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expectErrorShape(await alice.request('DELETE', `/api/api-keys/${key.id}`), 404);
  });

  it('refuses what the rules refuse: a missing or long name, another user\'s key, a bad id, no session', async () => {
    expectErrorShape(await alice.post('/api/api-keys', {}), 400, 'VALIDATION');
    expectErrorShape(await alice.post('/api/api-keys', { name: '   ' }), 400, 'VALIDATION');
    expectErrorShape(await alice.post('/api/api-keys', { name: 'x'.repeat(51) }), 400, 'VALIDATION');
    expectErrorShape(await alice.post('/api/api-keys', { name: 42 }), 400, 'VALIDATION');
    expectErrorShape(await alice.request('POST', '/api/api-keys', 'not json', { 'Content-Type': 'application/json' }), 400);
    const bobs = await createKey(bob, 'Bob');
    expectErrorShape(await alice.request('DELETE', `/api/api-keys/${bobs.id}`), 404);
    expect((await withKey(`Bearer ${bobs.secret}`, 'GET', '/api/serp/latest')).status).toBe(200);
    expectErrorShape(await alice.request('DELETE', '/api/api-keys/not-a-uuid'), 400);
    expectErrorShape(await app.client().get('/api/api-keys'), 401);
    expectErrorShape(await app.client().post('/api/api-keys', { name: 'x' }), 401);
  });

  it('caps the active keys per user; a revoked key frees its place; racing creations cannot pass the cap', async () => {
    const user = await app.createUser();
    const made = await Promise.all(Array.from({ length: API_KEYS_PER_USER + 3 }, (_, i) => user.post('/api/api-keys', { name: `k${i}` })));
    expect(made.filter((r) => r.status === 201)).toHaveLength(API_KEYS_PER_USER);
    for (const refused of made.filter((r) => r.status !== 201)) expectErrorShape(refused, 409, 'API_KEY_LIMIT');
    const first = made.find((r) => r.status === 201)!.body.key.id;
    expect((await user.request('DELETE', `/api/api-keys/${first}`)).status).toBe(200);
    expect((await user.post('/api/api-keys', { name: 'again' })).status).toBe(201);
  });

  it('refuses a cross-site key creation (CSRF still guards the session)', async () => {
    expectErrorShape(await alice.request('POST', '/api/api-keys', { name: 'evil' }, { Origin: 'https://evil.example' }), 403);
  });
});

describe('using a key', () => {
  it('runs a keyword research with the quota of the session, and reads the result back', async () => {
    const user = await app.createUser();
    const key = await createKey(user);
    const before = await usageCount(user.userId, 'keywords');
    const run = await withKey(`Bearer ${key.secret}`, 'POST', '/api/research', research);
    expect(run.status, JSON.stringify(run.body).slice(0, 300)).toBe(200);
    expect(await usageCount(user.userId, 'keywords')).toBe(before + 1);

    const researchId = await latestResearchId(user.userId);
    const read = await withKey(`Bearer ${key.secret}`, 'GET', `/api/researches/${researchId}`);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).toContain('running shoes');

    // The session sees the same usage: one quota, two ways in.
    const summary = await user.get('/api/billing/subscription');
    const viaKey = await withKey(`Bearer ${key.secret}`, 'GET', '/api/billing/subscription');
    expect(viaKey.status).toBe(200);
    expect(viaKey.body).toEqual(summary.body);

    // Each request is logged with the key's id, never the key.
    const line = app.logEntries.find((e) => e.msg === 'request' && e.apiKeyId === key.id && e.path === '/api/research');
    expect(line).toBeDefined();
    expect(JSON.stringify(app.logEntries)).not.toContain(key.secret);
  });

  it('runs the SERP and related tools too, and stamps the last use', async () => {
    const user = await app.createUser();
    const key = await createKey(user);
    const serp = await withKey(`Bearer ${key.secret}`, 'POST', '/api/serp', { keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 10 });
    expect(serp.status, JSON.stringify(serp.body).slice(0, 300)).toBe(200);
    const related = await withKey(`Bearer ${key.secret}`, 'POST', '/api/related', { keyword: 'seo tools', languageCode: 'en', locationCode: 2840, limit: 100, depth: 1 });
    expect(related.status, JSON.stringify(related.body).slice(0, 300)).toBe(200);
    expect(await usageCount(user.userId, 'serp')).toBe(1);
    const listed = (await user.get('/api/api-keys')).body.keys[0];
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
  });

  it('writes the last use at most once a minute', async () => {
    const user = await app.createUser();
    const key = await createKey(user);
    await withKey(`Bearer ${key.secret}`, 'GET', '/api/serp/latest');
    const [first] = await db().select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    await new Promise((r) => setTimeout(r, 20));
    await withKey(`Bearer ${key.secret}`, 'GET', '/api/serp/latest');
    const [second] = await db().select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(first!.at).not.toBeNull();
    expect(second!.at!.getTime()).toBe(first!.at!.getTime());
  });

  it("never reads another user's results: 404 as for anyone else", async () => {
    await alice.post('/api/research', research);
    const alicesResearch = await latestResearchId(alice.userId);
    const bobsKey = await createKey(bob, 'Bob reads');
    expectErrorShape(await withKey(`Bearer ${bobsKey.secret}`, 'GET', `/api/researches/${alicesResearch}`), 404);
    expectErrorShape(await withKey(`Bearer ${bobsKey.secret}`, 'GET', `/api/researches/${randomUUID()}`), 404);
  });

  it("an admin's key is no admin: it reads no other user's research, rows, export or SERP analysis", async () => {
    const alicesResearch = await latestResearchId(alice.userId);
    const adminsKey = await createKey(admin, 'Admin reads');
    for (const path of [`/api/researches/${alicesResearch}`, `/api/researches/${alicesResearch}/rows`, `/api/researches/${alicesResearch}/export?format=csv`, `/api/serp/${alicesResearch}`]) {
      expectErrorShape(await withKey(`Bearer ${adminsKey.secret}`, 'GET', path), 404);
    }
    // The admin, signed in in the browser, still may (spec: admins view any research).
    expect((await admin.get(`/api/researches/${alicesResearch}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/api-keys/${adminsKey.id}`)).status).toBeLessThan(300);
  });

  it('never reaches account, profile, billing changes, admin, key management or the auth routes', async () => {
    const key = await createKey(admin, 'Admin script');
    const closed: Array<[string, string, unknown?]> = [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'made by a key' }],
      ['DELETE', `/api/api-keys/${key.id}`],
      ['GET', '/api/account/me'],
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile', { displayName: 'Key Holder' }],
      ['GET', '/api/profile/research-history'],
      ['POST', '/api/billing/choose-plan', { tier: 'pro', planId: 'x', billing: 'monthly' }],
      ['POST', '/api/billing/plan-selection', { tier: 'pro', planId: 'x', billing: 'monthly' }],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/stats'],
      ['POST', `/api/admin/users/${alice.userId}/roles`, { role: 'admin' }],
      ['DELETE', `/api/admin/users/${alice.userId}`, { confirmEmail: alice.email }],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-out', {}],
      ['POST', '/api/auth/change-password', { currentPassword: 'correct-horse-42', newPassword: 'another-horse-43' }],
      ['GET', '/api/spelling?s=test'],
    ];
    for (const [method, path, body] of closed) {
      expectErrorShape(await withKey(`Bearer ${key.secret}`, method, path, body), 403, 'API_KEY_NOT_ALLOWED');
    }
    // Nothing changed: still one key, no role for Alice, the admin's key still works.
    expect((await admin.get('/api/api-keys')).body.keys).toHaveLength(1);
    const alicesRoles = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, alice.userId));
    expect(alicesRoles.map((r) => r.role)).not.toContain('admin');
    expect((await alice.get('/api/account/me')).body.user).not.toBeNull();
    expect((await withKey(`Bearer ${key.secret}`, 'GET', '/api/serp/latest')).status).toBe(200);
  });

  it('answers with the key alone when a cookie comes too, and then CSRF applies', async () => {
    const key = await createKey(bob, 'With cookie');
    const cookie = [...alice.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Alice's cookie does not turn Bob's key into Alice, nor open what a key may not reach.
    expectErrorShape(await withKey(`Bearer ${key.secret}`, 'GET', '/api/account/me', undefined, { Cookie: cookie }), 403, 'API_KEY_NOT_ALLOWED');
    expectErrorShape(await withKey(`Bearer ${key.secret}`, 'GET', '/api/api-keys', undefined, { Cookie: cookie }), 403, 'API_KEY_NOT_ALLOWED');
    const bobsResearch = await bob.post('/api/research', research);
    expect(bobsResearch.status).toBe(200);
    const viaKeyWithAlicesCookie = await withKey(`Bearer ${key.secret}`, 'GET', `/api/researches/${await latestResearchId(bob.userId)}`, undefined, { Cookie: cookie });
    expect(viaKeyWithAlicesCookie.status).toBe(200);
    const alicesResearch = await latestResearchId(alice.userId);
    expectErrorShape(await withKey(`Bearer ${key.secret}`, 'GET', `/api/researches/${alicesResearch}`, undefined, { Cookie: cookie }), 404);
    // A write with a cookie and no Origin is refused as any cookie write would be.
    expectErrorShape(await withKey(`Bearer ${key.secret}`, 'POST', '/api/research', research, { Cookie: cookie }), 403);
    expectErrorShape(
      await withKey(`Bearer ${key.secret}`, 'POST', '/api/research', research, { Cookie: cookie, Origin: 'https://evil.example' }),
      403,
    );
    // A bad key with a good cookie is a 401, never a fall back to the cookie.
    expectErrorShape(await withKey(`Bearer kl_${'x'.repeat(43)}`, 'GET', '/api/serp/latest', undefined, { Cookie: cookie }), 401, 'INVALID_API_KEY');
  });

  describe('one monthly quota for the session and the key', () => {
    const market = { languageCode: 'en', locationCode: 2840 } as const;
    interface Tool {
      tool: string;
      path: string;
      usedField: 'keywordsUsed' | 'serpAnalysesUsed' | 'relatedKeywordsUsed';
      limitField: 'keywordsPerMonth' | 'serpAnalysesPerMonth' | 'relatedKeywordsPerMonth';
      body: Record<string, unknown>;
    }
    const tools: Tool[] = [
      { tool: 'keywords', path: '/api/research', usedField: 'keywordsUsed', limitField: 'keywordsPerMonth', body: { ...market, limit: 50 } },
      { tool: 'serp', path: '/api/serp', usedField: 'serpAnalysesUsed', limitField: 'serpAnalysesPerMonth', body: { ...market, limit: 10 } },
      { tool: 'related', path: '/api/related', usedField: 'relatedKeywordsUsed', limitField: 'relatedKeywordsPerMonth', body: { ...market, limit: 100, depth: 1 } },
    ];

    /** Sets the user's use of the tool this period so `left` units remain (as tests/api/quota.test.ts does). */
    async function leaveUnits(user: SignedIn, { usedField, limitField }: Tool, left: number): Promise<number> {
      const summary = await user.get('/api/billing/subscription');
      const limit: number = summary.body.plan[limitField];
      expect(limit).toBeGreaterThan(left);
      const [subscription] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.userId));
      const period = currentUsagePeriod(subscription!, new Date());
      const used = limit - left;
      await db()
        .insert(userUsage)
        .values({ userId: user.userId, periodStart: period.start, periodEnd: period.end, [usedField]: used })
        .onConflictDoUpdate({ target: [userUsage.userId, userUsage.periodStart], set: { [usedField]: used } });
      return limit;
    }

    /** What the user has been charged for the tool: the period's counter and the charged events. */
    async function charged(user: SignedIn, { tool, usedField }: Tool) {
      const summary = await user.get('/api/billing/subscription');
      return { used: summary.body.usage[usedField] as number, events: await usageCount(user.userId, tool) };
    }

    it.each(tools)('$tool: the session uses the last units, then the key is refused with the same quota error and nothing is charged', async (tool) => {
      const { path } = tool;
      const user = await app.createUser();
      const key = await createKey(user);
      const limit = await leaveUnits(user, tool, 2);
      const ask = (keyword: string) => ({ ...tool.body, keyword });
      expect((await user.post(path, ask('shared quota one'))).status).toBe(200);
      expect((await user.post(path, ask('shared quota two'))).status).toBe(200);
      const bySession = await user.post(path, ask('shared quota three'));
      expectErrorShape(bySession, 402, 'QUOTA_EXCEEDED');
      const before = await charged(user, tool);
      expect(before.used).toBe(limit);

      const byKey = await withKey(`Bearer ${key.secret}`, 'POST', path, ask('shared quota three'));
      expectErrorShape(byKey, bySession.status, bySession.body.error.code);
      expect(byKey.body).toEqual(bySession.body);
      // Another request, never asked before, is refused the same way.
      expectErrorShape(await withKey(`Bearer ${key.secret}`, 'POST', path, ask('shared quota four')), 402, 'QUOTA_EXCEEDED');
      expect(await charged(user, tool)).toEqual(before);
    });

    it.each(tools)('$tool: the key uses the last unit, then the session is refused with the same quota error and nothing is charged', async (tool) => {
      const { path } = tool;
      const user = await app.createUser();
      const key = await createKey(user);
      const limit = await leaveUnits(user, tool, 1);
      const ask = (keyword: string) => ({ ...tool.body, keyword });
      const last = await withKey(`Bearer ${key.secret}`, 'POST', path, ask('key takes the last'));
      expect(last.status, JSON.stringify(last.body).slice(0, 300)).toBe(200);
      const byKey = await withKey(`Bearer ${key.secret}`, 'POST', path, ask('one too many'));
      expectErrorShape(byKey, 402, 'QUOTA_EXCEEDED');
      const before = await charged(user, tool);
      expect(before.used).toBe(limit);

      const bySession = await user.post(path, ask('one too many'));
      expectErrorShape(bySession, byKey.status, byKey.body.error.code);
      expect(bySession.body).toEqual(byKey.body);
      expect(await charged(user, tool)).toEqual(before);
    });
  });

  it("limits each key's own rate: 429 with Retry-After in the JSON error shape, other keys unaffected", async () => {
    const user = await app.createUser();
    const [busy, calm] = [await createKey(user, 'busy'), await createKey(user, 'calm')];
    await startWellInsideWindow(60, 10_000);
    const answers: TestResponse[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) answers.push(await withKey(`Bearer ${busy.secret}`, 'GET', '/api/serp/latest'));
    expect(answers.slice(0, RATE_LIMIT).map((r) => r.status)).toEqual(Array(RATE_LIMIT).fill(200));
    const refused = answers[RATE_LIMIT]!;
    expectErrorShape(refused, 429, 'API_KEY_RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await withKey(`Bearer ${calm.secret}`, 'GET', '/api/serp/latest')).status).toBe(200);
    // The browser session of the same user has no such limit.
    expect((await user.get('/api/serp/latest')).status).toBe(200);
  });
});

describe('bad keys and headers', () => {
  it.each([
    ['', 'API_KEY_MALFORMED'],
    ['Bearer', 'API_KEY_MALFORMED'],
    ['Bearer ', 'API_KEY_MALFORMED'],
    ['Basic dXNlcjpwYXNz', 'API_KEY_MALFORMED'],
    ['Bearer a b', 'API_KEY_MALFORMED'],
    ['Token kl_abc', 'API_KEY_MALFORMED'],
    ['Bearer kl_', 'INVALID_API_KEY'],
    ['Bearer kl_short', 'INVALID_API_KEY'],
    [`Bearer kl_${'a'.repeat(43)}`, 'INVALID_API_KEY'],
    [`bearer kl_${'a'.repeat(43)}`, 'INVALID_API_KEY'],
    [`Bearer ${'x'.repeat(5000)}`.slice(0, 5000), 'INVALID_API_KEY'],
    ["Bearer kl_' or 1=1 --", 'API_KEY_MALFORMED'],
    ['Bearer kl_%00%0a', 'INVALID_API_KEY'],
    [`Bearer ${'é'.repeat(10)}`, 'INVALID_API_KEY'],
  ])('answers 401 to header #%# with the JSON error shape', async (header, code) => {
    const res = await withKey(header, 'POST', '/api/research', research);
    expectErrorShape(res, 401, code);
  });

  it('survives a run of random headers, paths and bodies without a 5xx', async () => {
    const key = await createKey(alice, 'Fuzz');
    const paths = ['/api/research', `/api/research/${randomUUID()}`, '/api/research/x', '/api/serp', '/api/serp/latest', '/api/related', '/api/api-keys', '/api/admin/users', '/api/nope'];
    const headers = [`Bearer ${key.secret}`, `Bearer ${key.secret}x`, `Bearer  ${key.secret}`, `Bearer ${key.secret} `, `BEARER ${key.secret}`, 'Bearer \t', 'Bearer kl_\u0001'];
    const bodies: unknown[] = [undefined, '{', '[]', 'null', { keyword: 1 }, { ...research, limit: 'x' }, { keyword: '\u0000'.repeat(10) }];
    let seed = 7;
    const pick = <T,>(list: readonly T[]): T => list[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % list.length]!;
    for (let i = 0; i < 60; i++) {
      const method = pick(['GET', 'POST', 'DELETE', 'PUT']);
      let res: TestResponse;
      try {
        res = await withKey(pick(headers), method, pick(paths), method === 'GET' ? undefined : pick(bodies));
      } catch {
        continue; // fetch itself refuses some header values (control characters): nothing reached the server
      }
      expect(res.status, `${method} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the bearer scheme with an example, on the tools and not on key management', async () => {
    const { body } = await app.client().get('/api/openapi.json');
    expect(body.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(body.components.securitySchemes.apiKey.description).toContain('Bearer kl_');
    expect(body.info.description).toContain('curl');
    // Spelling needs a session and refuses a key (decision 063); the tools take either.
    expect(body.paths['/api/spelling'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(body.paths['/api/spelling'].get.responses['403'].description).toContain('API_KEY_NOT_ALLOWED');
    expect(body.paths['/api/research'].post.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    expect(body.paths['/api/api-keys'].post.security).toEqual([{ sessionCookie: [] }]);
    expect(body.paths['/api/api-keys'].post.responses['201']).toBeDefined();
    expect(body.components.schemas.CreatedApiKey.properties.secret.examples ?? body.components.schemas.CreatedApiKey.properties.secret.example).toBeDefined();
  });
});
