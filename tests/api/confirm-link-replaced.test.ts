// A replaced confirmation link: after a second sign-up of an unconfirmed address the
// older link lands on /auth/confirm-email?error=LINK_REPLACED (not /research, silently); the newest link
// still confirms; a link that is plainly invalid says so with its own code; "send a new link" mails
// a working link to an address waiting for confirmation only, answers alike for every address, and
// is rate limited like the other auth mails.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_LINK_PROBLEM_PATH, LINK_REPLACED } from '../../src/shared/messages/auth.js';
import { user } from '../../src/server/db/schema/index.js';
import { linkIn, type CaughtMail } from '../support/mail-catcher.js';
import { startWellInsideWindow } from '../support/rate-window.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

const PASSWORD = 'correct-horse-42';
const signUpBody = (email: string) => ({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true });
const isConfirmMail = (m: { subject: string }) => /confirm/i.test(m.subject);
const me = (_app: TestApp, c: TestClient) => c.get<{ user: { email: string; emailVerified: boolean } | null }>('/api/account/me');

/** Signs the address up twice; answers the older and the newer confirmation mail. */
async function signUpTwice(app: TestApp, email: string): Promise<{ older: CaughtMail; newer: CaughtMail }> {
  expect((await app.client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
  const older = await app.mail.waitFor(email, isConfirmMail);
  expect((await app.client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
  const newer = await app.mail.waitFor(email, (m) => isConfirmMail(m) && m !== older);
  return { older, newer };
}

describe('a confirmation link replaced by a newer sign-up', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the older link lands on the replaced-link page, signs nobody in; the newest link still confirms', async () => {
    const email = uniqueEmail('replaced');
    const { older, newer } = await signUpTwice(app, email);

    const c = app.client();
    const stale = await c.request('GET', linkIn(older));
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(`${CONFIRM_LINK_PROBLEM_PATH}?error=${LINK_REPLACED}`);
    expect(stale.headers.getSetCookie().some((l) => l.startsWith('keywordlens.session_token=') && !/=;/.test(l))).toBe(false);
    expect((await me(app, c)).body.user).toBeNull();

    const fresh = await c.request('GET', linkIn(newer));
    expect(new URL(fresh.headers.get('location') ?? '', app.url).pathname).toBe('/research');
    expect((await me(app, c)).body.user).toMatchObject({ email, emailVerified: true });
  });

  it('once the newest link was used, the older one goes to sign-in like any later click', async () => {
    const email = uniqueEmail('replaced-done');
    const { older, newer } = await signUpTwice(app, email);
    await app.client().request('GET', linkIn(newer));
    const late = await app.client().request('GET', linkIn(older));
    expect(late.headers.get('location')).toBe('/auth/sign-in');
  });

  it('a link that is not ours (bad signature) or an altered one is invalid, not replaced', async () => {
    const email = uniqueEmail('forged');
    await app.client().post('/api/auth/sign-up/email', signUpBody(email));
    const link = new URL(linkIn(await app.mail.waitFor(email, isConfirmMail)));
    link.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`);
    const res = await app.client().request('GET', link.toString());
    expect(res.headers.get('location')).toBe(`${CONFIRM_LINK_PROBLEM_PATH}?error=INVALID_TOKEN`);
    const junk = await app.client().request('GET', '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fresearch%3Fverified%3D1');
    expect(junk.headers.get('location')).toBe(`${CONFIRM_LINK_PROBLEM_PATH}?error=INVALID_TOKEN`);
    const [row] = await app.deps.database.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it('"send a new link" mails a working link to an address waiting for confirmation', async () => {
    const email = uniqueEmail('resend');
    const { older } = await signUpTwice(app, email);
    const before = app.mail.mails.filter((m) => m.to.includes(email)).length;
    const res = await app.client().post('/api/auth/send-verification-email', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true });
    const resent = await app.mail.waitFor(email, (m) => isConfirmMail(m) && app.mail.mails.filter((x) => x.to.includes(email)).indexOf(m) >= before);
    const c = app.client();
    const verify = await c.request('GET', linkIn(resent));
    expect(new URL(verify.headers.get('location') ?? '', app.url).pathname).toBe('/research');
    expect((await me(app, c)).body.user).toMatchObject({ email, emailVerified: true });
    // The replaced link stays replaced... and now that the address is confirmed, it goes to sign-in.
    expect((await app.client().request('GET', linkIn(older))).headers.get('location')).toBe('/auth/sign-in');
  });

  it('answers alike for a confirmed, an unknown and a waiting address, and mails only the waiting one', async () => {
    const confirmed = uniqueEmail('resend-confirmed');
    await app.createUser(confirmed, PASSWORD);
    const unknown = uniqueEmail('resend-unknown');
    const mailsTo = (email: string) => app.mail.mails.filter((m) => m.to.includes(email)).length;
    const confirmedMails = mailsTo(confirmed);
    for (const email of [confirmed, unknown]) {
      const res = await app.client().post('/api/auth/send-verification-email', { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true });
    }
    await new Promise((r) => setTimeout(r, 1200));
    expect(mailsTo(unknown)).toBe(0);
    expect(mailsTo(confirmed)).toBe(confirmedMails);
  });

  it('refuses malformed input with a clear error and mails nothing', async () => {
    const mails = app.mail.mails.length;
    for (const body of [{}, { email: 'not-an-email' }, { email: 42 }]) {
      const res = await app.client().post('/api/auth/send-verification-email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    for (const raw of ['not json', '["an","array"]']) {
      const res = await app.client().request('POST', '/api/auth/send-verification-email', raw);
      expect(res.status).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(app.mail.mails.length).toBe(mails);
  });
});

describe('"send a new link" is rate limited like the other auth mails (AUTH_RATE_LIMIT=on)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ AUTH_RATE_LIMIT: 'on' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('3 per address from one client address per hour, then 429 with Retry-After', async () => {
    const email = uniqueEmail('resend-limit');
    await startWellInsideWindow(60 * 60);
    for (let i = 0; i < 3; i++) expect((await app.client().post('/api/auth/send-verification-email', { email })).status).toBe(200);
    const blocked = await app.client().post('/api/auth/send-verification-email', { email: email.toUpperCase() });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
  });
});
