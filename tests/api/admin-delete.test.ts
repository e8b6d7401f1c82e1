// Deleting a user from the admin area: the typed e-mail must match, the user and every row they
// own (avatar images included) go in one transaction with the audit record, the avatar store's
// clean-up runs after the commit, and a failure half way leaves everything as it was.
import { rm } from 'node:fs/promises';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../../src/shared/admin.js';
import { deleteUserCompletely } from '../../src/server/features/admin/delete-user.js';
import { avatarStoreFor } from '../../src/server/features/profile/avatar-store.js';
import {
  account,
  adminAudit,
  avatarImages,
  keywordResearch,
  keywordResults,
  mailOutbox,
  profiles,
  session,
  user,
  userRoles,
  userSubscriptions,
  usageEvents,
  userUsage,
  verification,
} from '../../src/server/db/schema/index.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let admin: SignedIn;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await app.createUser(adminEmail);
});

afterAll(async () => {
  await app?.close();
  if (app) await rm(app.config.dataDir, { recursive: true, force: true });
});

const db = () => app.deps.database.db;
const actor = () => ({ id: admin.userId, email: admin.email });

/** Gives a user one row in every table that can hold their data, and an avatar image. */
async function seedEverything(u: SignedIn) {
  const now = new Date();
  const [research] = await db()
    .insert(keywordResearch)
    .values({ userId: u.userId, seedKeyword: 'seo tools', locationCode: 2840, languageCode: 'en', totalResults: 2, providerCost: 0.02 })
    .returning();
  await db().insert(keywordResults).values([
    { researchId: research!.id, rank: 0, keyword: 'seo tools', isSeedKeyword: true },
    { researchId: research!.id, rank: 1, keyword: 'best seo tools' },
  ]);
  await db().insert(keywordResearch).values([
    { userId: u.userId, kind: 'serp', seedKeyword: 'seo tools', locationCode: 2840, languageCode: 'en' },
    { userId: u.userId, kind: 'related', seedKeyword: 'seo tools', locationCode: 2840, languageCode: 'en' },
  ]);
  await db().insert(userUsage).values({ userId: u.userId, periodStart: now, periodEnd: new Date(now.getTime() + 86_400_000), keywordsUsed: 1 });
  await db().insert(usageEvents).values({ userId: u.userId, tool: 'keywords', requestKey: 'seo tools|2840|en', status: 'settled' });
  await db().insert(userRoles).values({ userId: u.userId, role: 'moderator' });
  await db().insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${crypto.randomUUID()}`,
    value: u.userId,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await db().insert(mailOutbox).values({ to: u.email, subject: 'Reset your password', text: 'link' });
  const url = await avatarStoreFor(app.deps).put(u.userId, Buffer.from('RIFF....WEBP'));
  await db().update(profiles).set({ avatarUrl: url }).where(eq(profiles.userId, u.userId));
}

/** How many rows each table holds for a user. */
async function ownedRows(userId: string, email: string) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const researchIds = (await db().select({ id: keywordResearch.id }).from(keywordResearch).where(eq(keywordResearch.userId, userId))).map(
    (r) => r.id,
  );
  return {
    user: await n(db().select({ n: count() }).from(user).where(eq(user.id, userId))),
    session: await n(db().select({ n: count() }).from(session).where(eq(session.userId, userId))),
    account: await n(db().select({ n: count() }).from(account).where(eq(account.userId, userId))),
    profiles: await n(db().select({ n: count() }).from(profiles).where(eq(profiles.userId, userId))),
    userRoles: await n(db().select({ n: count() }).from(userRoles).where(eq(userRoles.userId, userId))),
    userSubscriptions: await n(db().select({ n: count() }).from(userSubscriptions).where(eq(userSubscriptions.userId, userId))),
    userUsage: await n(db().select({ n: count() }).from(userUsage).where(eq(userUsage.userId, userId))),
    usageEvents: await n(db().select({ n: count() }).from(usageEvents).where(eq(usageEvents.userId, userId))),
    keywordResearch: researchIds.length,
    keywordResults: researchIds.length
      ? await n(db().select({ n: count() }).from(keywordResults).where(inArray(keywordResults.researchId, researchIds)))
      : 0,
    verification: await n(db().select({ n: count() }).from(verification).where(eq(verification.value, userId))),
    mailOutbox: await n(db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email))),
    avatarImages: await n(db().select({ n: count() }).from(avatarImages).where(eq(avatarImages.userId, userId))),
  };
}

async function seededUser() {
  const u = await app.createUser();
  await seedEverything(u);
  const before = await ownedRows(u.userId, u.email);
  // Every table really holds something, so "all gone" below means something.
  for (const [table, rows] of Object.entries(before)) expect(rows, table).toBeGreaterThan(0);
  return { u, before };
}

const deleteAuditsOf = (userId: string) =>
  db().select().from(adminAudit).where(eq(adminAudit.targetUserId, userId));

describe('delete a user', () => {
  it('refuses a wrong or differently written e-mail with 400 and changes nothing', async () => {
    const { u, before } = await seededUser();
    for (const confirmEmail of ['someone@else.test', u.email.toUpperCase(), ` ${u.email}`, '']) {
      const res = await admin.request('DELETE', `/api/admin/users/${u.userId}`, { confirmEmail });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message: ADMIN_ERRORS.emailMismatch, code: 'EMAIL_MISMATCH' } });
    }
    expect((await admin.request('DELETE', `/api/admin/users/${u.userId}`, {})).status).toBe(400);
    expect(await ownedRows(u.userId, u.email)).toEqual(before);
    expect(await deleteAuditsOf(u.userId)).toHaveLength(0);
    expect((await u.get('/api/account/me')).body.user?.id).toBe(u.userId);
  });

  it('refuses to let an admin delete themselves', async () => {
    const res = await admin.request('DELETE', `/api/admin/users/${admin.userId}`, { confirmEmail: admin.email });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: ADMIN_ERRORS.deleteSelf } });
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
  });

  it('removes the user, every row they own and their avatar images, and records who did it', async () => {
    const { u } = await seededUser();
    const bystander = await seededUser();

    const res = await admin.request('DELETE', `/api/admin/users/${u.userId}`, { confirmEmail: u.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deletedUserId: u.userId, filesRemoved: true });

    const after = await ownedRows(u.userId, u.email);
    expect(Object.values(after).every((rows) => rows === 0), JSON.stringify(after)).toBe(true);
    expect(await ownedRows(bystander.u.userId, bystander.u.email)).toEqual(bystander.before);

    const audits = await deleteAuditsOf(u.userId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'user.delete',
      actorUserId: admin.userId,
      actorEmail: admin.email,
      targetEmail: u.email,
      before: { email: u.email, tier: 'free_trial', researchSessions: 1, serpAnalyses: 1, relatedResearch: 1 },
      after: null,
    });
    // The record outlives the user: the admin-wide activity list shows it, newest first.
    const activity = await admin.get('/api/admin/audit');
    expect(activity.status).toBe(200);
    expect(activity.body.audit[0]).toMatchObject({
      action: 'user.delete',
      actorEmail: admin.email,
      targetEmail: u.email,
      before: { email: u.email, tier: 'free_trial' },
      after: null,
    });
    // The deleted user's session died with the account.
    expect((await u.get('/api/account/me')).body.user).toBeNull();
    expect((await admin.get(`/api/admin/users/${u.userId}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/users/${u.userId}`, { confirmEmail: u.email })).status).toBe(404);
  });

  it('deletes another admin while the acting admin remains', async () => {
    const other = await app.createUser();
    await admin.post(`/api/admin/users/${other.userId}/roles`, { role: 'admin' });
    const res = await admin.request('DELETE', `/api/admin/users/${other.userId}`, { confirmEmail: other.email });
    expect(res.status).toBe(200);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, other.userId))).toHaveLength(0);
  });
});

describe('all or nothing', () => {
  it('a failure inside the transaction leaves every row and file in place', async () => {
    const { u, before } = await seededUser();
    let reached = false;
    const removedFiles: string[] = [];
    await expect(
      deleteUserCompletely(
        { db: db(), log: () => {}, removeFiles: async (id) => void removedFiles.push(id) },
        { actor: actor(), userId: u.userId, confirmEmail: u.email },
        {
          beforeCommit: async () => {
            reached = true;
            throw new Error('disk full half way');
          },
        },
      ),
    ).rejects.toThrow('disk full half way');
    expect(reached).toBe(true);
    expect(removedFiles).toEqual([]);
    expect(await ownedRows(u.userId, u.email)).toEqual(before);
    expect(await deleteAuditsOf(u.userId)).toHaveLength(0);
  });

  it('when the audit record cannot be written (database trigger), the HTTP delete fails and nothing is deleted', async () => {
    const { u, before } = await seededUser();
    await db().execute(
      sql.raw(`create or replace function admin_test_refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit store unavailable'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger admin_test_refuse_audit before insert on admin_audit for each row execute function admin_test_refuse_audit()`),
    );
    try {
      const res = await admin.request('DELETE', `/api/admin/users/${u.userId}`, { confirmEmail: u.email });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    } finally {
      await db().execute(sql.raw('drop trigger admin_test_refuse_audit on admin_audit'));
      await db().execute(sql.raw('drop function admin_test_refuse_audit()'));
    }
    expect(await ownedRows(u.userId, u.email)).toEqual(before);
    expect((await u.get('/api/account/me')).body.user?.id).toBe(u.userId);
  });

  it('a file removal failure after the commit is logged; the account stays deleted', async () => {
    const { u } = await seededUser();
    const logs: string[] = [];
    const result = await deleteUserCompletely(
      {
        db: db(),
        log: (line) => logs.push(line),
        removeFiles: async () => {
          throw new Error('permission denied');
        },
      },
      { actor: actor(), userId: u.userId, confirmEmail: u.email },
    );
    expect(result).toEqual({ deletedUserId: u.userId, filesRemoved: false });
    expect(logs.join('\n')).toContain('permission denied');
    expect((await ownedRows(u.userId, u.email)).user).toBe(0);
    await avatarStoreFor(app.deps).deleteAllFor(u.userId);
  });
});
