// The server hashes passwords with better-auth's scrypt at its production cost; only in-process test
// servers use the cheap one of tests/support/test-password-hashing.ts, and both keep the rule that a
// right password signs in and a wrong one never does.
import { eq } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function storedHash(app: TestApp, userId: string): Promise<string> {
  const [row] = await app.deps.database.db.select({ password: account.password }).from(account).where(eq(account.userId, userId));
  if (!row?.password) throw new Error('no password stored');
  return row.password;
}

describe.each([
  { name: 'a server as deployed', production: true },
  { name: 'an in-process test server', production: false },
])('password hashing on $name', ({ production }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { productionPasswordHashing: production });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores a salted scrypt hash that better-auth reads only at the production cost, and signs in with the right password only', async () => {
    const password = 'correct-horse-42';
    const user = await app.createUser(undefined, password);
    const hash = await storedHash(app, user.userId);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password })).toBe(production);
    await expect(app.signIn(user.email, password)).resolves.toBeTruthy();
    const wrong = await app.client().post('/api/auth/sign-in/email', { email: user.email, password: 'wrong-horse-42' });
    expect(wrong.status).toBe(401);
  });
});
