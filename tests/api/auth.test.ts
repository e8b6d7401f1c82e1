// Every account flow through the real HTTP app and real e-mails (SMTP receiver): sign-up and
// verification, sign-in and its messages, sign-out, password reset, roles from ADMIN_EMAILS,
// the outbox mode of the mailer and the Google configuration.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/shared/messages/auth.js';
import { BODY_NOT_JSON } from '../../src/server/auth/request-helpers.js';
import { EMAIL_REQUIRED, NEW_PASSWORD_TOO_SHORT, PASSWORD_REQUIRED } from '../../src/shared/messages/validation.js';
import { metricProvenance, metricSourceLabel } from '../../src/shared/format/metric-source.js';
import { PROVIDER_NAMES } from '../../src/server/providers/profiles.js';
import { account, mailOutbox, profiles, session, user, userRoles, userSubscriptions, verification } from '../../src/server/db/schema/index.js';
import { linkIn } from '../support/mail-catcher.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

const PASSWORD = 'correct-horse-42';
/** What the sign-up form sends: the terms ticked and the password confirmed. */
const signUpBody = (email: string, password = PASSWORD) => ({ email, password, confirmPassword: password, acceptTerms: true });
const isConfirmMail = (m: { subject: string }) => /confirm/i.test(m.subject);
const isResetMail = (m: { subject: string }) => /reset/i.test(m.subject);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.deps.database.db;
const me = (c: TestClient) => c.get<{ user: { id: string; email: string; emailVerified: boolean } | null; roles?: string[] }>('/api/account/me');
const countUsers = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;
const pathOf = (location: string | null) => (location ? new URL(location, app.url).pathname : null);

async function rolesOf(userId: string) {
  const rows = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account, mails a confirmation link that returns to /research signed in', async () => {
    const email = uniqueEmail('signup');
    const c = app.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody(`  ${email.toUpperCase()} `));
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect(c.cookies.size).toBe(0);

    const [row] = await db().select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toMatchObject({ email, displayName: null, avatarUrl: null });
    expect(await rolesOf(row!.id)).toEqual(['user']);

    const mail = await app.mail.waitFor(email, isConfirmMail);
    const link = linkIn(mail);
    expect(link.startsWith(`${app.url}/api/auth/verify-email?`)).toBe(true);
    const verify = await c.request('GET', link);
    expect(verify.status).toBe(302);
    expect(pathOf(verify.headers.get('location'))).toBe('/research');
    const cookie = verify.headers.getSetCookie().find((l) => l.startsWith('keywordlens.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const answer = await me(c);
    expect(answer.body.user).toMatchObject({ id: row!.id, email, emailVerified: true });
    expect(answer.body.roles).toEqual(['user']);
    const subscriptions = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, row!.id));
    expect(subscriptions).toHaveLength(1);
  });

  it('sends the confirmation link to /research even when the client gave no callback', async () => {
    const email = uniqueEmail('nocallback');
    const c = app.client();
    expect((await c.post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
    const verify = await c.request('GET', linkIn(await app.mail.waitFor(email, isConfirmMail)));
    expect(pathOf(verify.headers.get('location'))).toBe('/research');
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await countUsers();
    const c = app.client();
    const mailsBefore = app.mail.mails.length;
    const cases: [unknown, string][] = [
      [{}, AUTH_MESSAGES.emailOrPhoneRequired],
      [{ email: '', password: '' }, AUTH_MESSAGES.emailOrPhoneRequired],
      [signUpBody('not-an-email'), AUTH_MESSAGES.invalidEmail],
      [signUpBody(uniqueEmail(), '12345'), AUTH_MESSAGES.passwordTooShort],
      [signUpBody(uniqueEmail(), 'x'.repeat(129)), 'Password must be at most 128 characters.'],
      [{ password: PASSWORD }, EMAIL_REQUIRED],
      // The form's own rules, checked again by the server (one shared schema).
      [{ email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD }, AUTH_MESSAGES.agreeToTerms],
      [{ ...signUpBody(uniqueEmail()), acceptTerms: false }, AUTH_MESSAGES.agreeToTerms],
      [{ ...signUpBody(uniqueEmail()), acceptTerms: 'true' }, AUTH_MESSAGES.agreeToTerms],
      [{ email: uniqueEmail(), password: PASSWORD, acceptTerms: true }, AUTH_MESSAGES.passwordsDoNotMatch],
      [{ ...signUpBody(uniqueEmail()), confirmPassword: 'another-pass' }, AUTH_MESSAGES.passwordsDoNotMatch],
      ['not json at all', BODY_NOT_JSON],
      [['an', 'array'], BODY_NOT_JSON],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/auth/sign-up/email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ error: { message } });
    }
    expect(await countUsers()).toBe(before);
    await new Promise((r) => setTimeout(r, 200));
    expect(app.mail.mails.length).toBe(mailsBefore);
  });

  it('accepts passwords of exactly 6 and 128 characters', async () => {
    for (const password of ['123456', 'p'.repeat(128)]) {
      const email = uniqueEmail('bounds');
      await app.createUser(email, password);
      await app.signIn(email, password);
    }
  });

  it('a second sign-up of an unverified address sends a new confirmation link', async () => {
    const email = uniqueEmail('again');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    const first = await app.mail.waitFor(email, isConfirmMail);
    const res = await app.client().post('/api/auth/sign-up/email', signUpBody(email, 'another-pass-1'));
    expect(res.status).toBe(200);
    const second = await app.mail.waitFor(email, (m) => isConfirmMail(m) && m !== first);
    const c = app.client();
    await c.request('GET', linkIn(second));
    expect((await me(c)).body.user?.email).toBe(email);
    expect((await db().select().from(user).where(eq(user.email, email))).length).toBe(1);
  });

  it('an invalid confirmation link signs nobody in', async () => {
    const c = app.client();
    const res = await c.request('GET', '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fresearch');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=/);
    expect((await me(c)).body.user).toBeNull();
  });
});

