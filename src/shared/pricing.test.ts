import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  formatPlanPrice,
  formatQuota,
  isBillingPeriod,
  isPublicTier,
  isTier,
  pricePerMonth,
  PUBLIC_TIERS,
  tierLabel,
  TIERS,
  yearlySavings,
  type Plan,
} from './pricing';

const professional: Plan = {
  tier: 'professional',
  name: 'Professional',
  priceMonthly: 49,
  priceYearly: 470,
  keywordsPerMonth: 10_000,
  serpAnalysesPerMonth: 500,
  relatedKeywordsPerMonth: -1, competitorReadsPerMonth: 10, competitorRowsPerRun: 1000,
  maxSavedProjects: null,
  features: ['Everything in Starter'],
};

describe('tiers and billing', () => {
  it('lists the tiers and hides admin from the public list', () => {
    expect(TIERS).toEqual(['free_trial', 'starter', 'professional', 'enterprise', 'admin']);
    expect(PUBLIC_TIERS).toEqual(['free_trial', 'starter', 'professional', 'enterprise']);
    expect(isTier('admin')).toBe(true);
    expect(isPublicTier('admin')).toBe(false);
    expect(isTier('gold')).toBe(false);
  });

  it('bills monthly by default', () => {
    expect(BILLING_PERIODS).toEqual(['monthly', 'yearly']);
    expect(DEFAULT_BILLING_PERIOD).toBe('monthly');
    expect(isBillingPeriod('yearly')).toBe(true);
    expect(isBillingPeriod('weekly')).toBe(false);
  });

  it('labels tiers with spaces and capitals', () => {
    expect(tierLabel('free_trial')).toBe('Free Trial');
    expect(tierLabel('professional')).toBe('Professional');
    expect(tierLabel('PAST__due')).toBe('Past Due');
  });
});

describe('prices', () => {
  it('shows the monthly price, or the yearly price over twelve rounded', () => {
    expect(pricePerMonth(professional, 'monthly')).toBe(49);
    expect(pricePerMonth(professional, 'yearly')).toBe(39);
    expect(pricePerMonth({ priceMonthly: 0, priceYearly: 0 }, 'yearly')).toBe(0);
  });

  it('always gives whole dollars for yearly billing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (yearly) => {
        const perMonth = pricePerMonth({ priceMonthly: 0, priceYearly: yearly }, 'yearly');
        expect(Number.isInteger(perMonth)).toBe(true);
        expect(Math.abs(perMonth - yearly / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('formats prices', () => {
    expect(formatPlanPrice(0)).toBe('Free');
    expect(formatPlanPrice(49)).toBe('$49');
    expect(formatPlanPrice(1299)).toBe('$1,299');
    expect(formatPlanPrice(9.5)).toBe('$9.50');
  });

  it('computes yearly savings against twelve monthly payments', () => {
    expect(yearlySavings(professional)).toEqual({ amount: 118, percent: 20 });
    expect(yearlySavings({ priceMonthly: 0, priceYearly: 0 })).toEqual({ amount: 0, percent: 0 });
    expect(yearlySavings({ priceMonthly: 10, priceYearly: 130 })).toEqual({ amount: 0, percent: 0 });
    expect(yearlySavings({ priceMonthly: 19.99, priceYearly: 199.9 })).toEqual({ amount: 39.98, percent: 17 });
  });

  it('keeps savings between 0 and 100 percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 200_000 }), (monthly, yearly) => {
        const { amount, percent } = yearlySavings({ priceMonthly: monthly, priceYearly: yearly });
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (amount > 0) expect(amount).toBe(monthly * 12 - yearly);
      }),
    );
  });
});

describe('formatQuota', () => {
  it('shows unlimited and thousands separators', () => {
    expect(formatQuota(-1)).toBe('Unlimited');
    expect(formatQuota(0)).toBe('0');
    expect(formatQuota(10_000)).toBe('10,000');
    expect(formatQuota(1_000_000)).toBe('1,000,000');
  });
});
