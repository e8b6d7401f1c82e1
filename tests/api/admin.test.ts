// The admin API: who may call it (every endpoint, four kinds of caller), the reads, subscription
// changes with their audit rows, and the role rules. Deletion has its own file.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUDIT_ROWS, ADMIN_ERRORS, ADMIN_TOASTS, describeAuditChange, SIGN_UP_DAYS } from '../../src/shared/admin.js';
import { ADMIN_RESEARCH_ROWS } from '../../src/shared/constants/limits.js';
import {
  adminAudit,
  keywordResearch,
  keywordResults,
  user,
  userRoles,
  userSubscriptions,
  userUsage,
} from '../../src/server/db/schema/index.js';
import { ConflictError } from '../../src/server/domain/errors.js';
import { assertAnotherAdminRemains } from '../../src/server/features/admin/last-admin.js';
import { removeUserRole } from '../../src/server/features/admin/role-admin.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let admin: SignedIn;
let plainUser: SignedIn;
let moderator: SignedIn;
let target: SignedIn;
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await app.createUser(adminEmail);
  plainUser = await app.createUser();
  moderator = await app.createUser();
  target = await app.createUser();
  await app.deps.database.db.insert(userRoles).values({ userId: moderator.userId, role: 'moderator' });
});

afterAll(async () => {
  await app?.close();
});

const db = () => app.deps.database.db;

async function rolesOf(userId: string) {
  const rows = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  adminStatus: number;
}

// Each admin call is safe to run once, in this order (the role is added, then removed; a
// throw-away account is deleted).
let victim: SignedIn;
const ENDPOINTS: Endpoint[] = [
  { name: 'stats', method: 'GET', path: () => '/api/admin/stats', adminStatus: 200 },
  { name: 'recent activity', method: 'GET', path: () => '/api/admin/audit', adminStatus: 200 },
  { name: 'users', method: 'GET', path: () => '/api/admin/users', adminStatus: 200 },
  { name: 'user detail', method: 'GET', path: () => `/api/admin/users/${target.userId}`, adminStatus: 200 },
  {
    name: 'update subscription',
    method: 'PUT',
    path: () => `/api/admin/users/${target.userId}/subscription`,
    body: () => ({ tier: 'starter', status: 'active' }),
    adminStatus: 200,
  },
  {
    name: 'add role',
    method: 'POST',
    path: () => `/api/admin/users/${target.userId}/roles`,
    body: () => ({ role: 'moderator' }),
    adminStatus: 201,
  },
  { name: 'remove role', method: 'DELETE', path: () => `/api/admin/users/${target.userId}/roles/moderator`, adminStatus: 200 },
  {
    name: 'delete user',
    method: 'DELETE',
    path: () => `/api/admin/users/${victim.userId}`,
    body: () => ({ confirmEmail: victim.email }),
    adminStatus: 200,
  },
  { name: 'research', method: 'GET', path: () => '/api/admin/research', adminStatus: 200 },
  { name: 'subscriptions', method: 'GET', path: () => '/api/admin/subscriptions?tier=starter&status=active', adminStatus: 200 },
  { name: 'provider spend', method: 'GET', path: () => '/api/admin/provider-spend', adminStatus: 200 },
];