describe('a confirmation link signs in once only', () => {
  const sessionCookie = (res: { headers: Headers }) => res.headers.getSetCookie().find((l) => l.startsWith('keywordlens.session_token='));
  const sessionsOf = async (email: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(user.email, email))
    )[0]!.n;

  it('the second click creates no session and lands on sign-in', async () => {
    const email = uniqueEmail('twice');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    const link = linkIn(await app.mail.waitFor(email, isConfirmMail));
    const first = app.client();
    expect(pathOf((await first.request('GET', link)).headers.get('location'))).toBe('/research');
    expect((await me(first)).body.user?.email).toBe(email);
    expect(await sessionsOf(email)).toBe(1);

    const second = app.client();
    const again = await second.request('GET', link);
    expect(again.status).toBe(302);
    expect(pathOf(again.headers.get('location'))).toBe('/auth/sign-in');
    expect(sessionCookie(again)).toBeUndefined();
    expect((await me(second)).body.user).toBeNull();
    expect(await sessionsOf(email)).toBe(1);
  });

  it('after a password reset ended every session, the old link signs nobody in', async () => {
    const email = uniqueEmail('after-reset');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    const link = linkIn(await app.mail.waitFor(email, isConfirmMail));
    await app.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/update-password' });
    const resetLink = linkIn(await app.mail.waitFor(email, isResetMail));
    const token = new URL((await app.client().request('GET', resetLink)).headers.get('location')!, app.url).searchParams.get('token')!;
    // The reset ends every session and signs in only the browser that set the password.
    expect((await app.client().post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token })).status).toBe(200);
    const sessionsAfterReset = await sessionsOf(email);

    const c = app.client();
    const res = await c.request('GET', link);
    expect(pathOf(res.headers.get('location'))).toBe('/auth/sign-in');
    expect(sessionCookie(res)).toBeUndefined();
    expect((await me(c)).body.user).toBeNull();
    expect(await sessionsOf(email)).toBe(sessionsAfterReset);
  });

  it('of two clicks at the same moment, only one signs in', async () => {
    const email = uniqueEmail('race');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    const link = linkIn(await app.mail.waitFor(email, isConfirmMail));
    const answers = await Promise.all([app.client().request('GET', link), app.client().request('GET', link)]);
    expect(answers.map((a) => pathOf(a.headers.get('location'))).sort()).toEqual(['/auth/sign-in', '/research']);
    expect(await sessionsOf(email)).toBe(1);
  });
});

