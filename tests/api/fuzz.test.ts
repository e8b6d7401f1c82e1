// A seeded fuzz run over every API route, anonymous, as a user and as an admin: malformed JSON,
// wrong types, NUL and control characters, huge strings, wrong content types, broken multipart,
// odd ids and query strings. No answer may be a 5xx, and every 4xx of /api carries the JSON error
// body { error: { code, message } }. A second run puts a NUL, a lone high and a lone low surrogate
// into every field, query parameter and path parameter of every route (decision 038): each is a
// 400 VALIDATION naming where it was. FUZZ_SEED and FUZZ_RUNS change the run; a failure prints
// the seed and the requests that broke the rule, so it can be replayed.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/shared/constants/limits.js';
import { UNSTORABLE_MESSAGES } from '../../src/shared/storable-text.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';
import { unstorableCases, type UnstorableCase } from './fuzz-unstorable-cases.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5000);
const CONCURRENCY = 4;

interface Route {
  method: string;
  path: string;
  /** Field names the route reads, so generated bodies get past the first check now and then. */
  fields?: string[];
  /** Query parameter names for GET routes. */
  query?: string[];
  /** Left out for signed-in clients (it would end the session the rest of the run uses). */
  anonymousOnly?: boolean;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/account/config' },
  { method: 'GET', path: '/api/outbox' },
  { method: 'GET', path: '/api/account/me' },
  { method: 'POST', path: '/api/research', fields: ['keyword', 'languageCode', 'locationCode', 'limit'] },
  { method: 'GET', path: '/api/research/:id' },
  { method: 'POST', path: '/api/serp', fields: ['keyword', 'languageCode', 'locationCode'] },
  { method: 'GET', path: '/api/serp/latest', query: ['keyword', 'languageCode', 'locationCode'] },
  { method: 'GET', path: '/api/serp/:id' },
  { method: 'POST', path: '/api/related', fields: ['keyword', 'languageCode', 'locationCode', 'limit', 'depth', 'offset', 'research_id'] },
  { method: 'GET', path: '/api/spelling', query: ['s', 'max'] },
  { method: 'GET', path: '/api/billing/plans' },
  { method: 'GET', path: '/api/billing/subscription' },
  { method: 'POST', path: '/api/billing/plan-selection', fields: ['tier', 'planId', 'billing', 'timestamp'] },
  { method: 'POST', path: '/api/billing/choose-plan', fields: ['tier', 'planId', 'billing'] },
  { method: 'GET', path: '/api/profile' },
  { method: 'PATCH', path: '/api/profile', fields: ['displayName', 'avatar_url', 'tier', 'email'] },
  { method: 'POST', path: '/api/profile/avatar', fields: ['avatar', 'file'] },
  { method: 'GET', path: '/api/profile/research-history' },
  { method: 'GET', path: '/api/api-keys' },
  { method: 'POST', path: '/api/api-keys', fields: ['name'] },
  { method: 'DELETE', path: '/api/api-keys/:id' },
  { method: 'GET', path: '/avatars/:userId/:fileName' },
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/users/:id' },
  { method: 'PUT', path: '/api/admin/users/:id/subscription', fields: ['tier', 'status', 'trialEndsAt', 'currentPeriodStart', 'currentPeriodEnd'] },
  { method: 'POST', path: '/api/admin/users/:id/roles', fields: ['role'] },
  { method: 'DELETE', path: '/api/admin/users/:id/roles/:role' },
  { method: 'DELETE', path: '/api/admin/users/:id', fields: ['confirmEmail'] },
  { method: 'GET', path: '/api/admin/research' },
  { method: 'GET', path: '/api/admin/subscriptions', query: ['tier', 'status'] },
  { method: 'POST', path: '/api/auth/sign-up/email', fields: ['email', 'password', 'confirmPassword', 'acceptTerms', 'name', 'image', 'callbackURL'] },
  { method: 'POST', path: '/api/auth/sign-in/email', fields: ['email', 'password', 'rememberMe', 'callbackURL'] },
  { method: 'POST', path: '/api/auth/sign-in/social', fields: ['provider', 'callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'idToken'] },
  { method: 'GET', path: '/api/auth/callback/google', query: ['code', 'state', 'error'] },
  { method: 'POST', path: '/api/auth/sign-out', anonymousOnly: true },
  { method: 'GET', path: '/api/auth/get-session', query: ['disableCookieCache'] },
  { method: 'GET', path: '/api/auth/verify-email', query: ['token', 'callbackURL'] },
  { method: 'POST', path: '/api/auth/request-password-reset', fields: ['email', 'redirectTo'] },
  { method: 'GET', path: '/api/auth/reset-password/:token', query: ['callbackURL'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'newPassword'] },
  { method: 'GET', path: '/api/auth/reset-link-status', query: ['token'] },
  // Unlisted better-auth endpoints and unknown paths: 404 with the JSON body whatever is sent.
  { method: 'POST', path: '/api/auth/update-user', fields: ['name', 'image'] },
  { method: 'POST', path: '/api/auth/change-password', fields: ['currentPassword', 'newPassword', 'revokeOtherSessions'] },
  { method: 'GET', path: '/api/:id' },
];

const SPECIALS = [
  '\u0000', 'a\u0000b', '\u0001\u001f\u007f', '\u202e', '\ud800', '\uffff', '%00', '%2e%2e%2f', '../../etc/passwd', "' OR 1=1 --",
  '<script>alert(1)</script>', '{{7*7}}', '${7*7}', 'null', 'undefined', '[]', '{}', ' ', '', 'en', '2840', 'google',
  'admin', 'free_trial', 'monthly', 'active', '/research', '//evil.example', 'https://evil.example/x', 'javascript:alert(1)',
  'a@b.c', 'someone@example.test', 'seo tools', '2026-01-01T00:00:00Z',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 5000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 250, max: 3000 }).map((n) => `${'a'.repeat(n)}@example.test`) },
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 100, 2840, 1e308, Number.MAX_SAFE_INTEGER + 2)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
);

