import { describe, expect, it } from 'vitest';
import { PLAN_SELECTION_TTL_MS } from '../constants/limits';
import { choosePlanSchema, isPlanSelectionFresh, planSelectionSchema } from './billing-request';
import { toPlan } from '../pricing';

const planId = '3f7d0c1e-8a59-4c1b-9d2a-5b6e7f8a9b0c';

describe('plan selection requests', () => {
  it('accepts a public tier, a plan id and a billing period', () => {
    expect(choosePlanSchema.parse({ tier: 'starter', planId, billing: 'yearly' })).toEqual({ tier: 'starter', planId, billing: 'yearly' });
  });

  it('refuses the admin tier and unknown billing periods', () => {
    expect(choosePlanSchema.safeParse({ tier: 'admin', planId, billing: 'monthly' }).success).toBe(false);
    expect(choosePlanSchema.safeParse({ tier: 'starter', planId, billing: 'weekly' }).success).toBe(false);
    expect(choosePlanSchema.safeParse({ tier: 'starter', planId: 'x', billing: 'monthly' }).success).toBe(false);
  });

  it('needs a timestamp for a stored selection', () => {
    expect(planSelectionSchema.safeParse({ tier: 'starter', planId, billing: 'monthly' }).success).toBe(false);
    expect(planSelectionSchema.safeParse({ tier: 'starter', planId, billing: 'monthly', timestamp: 5 }).success).toBe(true);
  });

  it('is fresh for one hour, not a millisecond more', () => {
    const now = 10 * PLAN_SELECTION_TTL_MS;
    expect(isPlanSelectionFresh(now, now)).toBe(true);
    expect(isPlanSelectionFresh(now - PLAN_SELECTION_TTL_MS, now)).toBe(true);
    expect(isPlanSelectionFresh(now - PLAN_SELECTION_TTL_MS - 1, now)).toBe(false);
    expect(isPlanSelectionFresh(now + 60 * 60 * 1000, now)).toBe(false);
  });
});

describe('toPlan', () => {
  it('maps the wire record to the shared Plan', () => {
    const plan = toPlan({
      id: planId,
      tier: 'starter',
      name: 'Starter',
      priceMonthly: 49,
      priceYearly: 470,
      keywordsPerMonth: 1000,
      serpAnalysesPerMonth: 100,
      relatedKeywordsPerMonth: 500, competitorReadsPerMonth: 10, competitorRowsPerRun: 1000,
      maxSavedProjects: 20,
      features: ['a'],
      isActive: true,
    });
    expect(plan).not.toHaveProperty('isActive');
    expect(plan).toMatchObject({ id: planId, priceMonthly: 49, priceYearly: 470, keywordsPerMonth: 1000, maxSavedProjects: 20 });
  });
});
