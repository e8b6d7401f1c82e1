// The request layer: one route one rule (path variants and unlisted better-auth
// endpoints answer 404), no 500 on the inputs the outside fuzzer found, 413 before a body is read
// (chunked bodies cut off with Connection: close), lockout per address and per account at an
// address, TRUST_PROXY, a missing /assets/ file is a 404, HSTS only for an https APP_URL.
import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_BODY_MAX_BYTES } from '../../src/shared/constants/limits.js';
import { buildApp } from '../../src/server/app.js';
import { startWellInsideWindow } from '../support/rate-window.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

const PASSWORD = 'correct-horse-42';

function expectErrorBody(res: TestResponse, status?: number) {
  if (status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
}

let app: TestApp;
let signedIn: TestClient & { email: string; userId: string };
beforeAll(async () => {
  app = await startTestApp();
  signedIn = await app.createUser(uniqueEmail('requests'), PASSWORD);
});
afterAll(async () => {
  await app?.close();
});

describe('one route, one rule', () => {
  const variants = [
    '/api/auth/sign-in/email/',
    '/api/auth//sign-in/email',
    '/api/auth/Sign-In/email',
    '/API/auth/sign-in/email',
    '/api//auth/sign-in/email',
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign-up/email/',
    '/api/auth/request-password-reset/',
    '/api/auth/update-user/',
    '/api/research/',
    '/api/profile//',
  ];
  it.each(variants)('%s answers 404 with the JSON error body, and creates nothing', async (variant) => {
    const email = uniqueEmail('variant');
    const res = await app.client().request('POST', variant, { email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true });
    expectErrorBody(res, 404);
    // A sign-up variant would answer differently for a known address: it never reaches sign-up.
    expect((await app.client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
  });

  it.each(['update-user', 'change-password', 'change-email', 'list-sessions', 'revoke-sessions', 'delete-user', 'forget-password', 'list-accounts', 'set-password', 'ok', 'error'])(
    'the unlisted better-auth endpoint /api/auth/%s answers 404 (GET and POST)',
    async (endpoint) => {
      for (const method of ['GET', 'POST']) {
        const res = await signedIn.request(method, `/api/auth/${endpoint}`, method === 'POST' ? { name: 'Sneaky', image: 'x', newPassword: 'zzzzzzzz' } : undefined);
        expectErrorBody(res, 404);
      }
    },
  );

  it('the product’s own endpoints still answer', async () => {
    expect((await signedIn.get('/api/auth/get-session')).status).toBe(200);
    // Listed for "send a new link" (decision 039): POST only, answered alike for every address.
    expectErrorBody(await signedIn.request('GET', '/api/auth/send-verification-email'), 404);
    const resend = await app.client().post('/api/auth/send-verification-email', { email: uniqueEmail('nobody') });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ status: true });
    expect((await app.client().get('/api/auth/reset-link-status?token=nope')).body).toEqual({ valid: false });
  });
});

describe('no 500 on what the fuzzer sent (each a 4xx with the JSON error body)', () => {
  const longEmail = `${'a'.repeat(2800)}@example.test`;
  const nulEmail = 'someone\u0000@example.test';
  const cases: [string, string, unknown, Record<string, string>?][] = [
    ['research keyword with a NUL', '/api/research', { keyword: 'seo\u0000tools', languageCode: 'en', locationCode: 2840, limit: 100 }],
    ['serp keyword with a NUL', '/api/serp', { keyword: 'seo\u0000tools', languageCode: 'en', locationCode: 2840 }],
    ['related keyword with a NUL', '/api/related', { keyword: 'seo\u0000tools', languageCode: 'en', locationCode: 2840, depth: 1, limit: 100 }],
    ['sign-up e-mail of 2.8 KB', '/api/auth/sign-up/email', { email: longEmail, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }],
    ['sign-in e-mail of 2.8 KB', '/api/auth/sign-in/email', { email: longEmail, password: PASSWORD }],
    ['reset request e-mail of 2.8 KB', '/api/auth/request-password-reset', { email: longEmail }],
    ['sign-up e-mail with a NUL', '/api/auth/sign-up/email', { email: nulEmail, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true }],
    ['sign-in e-mail with a NUL', '/api/auth/sign-in/email', { email: nulEmail, password: PASSWORD }],
    ['malformed JSON on sign-in', '/api/auth/sign-in/email', '{"email": "a@b.c", "password": '],
    ['malformed JSON on reset', '/api/auth/reset-password', '{"token": '],
    ['multipart on sign-up', '/api/auth/sign-up/email', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--x--\r\n', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['broken multipart on sign-in', '/api/auth/sign-in/email', '--x\r\nContent-Disp', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['form body on reset request', '/api/auth/request-password-reset', 'email=a%40b.c', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['non-string callbackURL on social sign-in', '/api/auth/sign-in/social', { provider: 'google', callbackURL: 12 }],
    ['array callbackURL on social sign-in', '/api/auth/sign-in/social', { provider: 'google', callbackURL: ['/a'] }],
    ['foreign callbackURL on social sign-in', '/api/auth/sign-in/social', { provider: 'google', callbackURL: 'https://evil.example/' }],
    ['non-string token on reset', '/api/auth/reset-password', { newPassword: 'abcdefgh', token: { $ne: 1 } }],
  ];
  it.each(cases)('%s', async (_name, route, body, headers) => {
    for (const client of [app.client(), signedIn]) {
      const res = await client.request('POST', route, body, headers);
      expectErrorBody(res);
    }
  });

  it('a non-string callbackURL on e-mail sign-in is dropped, not a 500', async () => {
    const res = await app.client().post('/api/auth/sign-in/email', { email: signedIn.email, password: PASSWORD, callbackURL: 12 });
    expect(res.status).toBe(200);
  });
});

/** Sends a body without Content-Length (chunked), the way a streaming client does. */
function sendChunked(url: string, route: string, totalBytes: number): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: url } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('{"keyword":"');
    pump();
  });
}