type Body = { kind: string; contentType?: string; payload?: string };

const bodyFor = (route: Route): fc.Arbitrary<Body> => {
  const names = route.fields ?? ['x'];
  const fieldsObject = fc
    .tuple(fc.subarray(names), fc.array(value, { minLength: names.length, maxLength: names.length }), fc.option(fc.tuple(text, value), { nil: undefined }))
    .map(([keys, values, extra]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((key, i) => (body[key] = values[i]));
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
  const json = (payload: string, contentType = 'application/json'): Body => ({ kind: 'json', contentType, payload });
  return fc.oneof(
    { weight: 6, arbitrary: fieldsObject.map((b) => json(JSON.stringify(b))) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => json(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fieldsObject.map((b) => JSON.stringify(b)).chain((s) => fc.nat(s.length).map((cut) => ({ kind: 'malformed-json', contentType: 'application/json', payload: s.slice(0, cut) + (cut % 2 ? '}' : '') }))) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,2', '{"a":1}}', '"x"', '1e99999').map((p) => ({ kind: 'malformed-json', contentType: 'application/json', payload: p })) },
    { weight: 2, arbitrary: fc.tuple(fieldsObject, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png', 'application/json; charset=utf-16', 'application/jsonx')).map(([b, ct]) => ({ kind: 'wrong-type', contentType: ct, payload: ct.includes('form') ? new URLSearchParams(Object.entries(b).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString() : JSON.stringify(b) })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...names), text, fc.boolean(), fc.constantFrom('x', 'boundary', '')).map(([name, content, broken, boundary]) => {
      const full = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      return { kind: 'multipart', contentType: `multipart/form-data; boundary=${boundary}`, payload: broken ? full.slice(0, Math.max(1, full.length >> 1)) : full };
    }) },
    { weight: 1, arbitrary: fc.constantFrom(REQUEST_BODY_MAX_BYTES - 100, REQUEST_BODY_MAX_BYTES + 1, 200_000).map((n) => json(JSON.stringify({ [names[0]!]: 'x'.repeat(n) }))) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'empty' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'no-content-type', payload: '{"a":1}' }) },
  );
};

// A lone surrogate cannot be percent-encoded; such a segment is sent as its UTF-16 code units instead.
const encodeSegment = (t: string) => {
  try {
    return encodeURIComponent(t.slice(0, 300)) || 'x';
  } catch {
    return [...t.slice(0, 50)].map((ch) => `%${(ch.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}`).join('');
  }
};

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constant('uuid') },
  { weight: 1, arbitrary: fc.constant('own') },
  { weight: 3, arbitrary: text.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('admin', 'user', 'moderator', '0', '-1', '..', '.', '%2F', 'a%00b', 'x'.repeat(3000)) },
);

const request = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    as: fc.constantFrom('anonymous', 'user', 'admin'),
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') }),
    ids: fc.array(segment, { minLength: 2, maxLength: 2 }),
    query: fc.array(fc.tuple(fc.constantFrom(...(route.query ?? ['q'])), text), { maxLength: 3 }),
    body: bodyFor(route),
  }),
);

type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

let app: TestApp;
let user: TestClient & { userId: string };
let admin: TestClient & { userId: string };
const adminEmail = uniqueEmail('fuzz-admin');

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  user = await app.createUser(uniqueEmail('fuzz-user'));
  admin = await app.createUser(adminEmail);
});
afterAll(async () => {
  await app?.close();
});

function urlOf(r: FuzzRequest, self: string): string {
  let i = 0;
  const path = r.route.path.replace(/:(\w+)/g, () => {
    const s = r.ids[i++ % r.ids.length]!;
    return s === 'uuid' ? randomUUID() : s === 'own' ? self : s;
  });
  const search = new URLSearchParams(r.query).toString();
  return `${app.url}${path}${search ? `?${search}` : ''}`;
}