describe('permission matrix', () => {
  beforeAll(async () => {
    victim = await app.createUser();
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.name}: anonymous 401, user 403, moderator 403, admin ${endpoint.adminStatus}`, async () => {
      const call = (client: TestClient) => client.request(endpoint.method, endpoint.path(), endpoint.body?.());
      const anonymous = await call(app.client());
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      const asUser = await call(plainUser);
      expect(asUser.status).toBe(403);
      const asModerator = await call(moderator);
      expect(asModerator.status).toBe(403);
      expect(asModerator.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const asAdmin = await call(admin);
      expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(endpoint.adminStatus);
      expect(asAdmin.body).toMatchObject({ success: true });
    });
  }

  it('refused callers changed nothing: the victim was deleted only by the admin call, the role only added once', async () => {
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, victim.userId), eq(adminAudit.action, 'user.delete')));
    expect(audit?.actorUserId).toBe(admin.userId);
    const roleAudits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, target.userId), eq(adminAudit.action, 'role.add')));
    expect(roleAudits).toHaveLength(1);
    expect(await rolesOf(target.userId)).toEqual(['user']);
    const subscriptionAudits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, target.userId), eq(adminAudit.action, 'subscription.update')));
    expect(subscriptionAudits).toHaveLength(1);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown user', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/users/not-a-uuid', undefined],
      ['PUT', '/api/admin/users/123/subscription', { tier: 'starter', status: 'active' }],
      ['POST', "/api/admin/users/1'or'1/roles", { role: 'admin' }],
      ['DELETE', '/api/admin/users/abc/roles/admin', undefined],
      ['DELETE', '/api/admin/users/abc', { confirmEmail: 'x@y.z' }],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({ error: { message: 'Invalid id: expected a UUID.' } });
    }
    const unknown = randomUUID();
    expect((await admin.get(`/api/admin/users/${unknown}`)).status).toBe(404);
    const put = await admin.request('PUT', `/api/admin/users/${unknown}/subscription`, { tier: 'starter', status: 'active' });
    expect(put.status).toBe(404);
    expect((await admin.post(`/api/admin/users/${unknown}/roles`, { role: 'moderator' })).status).toBe(404);
  });

  it('refuses an unknown role in the path with 400', async () => {
    const res = await admin.request('DELETE', `/api/admin/users/${target.userId}/roles/owner`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ADMIN_ERRORS.invalidRole);
  });
});

describe('reads', () => {
  it('counts users, research sessions and keyword results', async () => {
    const before = (await admin.get('/api/admin/stats')).body.stats;
    const [research] = await db()
      .insert(keywordResearch)
      .values({ userId: plainUser.userId, seedKeyword: 'count me', locationCode: 2840, languageCode: 'en', totalResults: 2 })
      .returning();
    await db().insert(keywordResults).values([
      { researchId: research!.id, rank: 0, keyword: 'count me' },
      { researchId: research!.id, rank: 1, keyword: 'count me too' },
    ]);
    const after = (await admin.get('/api/admin/stats')).body.stats;
    expect(after).toEqual({
      totalUsers: before.totalUsers,
      researchSessions: before.researchSessions + 1,
      keywordResults: before.keywordResults + 2,
      signUpsByDay: before.signUpsByDay,
    });
  });

  it('counts sign-ups per UTC day over the last 30 days, every day present', async () => {
    const read = async () => (await admin.get('/api/admin/stats')).body.stats.signUpsByDay as { day: string; signUps: number }[];
    const before = await read();
    expect(before).toHaveLength(SIGN_UP_DAYS);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.at(-1)!.day).toBe(today);
    expect(before.map((d) => d.day)).toEqual([...before.map((d) => d.day)].sort());
    // Three accounts today, one three days ago, one before the window: only the first four count.
    const made = [await app.createUser(), await app.createUser(), await app.createUser(), await app.createUser(), await app.createUser()];
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    await db().update(user).set({ createdAt: day(3) }).where(eq(user.id, made[3]!.userId));
    await db().update(user).set({ createdAt: day(SIGN_UP_DAYS + 2) }).where(eq(user.id, made[4]!.userId));
    const after = await read();
    const threeDaysAgo = day(3).toISOString().slice(0, 10);
    for (const [i, point] of after.entries()) {
      const added = point.day === today ? 3 : point.day === threeDaysAgo ? 1 : 0;
      expect(point.signUps, point.day).toBe(before[i]!.signUps + added);
    }
  });

  it("shows each user's units used in the current period in the users table, none for an ended period", async () => {
    const [current, ended, none] = [await app.createUser(), await app.createUser(), await app.createUser()];
    const now = Date.now();
    await db().insert(userUsage).values([
      { userId: current.userId, periodStart: new Date(now - 86_400_000), periodEnd: new Date(now + 86_400_000), keywordsUsed: 4, serpAnalysesUsed: 2, relatedKeywordsUsed: 1 },
      { userId: ended.userId, periodStart: new Date(now - 40 * 86_400_000), periodEnd: new Date(now - 10 * 86_400_000), keywordsUsed: 9 },
    ]);
    const rows = (await admin.get('/api/admin/users')).body.users as { id: string; usage: unknown }[];
    expect(rows.find((r) => r.id === current.userId)!.usage).toEqual({ keywordsUsed: 4, serpAnalysesUsed: 2, relatedKeywordsUsed: 1, competitorReadsUsed: 0 });
    expect(rows.find((r) => r.id === ended.userId)!.usage).toBeNull();
    expect(rows.find((r) => r.id === none.userId)!.usage).toBeNull();
  });

  it('lists users with tier, status and roles', async () => {
    const res = await admin.get('/api/admin/users');
    const rows = res.body.users as { id: string; email: string; roles: string[]; tier: string | null; status: string | null }[];
    const adminRow = rows.find((r) => r.id === admin.userId);
    expect(adminRow).toMatchObject({ email: admin.email, tier: 'free_trial', status: 'active' });
    expect(adminRow!.roles.sort()).toEqual(['admin', 'user']);
    expect(rows.find((r) => r.id === moderator.userId)!.roles.sort()).toEqual(['moderator', 'user']);
  });

  it('shows a user with usage, total API cost over all three tools, and the audit trail', async () => {
    const someone = await app.createUser();
    const now = new Date();
    await db().insert(keywordResearch).values([
      { userId: someone.userId, seedKeyword: 'a', locationCode: 2840, languageCode: 'en', apiCost: 0.1 },
      { userId: someone.userId, seedKeyword: 'b', locationCode: 2840, languageCode: 'en', apiCost: 0.2 },
    ]);
    await db().insert(keywordResearch).values([
      { userId: someone.userId, kind: 'serp', seedKeyword: 'a', locationCode: 2840, languageCode: 'en', apiCost: 0.002 },
      { userId: someone.userId, kind: 'related', seedKeyword: 'a', locationCode: 2840, languageCode: 'en', apiCost: 0.01 },
    ]);
    await db().insert(userUsage).values({
      userId: someone.userId,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 86_400_000),
      keywordsUsed: 7,
      serpAnalysesUsed: 2,
      relatedKeywordsUsed: 1,
    });
    await admin.post(`/api/admin/users/${someone.userId}/roles`, { role: 'moderator' });

    const res = await admin.get(`/api/admin/users/${someone.userId}`);
    expect(res.status).toBe(200);
    const detail = res.body.user;
    expect(detail.totalApiCost).toBeCloseTo(0.312, 6);
    expect(detail.usage).toMatchObject({ keywordsUsed: 7, serpAnalysesUsed: 2, relatedKeywordsUsed: 1 });
    expect(detail.subscription).toMatchObject({ tier: 'free_trial', status: 'active', isTrial: true });
    expect(detail.quotas).toEqual(expect.objectContaining({ keywordsPerMonth: expect.any(Number) }));
    expect(detail.roles.sort()).toEqual(['moderator', 'user']);
    expect(detail.audit).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({ action: 'role.add', actorEmail: admin.email, targetEmail: someone.email });
  });

  it(`lists the latest ${ADMIN_AUDIT_ROWS} admin changes of every admin and user, newest first`, async () => {
    const base = Date.UTC(2030, 0, 1);
    const targets = Array.from({ length: ADMIN_AUDIT_ROWS + 3 }, () => randomUUID());
    await db()
      .insert(adminAudit)
      .values(
        targets.map((targetUserId, i) => ({
          actorUserId: admin.userId,
          actorEmail: admin.email,
          targetUserId,
          targetEmail: `gone-${i}@example.test`,
          action: 'user.delete',
          before: { email: `gone-${i}@example.test`, roles: ['user'] },
          after: null,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const res = await admin.get('/api/admin/audit');
    expect(res.status).toBe(200);
    const rows = res.body.audit as { action: string; targetEmail: string; actorEmail: string; createdAt: string; after: unknown }[];
    expect(rows).toHaveLength(ADMIN_AUDIT_ROWS);
    expect(rows[0]).toMatchObject({
      action: 'user.delete',
      actorEmail: admin.email,
      targetEmail: `gone-${ADMIN_AUDIT_ROWS + 2}@example.test`,
      createdAt: new Date(base + (ADMIN_AUDIT_ROWS + 2) * 1000).toISOString(),
      after: null,
    });
    expect(rows.at(-1)!.targetEmail).toBe('gone-3@example.test');
    // Rows dated 2030 would head every later list: they go again.
    await db().delete(adminAudit).where(inArray(adminAudit.targetUserId, targets));
  });

  it("a moderator, like any non-admin, gets 404 for another user's research; an admin reads it", async () => {
    const [research] = await db()
      .insert(keywordResearch)
      .values({ userId: plainUser.userId, seedKeyword: 'hidden keyword', locationCode: 2840, languageCode: 'en', totalResults: 1 })
      .returning();
    await db().insert(keywordResults).values({ researchId: research!.id, keyword: 'hidden keyword' });
    const asModerator = await moderator.get(`/api/researches/${research!.id}`);
    expect(asModerator.status).toBe(404);
    expect(asModerator.body).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(JSON.stringify(asModerator.body)).not.toContain('hidden keyword');
    const asAdmin = await admin.get(`/api/researches/${research!.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.id).toBe(research!.id);
  });

  it(`lists the latest ${ADMIN_RESEARCH_ROWS} research sessions, newest first, with who ran them`, async () => {
    const base = Date.UTC(2030, 0, 1);
    await db()
      .insert(keywordResearch)
      .values(
        Array.from({ length: ADMIN_RESEARCH_ROWS + 5 }, (_, i) => ({
          userId: plainUser.userId,
          seedKeyword: `seed ${i}`,
          locationCode: 2826,
          languageCode: 'de',
          totalResults: i,
          apiCost: 0.01,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const res = await admin.get('/api/admin/research');
    const rows = res.body.research;
    expect(rows).toHaveLength(ADMIN_RESEARCH_ROWS);
    expect(rows[0]).toMatchObject({
      seedKeyword: `seed ${ADMIN_RESEARCH_ROWS + 4}`,
      email: plainUser.email,
      userId: plainUser.userId,
      locationCode: 2826,
      languageCode: 'de',
      apiCost: 0.01,
    });
    expect(rows.at(-1).seedKeyword).toBe('seed 5');
  });
});

describe('subscriptions', () => {
  it('updates tier and status, stores "cancelled" as "canceled", defaults the period to now and audits the change', async () => {
    const someone = await app.createUser();
    const [before] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    const startedAt = Date.now();
    const res = await admin.request('PUT', `/api/admin/users/${someone.userId}/subscription`, {
      tier: 'professional',
      status: 'cancelled',
      trialEndsAt: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ tier: 'professional', status: 'canceled', isTrial: false, trialEndsAt: null });

    const [row] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    expect(row).toMatchObject({ tier: 'professional', status: 'canceled', trialEndsAt: null });
    for (const date of [row!.currentPeriodStart, row!.currentPeriodEnd]) {
      expect(date.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(date.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    const audits = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, someone.userId));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'subscription.update',
      actorUserId: admin.userId,
      actorEmail: admin.email,
      targetEmail: someone.email,
      before: { tier: before!.tier, status: before!.status },
      after: { tier: 'professional', status: 'canceled' },
    });
    expect(audits[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('keeps given dates and the trial end', async () => {
    const res = await admin.request('PUT', `/api/admin/users/${target.userId}/subscription`, {
      tier: 'free_trial',
      status: 'past_due',
      trialEndsAt: '2031-02-01T00:00:00Z',
      currentPeriodStart: '2031-01-01',
      currentPeriodEnd: '2031-02-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toEqual({
      tier: 'free_trial',
      status: 'past_due',
      isTrial: true,
      trialEndsAt: '2031-02-01T00:00:00.000Z',
      currentPeriodStart: '2031-01-01T00:00:00.000Z',
      currentPeriodEnd: '2031-02-01T00:00:00.000Z',
    });
  });

  it('a tier-only save leaves the stored dates and the usage (quota) of the period as they were', async () => {
    const someone = await app.createUser();
    // A period start with seconds and milliseconds, which the edit form (minute precision) cannot show.
    const start = new Date(Date.now() - 2 * 86_400_000 - 12_345);
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const trialEnd = new Date(start.getTime() + 7 * 86_400_000 + 59_999);
    await db()
      .update(userSubscriptions)
      .set({ tier: 'starter', status: 'active', isTrial: false, trialEndsAt: trialEnd, currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(userSubscriptions.userId, someone.userId));
    await db().insert(userUsage).values({ userId: someone.userId, periodStart: start, periodEnd: end, keywordsUsed: 5 });
    const usageBefore = await db().select().from(userUsage).where(eq(userUsage.userId, someone.userId));
    expect((await someone.get('/api/billing/subscription')).body.usage.keywordsUsed).toBe(5);

    const toMinute = (d: Date) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();
    const saves = [
      // What the form sends now: the stored instants untouched.
      { tier: 'professional', status: 'active', trialEndsAt: trialEnd.toISOString(), currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString() },
      // What a form that rounds to the minute sends (an old page still open): the same dates for the server.
      { tier: 'enterprise', status: 'active', trialEndsAt: toMinute(trialEnd), currentPeriodStart: toMinute(start), currentPeriodEnd: toMinute(end) },
    ];
    for (const body of saves) {
      const res = await admin.request('PUT', `/api/admin/users/${someone.userId}/subscription`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
      expect(row).toMatchObject({ tier: body.tier, trialEndsAt: trialEnd, currentPeriodStart: start, currentPeriodEnd: end });
    }
    expect(await db().select().from(userUsage).where(eq(userUsage.userId, someone.userId))).toEqual(usageBefore);
    expect((await someone.get('/api/billing/subscription')).body.usage.keywordsUsed).toBe(5);
    // The audit records the tier change and nothing about dates.
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetUserId, someone.userId))
      .orderBy(adminAudit.createdAt);
    expect(audits.map((a) => describeAuditChange(a.before, a.after))).toEqual([['tier: starter → professional'], ['tier: professional → enterprise']]);
  });

  it('a date moved by seconds through the API is a change', async () => {
    const someone = await app.createUser();
    const [before] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    const moved = new Date(before!.currentPeriodEnd.getTime() + 1000);
    const res = await admin.request('PUT', `/api/admin/users/${someone.userId}/subscription`, {
      tier: before!.tier,
      status: before!.status,
      trialEndsAt: before!.trialEndsAt?.toISOString() ?? '',
      currentPeriodStart: before!.currentPeriodStart.toISOString(),
      currentPeriodEnd: moved.toISOString(),
    });
    expect(res.status).toBe(200);
    const [after] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    expect(after).toMatchObject({ currentPeriodStart: before!.currentPeriodStart, currentPeriodEnd: moved, trialEndsAt: before!.trialEndsAt });
  });

  it('the database refuses a status outside the one spelling of each (CHECK constraint)', async () => {
    const refused = await db()
      .update(userSubscriptions)
      .set({ status: 'cancelled' })
      .where(eq(userSubscriptions.userId, plainUser.userId))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(refused).toBeInstanceOf(Error);
    const [row] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, plainUser.userId));
    expect(row!.status).toBe('active');
  });

  it('creates the subscription row when the user has none (upsert on user_id)', async () => {
    const someone = await app.createUser();
    await db().delete(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    const res = await admin.request('PUT', `/api/admin/users/${someone.userId}/subscription`, { tier: 'enterprise', status: 'active' });
    expect(res.status).toBe(200);
    const rows = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, someone.userId));
    expect(rows).toHaveLength(1);
    const [audit] = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, someone.userId));
    expect(audit?.before).toBeNull();
  });

  it.each([
    [{ tier: 'gold', status: 'active' }, ADMIN_ERRORS.invalidTier],
    [{ tier: 'starter', status: 'trialing' }, ADMIN_ERRORS.invalidStatus],
    [{ tier: 'starter', status: 'active', currentPeriodStart: 'yesterday' }, ADMIN_ERRORS.invalidDate],
    [{ tier: 'starter', status: 'active', currentPeriodStart: '2031-02-01', currentPeriodEnd: '2031-01-01' }, ADMIN_ERRORS.periodOrder],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const [before] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, plainUser.userId));
    const res = await admin.request('PUT', `/api/admin/users/${plainUser.userId}/subscription`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
    const [after] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, plainUser.userId));
    expect(after).toEqual(before);
    const audits = await db().select().from(adminAudit).where(eq(adminAudit.targetUserId, plainUser.userId));
    expect(audits).toHaveLength(0);
  });

  it('filters by tier and status (either spelling of cancelled) and refuses unknown filters', async () => {
    const all = (await admin.get('/api/admin/subscriptions')).body.subscriptions as { userId: string; tier: string; status: string }[];
    expect(all.length).toBeGreaterThanOrEqual(5);
    const canceled = (await admin.get('/api/admin/subscriptions?status=cancelled')).body.subscriptions as typeof all;
    expect(canceled.length).toBeGreaterThan(0);
    expect(canceled.every((s) => s.status === 'canceled')).toBe(true);
    const professional = (await admin.get('/api/admin/subscriptions?tier=professional&status=canceled')).body.subscriptions as typeof all;
    expect(professional.every((s) => s.tier === 'professional' && s.status === 'canceled')).toBe(true);
    expect((await admin.get('/api/admin/subscriptions?tier=all&status=')).body.subscriptions).toHaveLength(all.length);
    expect((await admin.get('/api/admin/subscriptions?tier=gold')).status).toBe(400);
    expect((await admin.get('/api/admin/subscriptions?status=unknown')).status).toBe(400);
  });
});

