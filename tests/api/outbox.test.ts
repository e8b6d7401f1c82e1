// The local outbox: where a newcomer finds the confirmation mail when the server sends no mail and
// runs on their own machine. It exists only there (no SMTP_URL, loopback APP_URL, a loopback
// client); anywhere else it is a 404, since it would hand out every sign-up's confirmation link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackAppUrl, isOutboxOpen } from '../../src/server/features/outbox/outbox-access.js';
import { startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

const PASSWORD = 'correct-horse-42';

describe('the outbox rule', () => {
  it('opens only without SMTP on a loopback APP_URL, for a loopback client', () => {
    expect(isOutboxOpen({ mailMode: 'outbox', appUrl: 'http://localhost:3000' })).toBe(true);
    expect(isOutboxOpen({ mailMode: 'outbox', appUrl: 'http://127.0.0.1:3000' })).toBe(true);
    expect(isOutboxOpen({ mailMode: 'smtp', appUrl: 'http://localhost:3000' })).toBe(false);
    expect(isOutboxOpen({ mailMode: 'outbox', appUrl: 'https://keywordlens.example' })).toBe(false);
    expect(isLoopbackAppUrl('not a url')).toBe(false);
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', 'fe80::1', 'unknown']) expect(isLoopbackAddress(a), a).toBe(false);
  });
});

describe('a local server without SMTP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SMTP_URL: '' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says so in the public config and lists the confirmation mail with its link', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/account/config')).body).toMatchObject({ outboxAvailable: true });
    const email = uniqueEmail('outbox');
    const signUp = await visitor.post('/api/auth/sign-up/email', { email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true });
    expect(signUp.status).toBe(200);
    let listed: Array<{ to: string; subject: string; link: string | null }> = [];
    for (let i = 0; i < 20 && !listed.some((m) => m.to === email); i++) {
      const res = await visitor.get<{ messages: typeof listed }>('/api/outbox');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      listed = res.body.messages;
      await new Promise((r) => setTimeout(r, 100));
    }
    const mail = listed.find((m) => m.to === email);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?/);

    // Following the link from the outbox confirms the account and signs in, as from a mailbox.
    const verified = await visitor.follow(mail!.link!);
    expect(verified.status).toBeLessThan(400);
    expect((await visitor.get<{ user: { email: string } | null }>('/api/account/me')).body.user?.email).toBe(email);
  });

  it('ignores a forwarded address: only the socket peer counts', async () => {
    const res = await app.client().request('GET', '/api/outbox', undefined, { 'X-Forwarded-For': '203.0.113.9' });
    expect(res.status).toBe(200);
  });
});

describe('where the outbox does not exist', () => {
  it('is a 404 with the JSON error when the server sends mail', async () => {
    const app = await startTestApp();
    try {
      const res = await app.client().get<{ error: { code: string } }>('/api/outbox');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect((await app.client().get('/api/account/config')).body).toMatchObject({ outboxAvailable: false });
    } finally {
      await app.close();
    }
  });

  it('is a 404 when APP_URL is a public origin, even without SMTP', async () => {
    const app = await startTestApp({ SMTP_URL: '', APP_URL: 'https://keywordlens.example' });
    try {
      const res = await app.client().request('GET', '/api/outbox', undefined, { Origin: 'https://keywordlens.example' });
      expect(res.status).toBe(404);
      expect((await app.client().get('/api/account/config')).body).toMatchObject({ outboxAvailable: false });
    } finally {
      await app.close();
    }
  });
});
