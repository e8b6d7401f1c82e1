// The account security rules of the foundation: rate limits per IP and per account that hold
// across a restart, no account enumeration, CSRF on cookie-authenticated writes, security
// headers, and who may read what (anonymous, user, admin) on the account routes.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigWarnings, loadConfig } from '../../src/server/config.js';
import { VERIFIED_LANDING_PATH } from '../../src/server/auth/auth.js';
import { rateLimit, user } from '../../src/server/db/schema/index.js';
import { startWellInsideWindow } from '../support/rate-window.js';
import { startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

const PASSWORD = 'correct-horse-42';
const signUpFields = { password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, name: '' };

describe('rate limits (AUTH_RATE_LIMIT=on)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sign-in: 10 tries per account from one address, then 429 with Retry-After; the limit survives a restart', async () => {
    const email = uniqueEmail('victim');
    await startWellInsideWindow(15 * 60);
    for (let i = 0; i < 10; i++) {
      const res = await app.client().post('/api/auth/sign-in/email', { email, password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    const blocked = await app.client().post('/api/auth/sign-in/email', { email: email.toUpperCase(), password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.error.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');

    const rows = await app.deps.database.db.select().from(rateLimit).where(like(rateLimit.key, `account-at-address:/sign-in/email:${email}|%`));
    expect(rows[0]?.count).toBe(11);

    const restarted = await startTestApp({ AUTH_RATE_LIMIT: 'on' }, { database: app.deps.database });
    try {
      expect((await restarted.client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(429);
      // Another account from the same address is not blocked by the first one's counter.
      expect((await restarted.client().post('/api/auth/sign-in/email', { email: uniqueEmail(), password: PASSWORD })).status).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it('sign-in: 20 tries per IP and minute across accounts', async () => {
    const ipApp = await startTestApp({ AUTH_RATE_LIMIT: 'on' });
    try {
      await startWellInsideWindow(60);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await ipApp.client().post('/api/auth/sign-in/email', { email: uniqueEmail('spray'), password: PASSWORD })).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await ipApp.close();
    }
    // Up to 15 s waiting for a fresh window, then 21 password checks: past a minute on two loaded cores.
  }, 120_000);

  it('sign-up and reset request: 3 per account and hour from one address', async () => {
    const cases: [string, (email: string) => unknown][] = [
      ['/api/auth/sign-up/email', (email) => ({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true })],
      ['/api/auth/request-password-reset', (email) => ({ email, redirectTo: '/auth/update-password' })],
    ];
    await startWellInsideWindow(60 * 60);
    for (const [path, body] of cases) {
      const email = uniqueEmail('flood');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.client().post(path, body(email))).status);
      expect(statuses, path).toEqual([200, 200, 200, 429]);
    }
  });
});

describe('rate-limit configuration', () => {
  it('AUTH_RATE_LIMIT=off is said loudly at boot, and REDIS_URL is said to be unused', async () => {
    const loose = await startTestApp({ AUTH_RATE_LIMIT: 'off', REDIS_URL: 'redis://cache:6379' });
    try {
      expect(loose.logs.some((l) => l.startsWith('[config] WARNING: AUTH_RATE_LIMIT=off'))).toBe(true);
      expect(loose.logs.some((l) => l.startsWith('[config] WARNING: REDIS_URL is set but not used yet'))).toBe(true);
    } finally {
      await loose.close();
    }
  });

  it('AUTH_RATE_LIMIT=off is refused with NODE_ENV=production', () => {
    const env = { DATA_DIR: '.tmp/config-check', SESSION_SECRET: 's'.repeat(32), AUTH_RATE_LIMIT: 'off' };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/^ {2}AUTH_RATE_LIMIT: off is refused with NODE_ENV=production/m);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).authRateLimit).toBe(false);
    expect(authConfigWarnings(loadConfig({ ...env, AUTH_RATE_LIMIT: 'on' }))).toEqual([]);
  });
});

describe('security of requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a cookie-authenticated write from a foreign origin with 403', async () => {
    const signedIn = await app.createUser();
    for (const path of ['/api/auth/sign-out', '/api/auth/update-user', '/api/research']) {
      const res = await signedIn.request('POST', path, {}, { Origin: 'https://evil.example' });
      expect(res.status, path).toBe(403);
    }
    const noOrigin = await signedIn.request('POST', '/api/auth/sign-out', {}, { Origin: '' });
    expect(noOrigin.status).toBe(403);
    expect((await signedIn.get('/api/account/me')).body.user).not.toBeNull();
  });

  it('accepts a write without Origin when the browser says it is same-origin', async () => {
    const signedIn = await app.createUser();
    const res = await signedIn.request('POST', '/api/auth/sign-out', {}, { Origin: '', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
  });

  it('sends the security headers: a CSP without inline scripts, nosniff, no framing', async () => {
    for (const path of ['/api/health', '/api/account/me', '/api/auth/get-session']) {
      const res = await app.client().get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('sign-up does not reveal a known address: same status, same body shape, no second account', async () => {
    const known = await app.createUser();
    const fresh = uniqueEmail('fresh');
    const a = await app.client().post('/api/auth/sign-up/email', { email: known.email, ...signUpFields });
    const b = await app.client().post('/api/auth/sign-up/email', { email: fresh, ...signUpFields });
    expect(a.status).toBe(b.status);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect(Object.keys(a.body.user).sort()).toEqual(Object.keys(b.body.user).sort());
    expect(a.body.user.emailVerified).toBe(false);
    expect(a.body.user.id).not.toBe(known.userId);
    const notice = await app.mail.waitFor(known.email, (m) => m.subject === 'Your KeywordLens account');
    expect(notice.text).toContain('already have one');
    // The known account is untouched: its password still works.
    await app.signIn(known.email, 'correct-horse-42');
  });

  it('sign-up with a foreign callbackURL: the same answer for a new, an unconfirmed and a known address, no foreign link mailed', async () => {
    const known = await app.createUser();
    const unconfirmed = uniqueEmail('unconfirmed');
    await app.client().post('/api/auth/sign-up/email', { email: unconfirmed, ...signUpFields });
    await app.mail.waitFor(unconfirmed, (m) => /confirm/i.test(m.subject));
    const fresh = uniqueEmail('fresh-foreign');
    const answers = [];
    for (const email of [fresh, unconfirmed, known.email]) {
      for (const callbackURL of ['https://evil.example/steal', '/research']) {
        answers.push(await app.client().post('/api/auth/sign-up/email', { email, ...signUpFields, callbackURL }));
      }
    }
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.error.message).toBe('Unexpected field: callbackURL.');
    await new Promise((r) => setTimeout(r, 300));
    expect(await app.deps.database.db.select().from(user).where(eq(user.email, fresh))).toHaveLength(0);
    const all = app.mail.mails.filter((m) => [fresh, unconfirmed, known.email].some((e) => m.to.includes(e)));
    expect(all.every((m) => !m.raw.includes('evil.example'))).toBe(true);
  });

  it('every confirmation link returns to /research (with the verified notice), whatever callbackURL the request named', async () => {
    const email = uniqueEmail('resend');
    await app.client().post('/api/auth/sign-up/email', { email, ...signUpFields });
    const first = await app.mail.waitFor(email, (m) => /confirm/i.test(m.subject));
    // A sign-in of the unconfirmed account mails a fresh link; the callbackURL it names is dropped.
    const res = await app.client().post('/api/auth/sign-in/email', { email, password: PASSWORD, callbackURL: '/profile' });
    expect(res.status).toBe(403);
    const second = await app.mail.waitFor(email, (m) => /confirm/i.test(m.subject) && m !== first);
    for (const mail of [first, second]) {
      const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
      expect(link.searchParams.get('callbackURL')).toBe(VERIFIED_LANDING_PATH);
    }
  });

  it('reset requests answer alike for known and unknown addresses', async () => {
    const known = await app.createUser();
    const a = await app.client().post('/api/auth/request-password-reset', { email: known.email, redirectTo: '/auth/update-password' });
    const b = await app.client().post('/api/auth/request-password-reset', { email: uniqueEmail('ghost'), redirectTo: '/auth/update-password' });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
  });

  it('refuses a reset redirect to another site', async () => {
    const res = await app.client().post('/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: 'https://evil.example/steal' });
    expect(res.status).toBe(403);
  });
});

describe('who may read the account routes', () => {
  let app: TestApp;
  const adminEmail = uniqueEmail('admin');
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('anonymous, user and admin each see only what is theirs', async () => {
    const anonymous = app.client();
    const member = await app.createUser();
    const admin = await app.createUser(adminEmail);

    const anonMe = await anonymous.get('/api/account/me');
    expect(anonMe.status).toBe(200);
    expect(anonMe.body).toEqual({ user: null });

    const memberMe = await member.get('/api/account/me');
    expect(memberMe.body).toMatchObject({ user: { id: member.userId, email: member.email }, roles: ['user'] });
    expect(memberMe.body.profile).toEqual({ displayName: null, avatarUrl: null });

    const adminMe = await admin.get('/api/account/me');
    expect(adminMe.body.roles.sort()).toEqual(['admin', 'user']);

    for (const c of [anonymous, member, admin]) {
      const config = await c.get('/api/account/config');
      expect(config.status).toBe(200);
      expect(Object.keys(config.body).sort()).toEqual(['googleEnabled', 'isDemoData', 'outboxAvailable', 'provider', 'providers']);
      expect((await c.get('/api/health')).status).toBe(200);
    }

    expect((await anonymous.get('/api/auth/get-session')).body).toBeNull();
    expect((await member.get('/api/auth/get-session')).body.user.id).toBe(member.userId);
  });

  it('the admin area is closed to anonymous visitors (401) and plain users (403)', async () => {
    const member = await app.createUser();
    expect((await app.client().get('/api/admin/stats')).status).toBe(401);
    expect((await member.get('/api/admin/stats')).status).toBe(403);
  });

  it('a user cannot make themselves admin through the auth API', async () => {
    const member = await app.createUser();
    await member.post('/api/auth/update-user', { role: 'admin', selectedPlan: 'enterprise', name: 'Sneaky' });
    const me = await member.get('/api/account/me');
    expect(me.body.roles).toEqual(['user']);
  });
});