describe('names and pictures go through the profile rules', () => {
  it('sign-up ignores name and image from the client', async () => {
    const email = uniqueEmail('named');
    const res = await app.client().post('/api/auth/sign-up/email', { ...signUpBody(email), name: '<img src=x onerror=alert(1)>', image: 'https://evil.example/x.png' });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: '', image: null });
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile?.displayName).toBeNull();
  });

  it('a sign-in name (Google) becomes the display name only when it passes the display-name rule', async () => {
    const ctx = await app.deps.auth.$context;
    const cases: [string, string | null][] = [
      ['  Ada Lovelace ', 'Ada Lovelace'],
      ['<script>alert(1)</script>', null],
      ['A', null],
      ['x'.repeat(51), null],
    ];
    for (const [name, shown] of cases) {
      const email = uniqueEmail('oauth-name');
      const created = await ctx.internalAdapter.createOAuthUser(
        { email, name, emailVerified: true, image: 'https://lh3.example/p.png' },
        { providerId: 'google', accountId: `google-${email}` },
      );
      const [profile] = await db().select().from(profiles).where(eq(profiles.userId, created.user.id));
      expect(profile?.displayName, name).toBe(shown);
    }
  });

  it('/api/auth/update-user is not routed at all (404 JSON): names and pictures change only on /api/profile', async () => {
    const c = await app.createUser();
    for (const body of [{ name: 'Sneaky<b>' }, { image: 'javascript:alert(1)' }, { name: 'Fine Name', image: null }, {}]) {
      for (const path of ['/api/auth/update-user', '/api/auth/update-user/', '/api/auth//update-user', '/api/auth/Update-User']) {
        const res = await c.post(path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(404);
        expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
      }
    }
    // Nor by a form-encoded body, which better-auth itself would read.
    const form = await c.request('POST', '/api/auth/update-user', 'name=Sneaky%3Cb%3E&image=x', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(404);
    const [row] = await db().select().from(user).where(eq(user.id, c.userId));
    expect(row).toMatchObject({ name: '', image: null });
  });
});