async function send(r: FuzzRequest) {
  const client = r.as === 'user' ? user : r.as === 'admin' ? admin : null;
  const method = r.as !== 'anonymous' && r.route.anonymousOnly ? 'GET' : r.method;
  const headers: Record<string, string> = { Origin: app.url };
  if (client) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const hasBody = !['GET', 'HEAD'].includes(method) && r.body.kind !== 'empty';
  if (hasBody && r.body.contentType) headers['Content-Type'] = r.body.contentType;
  const url = urlOf(r, client?.userId ?? randomUUID());
  const res = await fetch(url, { method, headers, redirect: 'manual', body: hasBody ? (r.body.payload ?? '') : undefined });
  const text = await res.text();
  return { url, method, status: res.status, contentType: res.headers.get('content-type') ?? '', text };
}

function problemOf(answer: Awaited<ReturnType<typeof send>>): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.status < 400 || !new URL(answer.url).pathname.startsWith('/api')) return null;
  try {
    const body = JSON.parse(answer.text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string' && typeof body.error.message === 'string') return null;
  } catch {
    /* not JSON */
  }
  return `${answer.status} without the JSON error body`;
}

describe(`fuzz: ${RUNS} requests over ${ROUTES.length} routes (seed ${SEED})`, () => {
  it('never answers 5xx, and every 4xx carries { error: { code, message } }', { timeout: 600_000 }, async () => {
    const requests = fc.sample(request, { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++]!;
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          // A pooled keep-alive socket the server has just closed as idle fails the next request
          // with "other side closed" before the server ever sees it (a client race, not an
          // answer): such a request is sent once more; any other failure, or a second one, counts.
          answer = await send(r).catch((err: unknown) => {
            const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
            if (/other side closed|ECONNRESET/i.test(reason)) return send(r);
            throw err;
          });
        } catch (err) {
          failures.push(`${r.method} ${r.route.path} as ${r.as} (${r.body.kind}): no answer: ${err instanceof Error ? (err.cause as Error | undefined)?.message ?? err.message : String(err)}`);
          continue;
        }
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const problem = problemOf(answer);
        if (problem) {
          failures.push(`${answer.method} ${answer.url.slice(app.url.length, app.url.length + 120)} as ${r.as} (${r.body.kind}, ${r.body.contentType ?? 'no type'}: ${JSON.stringify((r.body.payload ?? '').slice(0, 160))}) -> ${problem}: ${answer.text.slice(0, 200)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[fuzz] seed ${SEED}: ${requests.length} requests in ${seconds}s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures.slice(0, 15), `${failures.length} of ${requests.length} answers broke the rule (seed ${SEED})`).toEqual([]);
    // The signed-in clients stayed signed in, so the run covered signed-in routes throughout.
    expect((await user.get('/api/account/me')).body.user?.id).toBe(user.userId);
    expect((await admin.get('/api/account/me')).body.roles).toContain('admin');
  });
});

describe(`fuzz: NUL and lone surrogates in every field, query parameter and path parameter (seed ${SEED})`, () => {
  it('answers 400 VALIDATION naming the input, and never 5xx', { timeout: 600_000 }, async () => {
    const document = (await user.get('/api/openapi.json')).body as Parameters<typeof unstorableCases>[0];
    const cases = unstorableCases(document, ROUTES, SEED);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const k = cases[next++]!;
        const problem = await checkCase(k).catch((err: unknown) => `no answer: ${err instanceof Error ? err.message : String(err)}`);
        if (problem) failures.push(`${k.method} ${k.path} ${k.where} ${JSON.stringify(k.name)} (${k.kind}): ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`[fuzz] unstorable inputs, seed ${SEED}: ${cases.length} requests over ${new Set(cases.map((k) => `${k.method} ${k.path}`)).size} routes`);
    expect(failures.slice(0, 15), `${failures.length} of ${cases.length} answers broke the rule (seed ${SEED})`).toEqual([]);
    expect((await user.get('/api/account/me')).body.user?.id).toBe(user.userId);
  });
});

async function checkCase(k: UnstorableCase): Promise<string | null> {
  const headers: Record<string, string> = { Origin: app.url };
  if (!k.anonymous) headers.Cookie = [...user.cookies].map(([name, v]) => `${name}=${v}`).join('; ');
  if (k.contentType) headers['Content-Type'] = k.contentType;
  const res = await fetch(`${app.url}${k.url}`, { method: k.method, headers, redirect: 'manual', body: k.body });
  const text = await res.text();
  if (res.status >= 500) return `${res.status}: ${text.slice(0, 200)}`;
  let error: { code?: unknown; field?: unknown; message?: unknown } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    /* not JSON */
  }
  if (k.expect === 'refused') {
    return res.status === 400 && error?.code === 'VALIDATION' && error.field === k.field ? null : `expected 400 VALIDATION field ${k.field}, got ${res.status} ${text.slice(0, 200)}`;
  }
  // Passed on: never a 5xx (above), and never refused as a string storage cannot hold (a route's
  // own rule, such as an id that is no UUID, may still refuse it).
  return Object.values(UNSTORABLE_MESSAGES).includes(error?.message as string) ? `refused as unstorable: ${text.slice(0, 200)}` : null;
}
