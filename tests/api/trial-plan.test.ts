// Decision 023: what the sign-up page promises is what the account gets. A trial started from a
// chosen plan runs on that plan's quotas; a signed-in choice moves a running trial to the chosen
// plan (same end date) and otherwise only records the request; forged fields change nothing else.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRecord, PlansResponse, SubscriptionResponse } from '../../src/shared/contract/billing.js';
import { user, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { createVerifiedUser, startTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

let app: TestApp;
let plans: PlanRecord[];
const planOf = (tier: string) => plans.find((p) => p.tier === tier)!;
const db = () => app.deps.database.db;

beforeAll(async () => {
  app = await startTestApp();
  plans = (await app.client().get<PlansResponse>('/api/billing/plans')).body.plans;
});
afterAll(() => app?.close());

const signUpWith = (fields: Record<string, unknown>) => createVerifiedUser(app.url, app.mail, uniqueEmail('trial'), 'correct-horse-42', fields);

async function subscriptionOf(userId: string) {
  const [row] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return row!;
}

describe('a trial started from a chosen plan', () => {
  it('runs on that plan for 7 days, and the subscription screen says so with its quotas', async () => {
    const client = await signUpWith({ plan: 'professional', billing: 'yearly' });
    const sub = await subscriptionOf(client.userId);
    expect([sub.tier, sub.isTrial, sub.status]).toEqual(['professional', true, 'active']);
    const days = (sub.trialEndsAt!.getTime() - sub.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const summary = await client.get<SubscriptionResponse>('/api/billing/subscription');
    expect(summary.body.subscription?.tier).toBe('professional');
    expect(summary.body.plan?.keywordsPerMonth).toBe(planOf('professional').keywordsPerMonth);
  });

  it('a research counts against the chosen plan, not the Free Trial', async () => {
    const client = await signUpWith({ plan: 'starter' });
    // 100 used is the Free Trial's whole keyword quota; Starter's is 1,000.
    const sub = await subscriptionOf(client.userId);
    await db().insert(userUsage).values({ userId: client.userId, periodStart: sub.currentPeriodStart, periodEnd: sub.trialEndsAt!, keywordsUsed: planOf('free_trial').keywordsPerMonth });
    const res = await client.post('/api/research', { keyword: 'trail shoes', languageCode: 'en', locationCode: 2840, limit: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it.each([
    [{ plan: 'admin' }, 'free_trial'],
    [{ plan: 'no-such-plan' }, 'free_trial'],
    [{ plan: 42 }, 'free_trial'],
    [{}, 'free_trial'],
  ])('forged or unknown sign-up fields %j give the trial %s and nothing else', async (fields, tier) => {
    const client = await signUpWith(fields);
    const sub = await subscriptionOf(client.userId);
    expect([sub.tier, sub.isTrial]).toEqual([tier, true]);
    expect(sub.trialEndsAt!.getTime()).toBeLessThan(Date.now() + 8 * 86_400_000);
  });

  it('a sign-up with forged subscription fields is refused with a 400 and creates nothing', async () => {
    const email = uniqueEmail('forged');
    const res = await app.client().post('/api/auth/sign-up/email', {
      email, password: 'correct-horse-42', confirmPassword: 'correct-horse-42', acceptTerms: true,
      plan: 'enterprise', tier: 'admin', isTrial: false, trialEndsAt: '2099-01-01T00:00:00Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('Unexpected fields') });
    const rows = await db().select().from(user).where(eq(user.email, email));
    expect(rows).toEqual([]);
  });

  it("a stranger's sign-up for a confirmed address changes nothing of the owner's account", async () => {
    const owner = await signUpWith({});
    const before = await subscriptionOf(owner.userId);
    const stranger = app.client();
    const res = await stranger.post('/api/auth/sign-up/email', { email: owner.email, password: 'another-pass-42', confirmPassword: 'another-pass-42', acceptTerms: true, plan: 'enterprise' });
    expect(res.status).toBe(200);
    expect(await subscriptionOf(owner.userId)).toEqual(before);
    const me = await owner.get<{ user: { id: string } }>('/api/account/me');
    expect(me.body.user.id).toBe(owner.userId);
  });
});

describe('a signed-in plan choice', () => {
  it('moves a running trial to the chosen plan with the same end date, and says so', async () => {
    const client = await signUpWith({});
    const before = await subscriptionOf(client.userId);
    const res = await client.post('/api/billing/choose-plan', { tier: 'starter', planId: planOf('starter').id, billing: 'monthly', isTrial: false, trialEndsAt: '2099-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'trial_switched', currentTier: 'starter', trialEndsAt: before.trialEndsAt!.toISOString() });
    const after = await subscriptionOf(client.userId);
    expect([after.tier, after.isTrial, after.trialEndsAt, after.status]).toEqual(['starter', true, before.trialEndsAt, 'active']);
  });

  it('only records the request when no trial runs (an ended trial or a paid plan), and says the account stays', async () => {
    const client = await signUpWith({});
    await db().update(userSubscriptions).set({ trialEndsAt: new Date(Date.now() - 1000) }).where(eq(userSubscriptions.userId, client.userId));
    const ended = await client.post('/api/billing/choose-plan', { tier: 'professional', planId: planOf('professional').id, billing: 'monthly' });
    expect(ended.body).toMatchObject({ outcome: 'recorded', currentTier: 'free_trial' });
    expect((await subscriptionOf(client.userId)).tier).toBe('free_trial');

    await db().update(userSubscriptions).set({ tier: 'starter', isTrial: false, trialEndsAt: null }).where(eq(userSubscriptions.userId, client.userId));
    const paid = await client.post('/api/billing/choose-plan', { tier: 'enterprise', planId: planOf('enterprise').id, billing: 'monthly' });
    expect(paid.body).toMatchObject({ outcome: 'recorded', currentTier: 'starter', trialEndsAt: null });
    expect((await subscriptionOf(client.userId)).tier).toBe('starter');
  });

  it('refuses the admin tier or a mismatched plan id with a 400 JSON error and changes nothing', async () => {
    const client = await signUpWith({});
    const before = await subscriptionOf(client.userId);
    for (const body of [
      { tier: 'admin', planId: planOf('starter').id, billing: 'monthly' },
      { tier: 'enterprise', planId: planOf('starter').id, billing: 'monthly' },
      { tier: 'starter', planId: 'not-a-uuid', billing: 'monthly' },
      'not json',
    ]) {
      const res = await client.request('POST', '/api/billing/choose-plan', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await subscriptionOf(client.userId)).toEqual(before);
  });
});