describe('roles', () => {
  it('adds a role once and refuses a duplicate with 409', async () => {
    const first = await admin.post(`/api/admin/users/${plainUser.userId}/roles`, { role: 'moderator' });
    expect(first.status).toBe(201);
    expect(first.body.roles.sort()).toEqual(['moderator', 'user']);
    const again = await admin.post(`/api/admin/users/${plainUser.userId}/roles`, { role: 'moderator' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: ADMIN_TOASTS.roleDuplicate, code: 'ROLE_DUPLICATE' } });
    const audits = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetUserId, plainUser.userId), eq(adminAudit.action, 'role.add')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { roles: ['user'] }, after: { roles: ['user', 'moderator'] } });
  });

  it('refuses an unknown role and removing a role the user lacks', async () => {
    expect((await admin.post(`/api/admin/users/${plainUser.userId}/roles`, { role: 'owner' })).status).toBe(400);
    const missing = await admin.request('DELETE', `/api/admin/users/${plainUser.userId}/roles/admin`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(ADMIN_ERRORS.roleMissing);
  });

  it('never removes the last admin, and removes an admin while another remains', async () => {
    const last = await admin.request('DELETE', `/api/admin/users/${admin.userId}/roles/admin`);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ error: { message: ADMIN_ERRORS.lastAdmin, code: 'LAST_ADMIN' } });
    expect(await rolesOf(admin.userId)).toContain('admin');

    const second = await app.createUser();
    expect((await admin.post(`/api/admin/users/${second.userId}/roles`, { role: 'admin' })).status).toBe(201);
    // The new admin's permissions hold from their next request on.
    expect((await second.get('/api/admin/stats')).status).toBe(200);
    const removeFirst = await second.request('DELETE', `/api/admin/users/${admin.userId}/roles/admin`);
    expect(removeFirst.status).toBe(200);
    expect((await admin.get('/api/admin/stats')).status).toBe(403);
    const removeSecond = await second.request('DELETE', `/api/admin/users/${second.userId}/roles/admin`);
    expect(removeSecond.status).toBe(409);
    // Give the first admin the role back for any later test.
    expect((await second.post(`/api/admin/users/${admin.userId}/roles`, { role: 'admin' })).status).toBe(201);
  });

  it('keeps one admin when two admins remove each other at the same moment', async () => {
    const other = await app.createUser();
    // Exactly two admins: the first one and `other`.
    await db().delete(userRoles).where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, admin.userId)));
    await admin.post(`/api/admin/users/${other.userId}/roles`, { role: 'admin' });
    const [a, b] = await Promise.all([
      admin.request('DELETE', `/api/admin/users/${other.userId}/roles/admin`),
      other.request('DELETE', `/api/admin/users/${admin.userId}/roles/admin`),
    ]);
    const statuses = [a.status, b.status].sort();
    // Either one removal wins and the other is refused (409), or the loser had already lost its
    // own admin role by the time its request was checked (403). Never both 200.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await db().select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
    // Restore the first admin if it was the one removed.
    if (!admins.some((r) => r.userId === admin.userId)) {
      await other.post(`/api/admin/users/${admin.userId}/roles`, { role: 'admin' });
    }
  });

  it('a removal waits for a concurrent one and then refuses to remove the last admin', async () => {
    const x = await app.createUser();
    const y = await app.createUser();
    await db().delete(userRoles).where(eq(userRoles.role, 'admin'));
    await db().insert(userRoles).values([
      { userId: x.userId, role: 'admin' },
      { userId: y.userId, role: 'admin' },
    ]);
    // A slow removal of x holds its locks while y's removal starts: without the row locks, y's
    // transaction would still count two admins and both would go.
    let slowDone = false;
    const slow = db().transaction(async (tx) => {
      await assertAnotherAdminRemains(tx, x.userId);
      await tx.delete(userRoles).where(and(eq(userRoles.userId, x.userId), eq(userRoles.role, 'admin')));
      await new Promise((resolve) => setTimeout(resolve, 300));
      slowDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = removeUserRole(db(), { actor: { id: y.userId, email: y.email }, userId: y.userId, role: 'admin' }).catch(
      (err: unknown) => err,
    );
    await slow;
    const refused = await second;
    expect(slowDone).toBe(true);
    expect(refused).toBeInstanceOf(ConflictError); // answered 409 by the HTTP layer
    expect(await db().select().from(userRoles).where(eq(userRoles.role, 'admin'))).toHaveLength(1);
    await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  });
});
