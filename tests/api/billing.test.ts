// Billing API on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres): the
// public plan list, the subscription summary, plan selection (and its expiry), and proof that no
// endpoint lets a user change their own tier, status, usage or roles.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRecord, PlansResponse, SubscriptionResponse } from '../../src/shared/contract/billing.js';
import { PLAN_SELECTION_TTL_MS, TRIAL_DAYS } from '../../src/shared/constants/limits.js';
import { PLAN_SELECTION_EXPIRED_MESSAGE, UNKNOWN_PLAN_MESSAGE } from '../../src/shared/messages/billing.js';
import { profiles, subscriptionPlans, user, userRoles, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let plans: PlanRecord[];
const db = () => app.deps.database.db;
const planOf = (tier: string) => plans.find((p) => p.tier === tier)!;

beforeAll(async () => {
  app = await startTestApp();
  plans = (await app.client().get<PlansResponse>('/api/billing/plans')).body.plans;
});
afterAll(async () => {
  await app?.close();
});

async function userRow(userId: string) {
  const [row] = await db().select().from(user).where(eq(user.id, userId));
  return row!;
}

describe('GET /api/billing/plans', () => {
  it('lists the active public plans, cheapest first, with the issue numbers, to anyone', async () => {
    const res = await app.client().get<PlansResponse>('/api/billing/plans');
    expect(res.status).toBe(200);
    const summary = res.body.plans.map((p) => [
      p.tier,
      p.priceMonthly,
      p.priceYearly,
      p.keywordsPerMonth,
      p.serpAnalysesPerMonth,
      p.relatedKeywordsPerMonth,
      p.maxSavedProjects,
    ]);
    expect(summary).toEqual([
      ['free_trial', 0, 0, 100, 10, 50, 3],
      ['starter', 49, 470, 1000, 100, 500, 20],
      ['professional', 99, 950, 5000, 500, 2500, 100],
      ['enterprise', 249, 2390, 25000, 2500, 12500, null],
    ]);
    for (const plan of res.body.plans) {
      expect(plan.isActive).toBe(true);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('leaves out inactive plans and never shows the admin tier', async () => {
    await db().update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.tier, 'enterprise'));
    try {
      const tiers = (await app.client().get<PlansResponse>('/api/billing/plans')).body.plans.map((p) => p.tier);
      expect(tiers).toEqual(['free_trial', 'starter', 'professional']);
    } finally {
      await db().update(subscriptionPlans).set({ isActive: true }).where(eq(subscriptionPlans.tier, 'enterprise'));
    }
  });
});

describe('GET /api/billing/subscription', () => {
  it('needs a signed-in user', async () => {
    expect((await app.client().get('/api/billing/subscription')).status).toBe(401);
  });

  it('gives a new user the 7-day free trial with an empty usage', async () => {
    const client = await app.createUser();
    const res = await client.get<Extract<SubscriptionResponse, { subscription: object }>>('/api/billing/subscription');
    expect(res.status).toBe(200);
    const { subscription, plan, usage, percents } = res.body;
    expect(subscription).toMatchObject({ userId: client.userId, tier: 'free_trial', status: 'active', isTrial: true });
    const trialMs = new Date(subscription.trialEndsAt!).getTime() - new Date(subscription.currentPeriodStart).getTime();
    expect(trialMs).toBe(TRIAL_DAYS * 24 * 60 * 60 * 1000);
    expect(subscription.periodEnd).toBe(subscription.currentPeriodEnd);
    expect(plan?.tier).toBe('free_trial');
    expect(usage).toMatchObject({ keywordsUsed: 0, serpAnalysesUsed: 0, relatedKeywordsUsed: 0 });
    expect(usage.periodStart).toBe(subscription.currentPeriodStart);
    expect(usage.periodEnd).toBe(subscription.trialEndsAt);
    expect(percents).toEqual({ keywords: 0, serpAnalyses: 0, relatedKeywords: 0, competitorReads: 0 });
  });

  it('reports usage and percents of the current period, capped at 100 and 0 for unlimited', async () => {
    const client = await app.createUser();
    const [sub] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, client.userId));
    await db()
      .insert(userUsage)
      .values({ userId: client.userId, periodStart: sub!.currentPeriodStart, periodEnd: sub!.trialEndsAt!, keywordsUsed: 80, serpAnalysesUsed: 12, relatedKeywordsUsed: 5 });
    let res = await client.get('/api/billing/subscription');
    expect(res.body.usage).toMatchObject({ keywordsUsed: 80, serpAnalysesUsed: 12, relatedKeywordsUsed: 5 });
    expect(res.body.percents).toEqual({ keywords: 80, serpAnalyses: 100, relatedKeywords: 10, competitorReads: 0 });

    await db().update(userSubscriptions).set({ tier: 'admin', isTrial: false, trialEndsAt: null }).where(eq(userSubscriptions.userId, client.userId));
    res = await client.get('/api/billing/subscription');
    expect(res.body.plan.tier).toBe('admin');
    expect(res.body.percents).toEqual({ keywords: 0, serpAnalyses: 0, relatedKeywords: 0, competitorReads: 0 });
  });

  it('answers nulls when the user has no subscription', async () => {
    const client = await app.createUser();
    await db().delete(userSubscriptions).where(eq(userSubscriptions.userId, client.userId));
    const res = await client.get('/api/billing/subscription');
    expect(res.body).toEqual({ subscription: null, plan: null, usage: null, percents: null });
  });
});