describe('body limits', () => {
  it('a JSON body over 64 KB answers 413 with the JSON error, anonymous or signed in, on app and auth routes', async () => {
    const big = { keyword: 'x'.repeat(REQUEST_BODY_MAX_BYTES), language: 'en' };
    for (const [client, route] of [
      [app.client(), '/api/research'],
      [signedIn, '/api/research'],
      [app.client(), '/api/auth/sign-in/email'],
      [signedIn, '/api/billing/plan-selection'],
    ] as const) {
      const res = await client.post(route, big);
      expectErrorBody(res, 413);
      expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('a chunked body is cut off at the limit: 413 with JSON and Connection: close, never a reset', async () => {
    const res = await sendChunked(app.url, '/api/research', 4 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('a body just under the limit is read as usual', async () => {
    const res = await app.client().post('/api/auth/sign-in/email', { email: signedIn.email, password: PASSWORD, pad: 'x'.repeat(REQUEST_BODY_MAX_BYTES - 200) });
    expect(res.status).toBe(200);
  });
});

describe('lockout and TRUST_PROXY', () => {
  it('failures from another address never lock the owner out (TRUST_PROXY=1)', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: 'on', TRUST_PROXY: '1' });
    try {
      const owner = await limited.createUser(uniqueEmail('owner'), PASSWORD);
      await startWellInsideWindow(15 * 60);
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await limited.client().request('POST', '/api/auth/sign-in/email', { email: owner.email, password: `wrong-${i}-x` }, from('203.0.113.9'))).status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const ownersTry = await limited.client().request('POST', '/api/auth/sign-in/email', { email: owner.email, password: PASSWORD }, from('198.51.100.7'));
      expect(ownersTry.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('TRUST_PROXY unset: a rotated X-Forwarded-For does not evade the per-address limit; TRUST_PROXY=1: it names the address', async () => {
    // Each burst of 21 counts against its own addresses only, so each just has to fit in one window.
    const spray = (target: TestApp, forwardedFor: (i: number) => string) => async () => {
      await startWellInsideWindow(60, 10_000);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await target.client().request('POST', '/api/auth/sign-in/email', { email: uniqueEmail('spray'), password: PASSWORD }, { 'X-Forwarded-For': forwardedFor(i) });
        statuses.push(res.status);
      }
      return statuses;
    };
    const direct = await startTestApp({ AUTH_RATE_LIMIT: 'on' });
    const proxied = await startTestApp({ AUTH_RATE_LIMIT: 'on', TRUST_PROXY: '1' });
    try {
      const rotated = (i: number) => `10.1.${i}.1`;
      expect((await spray(direct, rotated)())[20]).toBe(429);
      expect((await spray(proxied, rotated)()).every((s) => s === 401)).toBe(true);
      // Behind one proxy the client's own prepended addresses are ignored: the proxy's entry counts.
      const spoofed = (i: number) => `10.9.${i}.9, 192.0.2.44`;
      expect((await spray(proxied, spoofed)())[20]).toBe(429);
    } finally {
      await direct.close();
      await proxied.close();
    }
    // Three bursts of 21 sign-ins, each possibly waiting up to 10 s for a fresh window: on two loaded cores, past a minute.
  }, 180_000);
});

describe('per-address limits group IPv6 by /64 (decision 037)', () => {
  it('two addresses of one /64 share a limit, another /64 does not; an IPv4-mapped address is its IPv4 address', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: 'on', TRUST_PROXY: '1' });
    const signIn = async (address: string) =>
      (await limited.client().request('POST', '/api/auth/sign-in/email', { email: uniqueEmail('v6'), password: PASSWORD }, { 'X-Forwarded-For': address })).status;
    try {
      await startWellInsideWindow(60, 10_000);
      const burst: number[] = [];
      for (let i = 0; i < 20; i++) burst.push(await signIn(i % 2 === 0 ? '2001:db8:0:1::a' : `2001:db8:0:1:${(i + 1).toString(16)}::b`));
      expect(burst.every((s) => s === 401)).toBe(true);
      expect(await signIn('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe(429);
      expect(await signIn('2001:db8:0:2::a')).toBe(401);

      await startWellInsideWindow(60, 10_000);
      const mapped: number[] = [];
      for (let i = 0; i < 20; i++) mapped.push(await signIn('::ffff:198.51.100.20'));
      expect(mapped.every((s) => s === 401)).toBe(true);
      expect(await signIn('198.51.100.20')).toBe(429);
      expect(await signIn('198.51.100.21')).toBe(401);
    } finally {
      await limited.close();
    }
  }, 180_000);
});

describe('static files and headers', () => {
  function clientBuild() {
    const dir = mkdtempSync(path.join(tmpdir(), 'kl-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
    return dir;
  }

  it('a missing /assets/ file is a 404, not the SPA page', async () => {
    const built = buildApp({ ...app.deps, config: { ...app.deps.config, serveClient: true } }, { clientDir: clientBuild() });
    expect((await built.request('/assets/app.js')).status).toBe(200);
    const missing = await built.request('/assets/missing-1234.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<html');
    expect((await built.request('/research')).status).toBe(200);
  });

  it('serves a script compressed at build time as it is, in the encoding the client accepts', async () => {
    const dir = clientBuild();
    const script = 'console.log("precompressed");'.repeat(100);
    writeFileSync(path.join(dir, 'assets', 'big.js'), script);
    writeFileSync(path.join(dir, 'assets', 'big.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'assets', 'big.js.gz'), gzipSync(script));
    const built = buildApp({ ...app.deps, config: { ...app.deps.config, serveClient: true } }, { clientDir: dir });
    const asBrotli = await built.request('/assets/big.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(Number(asBrotli.headers.get('content-length'))).toBe(brotliCompressSync(script).length);
    expect(brotliDecompressSync(Buffer.from(await asBrotli.arrayBuffer())).toString()).toBe(script);
    const asGzip = await built.request('/assets/big.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString()).toBe(script);
    const plain = await built.request('/assets/big.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('sends Strict-Transport-Security only when APP_URL is https', async () => {
    const plain = buildApp(app.deps);
    expect((await plain.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const secure = buildApp({ ...app.deps, config: { ...app.deps.config, appUrl: 'https://keywordlens.example' } });
    expect((await secure.request('/api/health')).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