describe('Google linked to an address nobody confirmed', () => {
  it('removes the password set at sign-up, so only the mailbox owner gets in', async () => {
    const email = uniqueEmail('squatted');
    // The attacker signs up with the victim's address and never confirms it.
    await app.client().post('/api/auth/sign-up/email', signUpBody(email, 'attacker-pass-1'));
    const [squatter] = await db().select().from(user).where(eq(user.email, email));
    expect(squatter?.emailVerified).toBe(false);

    // The victim signs in with Google: better-auth links the account (the OAuth callback's path).
    const ctx = await app.deps.auth.$context;
    await ctx.internalAdapter.linkAccount({ providerId: 'google', accountId: 'google-victim-1', userId: squatter!.id });
    await ctx.internalAdapter.updateUser(squatter!.id, { emailVerified: true });

    const accounts = await db().select({ providerId: account.providerId }).from(account).where(eq(account.userId, squatter!.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['google']);
    const attempt = await app.client().post('/api/auth/sign-in/email', { email, password: 'attacker-pass-1' });
    expect(attempt.status).toBe(401);
    expect(app.logs.some((l) => l.includes('its password was removed'))).toBe(true);
  });

  it('keeps the password and sessions of a confirmed user who links Google', async () => {
    const owner = await app.createUser();
    const ctx = await app.deps.auth.$context;
    await ctx.internalAdapter.linkAccount({ providerId: 'google', accountId: `google-${owner.email}`, userId: owner.userId });
    expect((await me(owner)).body.user?.email).toBe(owner.email);
    await app.signIn(owner.email, PASSWORD);
  });
});

describe('a failing ensure_user_subscription', () => {
  it('is only logged: the sign-in still succeeds', async () => {
    const own = await startTestApp();
    try {
      const email = uniqueEmail('no-subscription');
      await own.createUser(email, PASSWORD);
      await own.deps.database.db.execute(sql`alter table user_subscriptions rename to user_subscriptions_gone`);
      const c = await own.signIn(email, PASSWORD);
      expect((await me(c)).body.user?.email).toBe(email);
      expect(own.logs.some((l) => l.startsWith('[accounts] ensuring the subscription'))).toBe(true);
    } finally {
      await own.close();
    }
  });
});

describe('sign-in and sign-out', () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail('signin');
    await app.createUser(email, PASSWORD);
  });

  it('signs in with e-mail and password into an httpOnly session cookie', async () => {
    const c = app.client();
    const res = await c.post('/api/auth/sign-in/email', { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/keywordlens\.session_token=[^;]+;.*HttpOnly/i);
    expect((await me(c)).body.user?.email).toBe(email);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await app.client().post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    const unknown = await app.client().post('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe('Invalid email or password');
  });

  it('checks the form rules before anything else', async () => {
    const c = app.client();
    const cases: [unknown, string][] = [
      [{}, AUTH_MESSAGES.emailOrPhoneRequired],
      [{ email, password: '' }, PASSWORD_REQUIRED],
      [{ email: '', password: PASSWORD }, EMAIL_REQUIRED],
      [{ email, password: '12345' }, AUTH_MESSAGES.passwordTooShort],
      [{ email: 'nope', password: PASSWORD }, AUTH_MESSAGES.invalidEmail],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/auth/sign-in/email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('tells an unverified user to verify, and mails a fresh link that works', async () => {
    const pending = uniqueEmail('pending');
    await app.client().post('/api/auth/sign-up/email', signUpBody(pending));
    const first = await app.mail.waitFor(pending, isConfirmMail);
    const c = app.client();
    const res = await c.post('/api/auth/sign-in/email', { email: pending, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    const fresh = await app.mail.waitFor(pending, (m) => isConfirmMail(m) && m !== first);
    const verify = await c.request('GET', linkIn(fresh));
    expect(pathOf(verify.headers.get('location'))).toBe('/research');
    expect((await me(c)).body.user?.email).toBe(pending);
  });

  it('signs out: the cookie is cleared and the old session token no longer works', async () => {
    const c = await app.signIn(email, PASSWORD);
    const stolen = new Map(c.cookies);
    const out = await c.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect(c.cookies.has('keywordlens.session_token')).toBe(false);
    expect((await me(c)).body.user).toBeNull();
    const replay = app.client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await me(replay)).body.user).toBeNull();
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    return app.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/update-password' });
  }
  async function tokenFromResetMail(email: string, skip?: unknown) {
    const mail = await app.mail.waitFor(email, (m) => isResetMail(m) && m !== skip);
    const res = await app.client().request('GET', linkIn(mail));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, app.url);
    expect(location.pathname).toBe('/auth/update-password');
    return { mail, token: location.searchParams.get('token')! };
  }

  it('resets once: other sessions end, the old password fails, the new one works, the link is spent', async () => {
    const email = uniqueEmail('reset');
    const oldSession = await app.createUser(email, PASSWORD);
    const res = await requestReset(email);
    expect(res.status).toBe(200);
    const { token } = await tokenFromResetMail(email);
    expect((await app.client().get(`/api/auth/reset-link-status?token=${token}`)).body).toEqual({ valid: true });

    const browser = app.client();
    const short = await browser.post('/api/auth/reset-password', { newPassword: '12345', token });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(NEW_PASSWORD_TOO_SHORT);

    const done = await browser.post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token });
    expect(done.status).toBe(200);
    expect((await me(browser)).body.user?.email).toBe(email);
    expect((await me(oldSession)).body.user).toBeNull();

    expect((await app.client().post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
    await app.signIn(email, 'brand-new-pass');

    expect((await app.client().get(`/api/auth/reset-link-status?token=${token}`)).body).toEqual({ valid: false });
    const again = await app.client().post('/api/auth/reset-password', { newPassword: 'third-password', token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_TOKEN');
  });

  it('answers known and unknown addresses alike and mails only the known one', async () => {
    const email = uniqueEmail('known');
    await app.createUser(email, PASSWORD);
    const stranger = uniqueEmail('stranger');
    const known = await requestReset(email);
    const unknown = await requestReset(stranger);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    await app.mail.waitFor(email, isResetMail);
    await new Promise((r) => setTimeout(r, 300));
    expect(app.mail.mails.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it('needs an e-mail address', async () => {
    const res = await requestReset('');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(EMAIL_REQUIRED);
  });

  it('an expired link is invalid and redirects with INVALID_TOKEN', async () => {
    const email = uniqueEmail('expired');
    await app.createUser(email, PASSWORD);
    await requestReset(email);
    const { mail, token } = await tokenFromResetMail(email);
    await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect((await app.client().get(`/api/auth/reset-link-status?token=${token}`)).body).toEqual({ valid: false });
    const follow = await app.client().request('GET', linkIn(mail));
    expect(follow.headers.get('location')).toMatch(/\/auth\/update-password\?error=INVALID_TOKEN/);
    const res = await app.client().post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token });
    expect(res.status).toBe(400);
    await app.signIn(email, PASSWORD);
  });

  it('a reset proves the mailbox: an unverified account becomes verified', async () => {
    const email = uniqueEmail('unverified-reset');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    await requestReset(email);
    const { token } = await tokenFromResetMail(email);
    const browser = app.client();
    expect((await browser.post('/api/auth/reset-password', { newPassword: 'fresh-password', token })).status).toBe(200);
    expect((await me(browser)).body.user).toMatchObject({ email, emailVerified: true });
  });

  it('rejects made-up tokens', async () => {
    expect((await app.client().get('/api/auth/reset-link-status?token=made-up-token-123')).body).toEqual({ valid: false });
    expect((await app.client().get('/api/auth/reset-link-status')).body).toEqual({ valid: false });
    const res = await app.client().post('/api/auth/reset-password', { newPassword: 'whatever-1', token: 'made-up-token-123' });
    expect(res.status).toBe(400);
  });
});

describe('roles from ADMIN_EMAILS', () => {
  it('grants admin at sign-up to a listed address, and not to others', async () => {
    const adminEmail = uniqueEmail('boss');
    const adminApp = await startTestApp({ ADMIN_EMAILS: ` other@example.test, ${adminEmail.toUpperCase()} ` });
    try {
      const admin = await adminApp.createUser(adminEmail);
      expect((await me(admin)).body.roles?.sort()).toEqual(['admin', 'user']);
      const plain = await adminApp.createUser();
      expect((await me(plain)).body.roles).toEqual(['user']);
    } finally {
      await adminApp.close();
    }
  });

  it('grants admin at sign-in once the address is listed', async () => {
    const email = uniqueEmail('promoted');
    const created = await app.createUser(email, PASSWORD);
    expect(await rolesOf(created.userId)).toEqual(['user']);
    const restarted = await startTestApp({ ADMIN_EMAILS: email }, { database: app.deps.database });
    try {
      const c = await restarted.signIn(email, PASSWORD);
      expect((await me(c)).body.roles?.sort()).toEqual(['admin', 'user']);
    } finally {
      await restarted.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('stores the mail in the outbox and prints its link to the log', async () => {
    const outboxApp = await startTestApp({ SMTP_URL: '' });
    try {
      expect(outboxApp.deps.mailer.mode).toBe('outbox');
      const email = uniqueEmail('outbox');
      await outboxApp.client().post('/api/auth/sign-up/email', signUpBody(email));
      let row: typeof mailOutbox.$inferSelect | undefined;
      for (let i = 0; i < 50 && !row; i++) {
        [row] = await outboxApp.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
        if (!row) await new Promise((r) => setTimeout(r, 50));
      }
      expect(row?.link).toMatch(/\/api\/auth\/verify-email\?token=/);
      expect(outboxApp.logs.some((l) => l.includes(email) && l.includes(row!.link!))).toBe(true);
      const c = outboxApp.client();
      await c.request('GET', row!.link!);
      expect((await me(c)).body.user?.email).toBe(email);
    } finally {
      await outboxApp.close();
    }
  });
});

describe('public configuration', () => {
  it("carries every registered provider's profile, from which the browser labels a row's metric source", async () => {
    const res = await app.client().get('/api/account/config');
    expect(res.status).toBe(200);
    expect(res.body.providers.map((p: { name: string }) => p.name)).toEqual([...PROVIDER_NAMES]);
    expect(metricSourceLabel('dataforseo_labs', res.body.providers)).toBe('DataForSEO Labs');
    expect(metricProvenance('dataforseo_labs', 'related', res.body.providers)).toBe('dataforseo_labs: dataforseo_labs/google/related_keywords');
    expect(res.body.providers.find((p: { name: string }) => p.name === 'demo')).toMatchObject({ isDemo: true, sources: [{ id: 'demo', label: 'Demo data' }] });
  });
});

describe('Google sign-in configuration', () => {
  it('without credentials the server says Google is off and refuses the redirect', async () => {
    expect((await app.client().get('/api/account/config')).body.googleEnabled).toBe(false);
    const res = await app.client().post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback' });
    expect(res.status).toBe(404);
  });

  it('with credentials it redirects to Google with our callback URL', async () => {
    const googleApp = await startTestApp({ GOOGLE_CLIENT_ID: 'test-client-id', GOOGLE_CLIENT_SECRET: 'test-client-secret' });
    try {
      expect((await googleApp.client().get('/api/account/config')).body.googleEnabled).toBe(true);
      const res = await googleApp
        .client()
        .post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/auth/callback', errorCallbackURL: '/auth/callback' });
      expect(res.status).toBe(200);
      const target = new URL(res.body.url);
      expect(target.origin).toBe('https://accounts.google.com');
      expect(target.searchParams.get('client_id')).toBe('test-client-id');
      expect(target.searchParams.get('redirect_uri')).toBe(`${googleApp.url}/api/auth/callback/google`);
    } finally {
      await googleApp.close();
    }
  });
});

describe('health', () => {
  it('answers 200 with the database status', async () => {
    const res = await app.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