describe('POST /api/billing/plan-selection', () => {
  it('stores a fresh selection on the user row and moves the running trial to it (decision 023)', async () => {
    const client = await app.createUser();
    const pro = planOf('professional');
    const res = await client.post('/api/billing/plan-selection', { tier: 'professional', planId: pro.id, billing: 'yearly', timestamp: Date.now() - 5_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, selectedPlan: 'professional', billingPeriod: 'yearly', currentTier: 'professional', outcome: 'trial_switched' });
    const row = await userRow(client.userId);
    expect([row.selectedPlan, row.billingPeriod]).toEqual(['professional', 'yearly']);
    const [sub] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, client.userId));
    expect([sub?.tier, sub?.isTrial]).toEqual(['professional', true]);
  });

  it('accepts a selection just under one hour old and refuses one just over', async () => {
    const client = await app.createUser();
    const starter = planOf('starter');
    const fresh = await client.post('/api/billing/plan-selection', {
      tier: 'starter',
      planId: starter.id,
      billing: 'monthly',
      timestamp: Date.now() - PLAN_SELECTION_TTL_MS + 60_000,
    });
    expect(fresh.status).toBe(200);

    const other = await app.createUser();
    const expired = await other.post('/api/billing/plan-selection', {
      tier: 'starter',
      planId: starter.id,
      billing: 'monthly',
      timestamp: Date.now() - PLAN_SELECTION_TTL_MS - 1_000,
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { message: PLAN_SELECTION_EXPIRED_MESSAGE, code: 'PLAN_SELECTION_EXPIRED' } });
    const row = await userRow(other.userId);
    expect([row.selectedPlan, row.billingPeriod]).toEqual([null, null]);
  });

  it('refuses timestamps from the future, mismatched plan ids, the admin tier and bad input', async () => {
    const client = await app.createUser();
    const starter = planOf('starter');
    const cases: unknown[] = [
      { tier: 'starter', planId: starter.id, billing: 'monthly', timestamp: Date.now() + 60 * 60 * 1000 },
      { tier: 'enterprise', planId: starter.id, billing: 'monthly', timestamp: Date.now() },
      { tier: 'admin', planId: starter.id, billing: 'monthly', timestamp: Date.now() },
      { tier: 'starter', planId: starter.id, billing: 'weekly', timestamp: Date.now() },
      { tier: 'starter', planId: 'not-a-uuid', billing: 'monthly', timestamp: Date.now() },
      { tier: 'starter', planId: starter.id, billing: 'monthly' },
      'not json',
    ];
    for (const body of cases) {
      const res = await client.request('POST', '/api/billing/plan-selection', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const mismatch = await client.post('/api/billing/plan-selection', { tier: 'enterprise', planId: starter.id, billing: 'monthly', timestamp: Date.now() });
    expect(mismatch.body.error.message).toBe(UNKNOWN_PLAN_MESSAGE);
    expect((await userRow(client.userId)).selectedPlan).toBeNull();
  });

  it('needs a signed-in user and a same-origin request', async () => {
    const starter = planOf('starter');
    const body = { tier: 'starter', planId: starter.id, billing: 'monthly', timestamp: Date.now() };
    expect((await app.client().post('/api/billing/plan-selection', body)).status).toBe(401);
    const client = await app.createUser();
    const crossSite = await client.request('POST', '/api/billing/plan-selection', body, { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/billing/choose-plan', () => {
  it('records the choice and the analytics event, and moves a running trial to the chosen plan (decision 023)', async () => {
    const client = await app.createUser();
    const enterprise = planOf('enterprise');
    const res = await client.post('/api/billing/choose-plan', { tier: 'enterprise', planId: enterprise.id, billing: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, selectedPlan: 'enterprise', billingPeriod: 'monthly', currentTier: 'enterprise', outcome: 'trial_switched' });
    expect((await userRow(client.userId)).selectedPlan).toBe('enterprise');
    const event = app.logs.find((l) => l.startsWith('[analytics] plan_selected') && l.includes(client.userId));
    expect(event).toBeDefined();
    expect(JSON.parse(event!.replace('[analytics] plan_selected ', ''))).toEqual({
      userId: client.userId,
      tier: 'enterprise',
      planId: enterprise.id,
      billing: 'monthly',
    });
    const summary = await client.get('/api/billing/subscription');
    expect(summary.body.subscription.tier).toBe('enterprise');
    expect(summary.body.subscription.isTrial).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await app.client().post('/api/billing/choose-plan', { tier: 'starter', planId: planOf('starter').id, billing: 'monthly' });
    expect(res.status).toBe(401);
  });
});

describe('no endpoint lets a user change their own tier, status, usage or roles', () => {
  async function snapshot(userId: string) {
    const [sub] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    const usage = await db().select().from(userUsage).where(eq(userUsage.userId, userId));
    const roles = await db().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
    const u = await userRow(userId);
    const [profile] = await db().select({ email: profiles.email }).from(profiles).where(eq(profiles.userId, userId));
    return {
      subscription: sub,
      usage,
      roles: roles.map((r) => r.role).sort(),
      email: u.email,
      emailVerified: u.emailVerified,
      profileEmail: profile?.email,
    };
  }

  it('leaves them unchanged whatever the user sends', async () => {
    const client: SignedIn = await app.createUser();
    await db().insert(userUsage).values({
      userId: client.userId,
      periodStart: new Date('2020-01-01T00:00:00Z'),
      periodEnd: new Date('2020-02-01T00:00:00Z'),
      keywordsUsed: 7,
    });
    const before = await snapshot(client.userId);
    const id = client.userId;
    const enterprise = planOf('enterprise');
    const forged = {
      tier: 'admin',
      status: 'active',
      is_trial: false,
      isTrial: false,
      trialEndsAt: null,
      trial_ends_at: null,
      roles: ['admin'],
      role: 'admin',
      usage: { keywords_used: 0 },
      keywordsUsed: 0,
      keywords_used: 0,
      email: 'someone-else@example.test',
      emailVerified: true,
      userId: 'another-user',
      user_id: 'another-user',
    };
    const attempts: Array<[string, string, unknown]> = [
      // A plan choice moves a running trial to that plan (decision 023): tests/api/trial-plan.test.ts.
      ['POST', '/api/billing/plan-selection', { ...forged, tier: 'admin', planId: enterprise.id, billing: 'yearly', timestamp: Date.now() }],
      ['POST', '/api/billing/choose-plan', { ...forged, tier: 'admin', planId: enterprise.id, billing: 'yearly' }],
      ['POST', '/api/billing/subscription', forged],
      ['PUT', '/api/billing/subscription', forged],
      ['PATCH', '/api/billing/subscription', forged],
      ['PATCH', '/api/profile', { displayName: 'Forged Name', ...forged }],
      ['PATCH', '/api/profile', { tier: 'enterprise' }],
      ['PUT', '/api/profile', forged],
      ['PUT', `/api/admin/users/${id}/subscription`, { tier: 'enterprise', status: 'active' }],
      ['POST', `/api/admin/users/${id}/roles`, { role: 'admin' }],
      ['DELETE', `/api/admin/users/${id}/roles/user`, undefined],
      ['POST', '/api/auth/update-user', { name: 'Forged', ...forged, selectedPlan: 'enterprise' }],
      ['POST', '/api/account/me', forged],
    ];
    for (const [method, path, body] of attempts) {
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(await snapshot(client.userId)).toEqual(before);
    // The display name was refused with the rest of the forged profile body.
    const profile = await client.get('/api/profile');
    expect(profile.body.displayName).not.toBe('Forged Name');
  });

  it('ignores forged tier, status, role and usage fields on the tool, profile and avatar endpoints', async () => {
    const client: SignedIn = await app.createUser();
    const where = { languageCode: 'en', locationCode: 2840 };
    const forged = {
      tier: 'admin',
      status: 'active',
      is_trial: false,
      isTrial: false,
      trial_ends_at: null,
      role: 'admin',
      roles: ['admin'],
      isAdmin: true,
      is_admin: true,
      keywords_used: 0,
      keywordsUsed: 0,
      serp_analyses_used: 0,
      related_keywords_used: 0,
      usage: { keywords_used: 0 },
      limit_override: -1,
      userId: 'another-user',
      user_id: 'another-user',
      email: 'someone-else@example.test',
    };
    // Nine researches already spent this period: a forged "keywords_used: 0" must not reset them.
    await client.post('/api/research', { keyword: 'forged fields warm up', ...where, limit: 50 });
    const [usageRow] = await db().select().from(userUsage).where(eq(userUsage.userId, client.userId));
    await db().update(userUsage).set({ keywordsUsed: 9 }).where(eq(userUsage.id, usageRow!.id));
    const before = await snapshot(client.userId);

    const tools: Array<[string, Record<string, unknown>]> = [
      ['/api/research', { keyword: 'forged fields research', ...where, limit: 50 }],
      ['/api/serp', { keyword: 'forged fields serp', ...where, limit: 10 }],
      ['/api/related', { keyword: 'forged fields related', ...where, limit: 100, depth: 1, offset: 0 }],
    ];
    for (const [path, body] of tools) {
      const res = await client.post(path, { ...forged, ...body });
      // Unknown fields are dropped by the request schemas: the call runs as an ordinary one.
      expect(res.status, path).toBe(200);
    }
    const profilePatch = await client.request('PATCH', '/api/profile', { display_name: 'Forged', displayName: 'Forged', ...forged });
    expect(profilePatch.status).toBe(400);
    const form = new FormData();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } }).png().toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
    for (const [name, value] of Object.entries(forged)) form.append(name, JSON.stringify(value));
    const avatar = await client.request('POST', '/api/profile/avatar', form);
    expect(avatar.status).toBe(200);

    const after = await snapshot(client.userId);
    expect({ ...after, usage: undefined }).toEqual({ ...before, usage: undefined });
    // Exactly one unit per tool call, counted from where the user really was.
    const [usage] = after.usage;
    expect([usage?.keywordsUsed, usage?.serpAnalysesUsed, usage?.relatedKeywordsUsed]).toEqual([10, 1, 1]);
    expect(after.usage.map((u) => u.id)).toEqual(before.usage.map((u) => u.id));
    const me = await client.get('/api/account/me');
    expect(me.body.roles ?? ['user']).not.toContain('admin');
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });
});
