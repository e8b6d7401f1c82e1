// Sessions are remembered for a few seconds (decision 044): a sign-out, a password reset or an
// admin's deletion ends a session on this server at its very next request, even one looked up
// moments before; another server on the same database sees it within the cache's TTL.
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../src/server/db/schema/index.js';
import { SESSION_CACHE_TTL_MS } from '../../src/server/http/session-cache.js';
import { linkIn } from '../support/mail-catcher.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

const PASSWORD = 'correct-horse-battery';
let app: TestApp;
let other: TestApp;
let admin: TestClient & { email: string; userId: string };
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  other = await startTestApp({}, { database: app.deps.database });
  admin = await app.createUser(adminEmail, PASSWORD);
});

afterAll(async () => {
  await other?.close();
  await app?.close();
  for (const a of [app, other]) if (a) await rm(a.config.dataDir, { recursive: true, force: true });
});

const me = (c: TestClient) => c.get<{ user: { id: string } | null }>('/api/account/me');

/** Another browser holding the same cookies, on `on` (this server unless said otherwise). */
function copyOf(c: TestClient, on: TestApp = app): TestClient {
  const copy = on.client();
  for (const [name, value] of c.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('on this server, a session ends at once', () => {
  it('after sign-out, even just after it was looked up', async () => {
    const u = await app.createUser(uniqueEmail('signout'), PASSWORD);
    const stolen = copyOf(u);
    expect((await me(stolen)).body.user?.id).toBe(u.userId);
    expect((await u.post('/api/auth/sign-out')).status).toBe(200);
    expect((await me(stolen)).body.user).toBeNull();
    expect((await stolen.get('/api/lists')).status).toBe(401);
  });

  it('after a password reset (every session of the account)', async () => {
    const email = uniqueEmail('reset');
    const u = await app.createUser(email, PASSWORD);
    expect((await me(u)).body.user?.id).toBe(u.userId);
    await app.client().post('/api/auth/request-password-reset', { email, redirectTo: '/auth/update-password' });
    const res = await app.client().request('GET', linkIn(await app.mail.waitFor(email, (m) => /reset/i.test(m.subject))));
    const token = new URL(res.headers.get('location')!, app.url).searchParams.get('token')!;
    expect((await app.client().post('/api/auth/reset-password', { newPassword: 'brand-new-pass', token })).status).toBe(200);
    expect((await me(u)).body.user).toBeNull();
  });

  it('after an admin deletes the user', async () => {
    const u = await app.createUser(uniqueEmail('deleted'), PASSWORD);
    expect((await me(u)).body.user?.id).toBe(u.userId);
    const deleted = await admin.request('DELETE', `/api/admin/users/${u.userId}`, { confirmEmail: u.email });
    expect(deleted.status).toBe(200);
    expect((await me(u)).body.user).toBeNull();
    expect((await u.get('/api/lists')).status).toBe(401);
  });
});

describe('on another server', () => {
  it('a session ended elsewhere stops working within the TTL', async () => {
    const u = await app.createUser(uniqueEmail('elsewhere'), PASSWORD);
    const there = copyOf(u, other);
    expect((await me(there)).body.user?.id).toBe(u.userId);
    expect((await me(u)).body.user?.id).toBe(u.userId);
    // As another server's sign-out would: the row goes, this server is not told.
    await app.deps.database.db.delete(session).where(eq(session.userId, u.userId));
    expect((await me(u)).body.user?.id, 'the first server still remembers it, as decision 044 allows').toBe(u.userId);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS + 100));
    expect((await me(there)).body.user).toBeNull();
    expect((await me(u)).body.user).toBeNull();
  });
});
