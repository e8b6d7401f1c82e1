import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './subscription-status';
import { isAnyLimitReached, isTrialOver, isTrialWarning, isUsageWarning, paidAccessRefusal, trialDaysLeft, usagePercent } from './usage';

describe('usagePercent', () => {
  it.each([
    [0, 100, 0],
    [50, 100, 50],
    [80, 100, 80],
    [150, 100, 100],
    [5, -1, 0],
    [0, 0, 0],
    [1, 0, 100],
    [-3, 10, 0],
    [Number.NaN, 10, 0],
  ])('%d of %d is %d percent', (used, limit, percent) => {
    expect(usagePercent(used, limit)).toBe(percent);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1 }), (used, limit) => {
        const percent = usagePercent(used, limit);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('warns from 80 percent', () => {
    expect(isUsageWarning(79.9)).toBe(false);
    expect(isUsageWarning(80)).toBe(true);
    expect(isUsageWarning(100)).toBe(true);
  });
});

describe('isAnyLimitReached', () => {
  it('is true when any meter is full, never for unlimited ones', () => {
    expect(isAnyLimitReached([{ used: 10, limit: 100 }, { used: 100, limit: 100 }])).toBe(true);
    expect(isAnyLimitReached([{ used: 99, limit: 100 }, { used: 1_000_000, limit: -1 }])).toBe(false);
    expect(isAnyLimitReached([])).toBe(false);
  });
});

describe('trial', () => {
  const now = new Date('2024-03-10T12:00:00Z');

  it('rounds the days left up', () => {
    expect(trialDaysLeft(new Date('2024-03-17T12:00:00Z'), now)).toBe(7);
    expect(trialDaysLeft('2024-03-10T12:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2024-03-12T11:00:00Z', now)).toBe(2);
    expect(trialDaysLeft('2024-03-13T12:00:00.001Z', now)).toBe(4);
  });

  it('never goes below zero, even for bad dates', () => {
    expect(trialDaysLeft('2024-03-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(now, now)).toBe(0);
    expect(trialDaysLeft('not a date', now)).toBe(0);
  });

  it('never exceeds the true remaining time by a day or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (offset) => {
        const days = trialDaysLeft(new Date(now.getTime() + offset), now);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(days)).toBe(true);
        if (offset > 0) expect(days * 86_400_000 - offset).toBeLessThan(86_400_000);
        if (offset > 0) expect(days * 86_400_000).toBeGreaterThanOrEqual(offset);
      }),
    );
  });

  it('warns at 3 days or fewer', () => {
    expect(isTrialWarning(4)).toBe(false);
    expect(isTrialWarning(3)).toBe(true);
    expect(isTrialWarning(0)).toBe(true);
  });
});

describe('paidAccessRefusal (the quota gate and the subscription card both ask it)', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const paid = { status: 'active', isTrial: false, trialEndsAt: null };

  it('lets an active subscription with a plan through', () => {
    expect(paidAccessRefusal(paid, true, now)).toBeNull();
    expect(paidAccessRefusal({ status: 'active', isTrial: true, trialEndsAt: '2026-03-10T12:00:01.000Z' }, true, now)).toBeNull();
    // A trial an admin left without an end date runs on.
    expect(paidAccessRefusal({ status: 'active', isTrial: true, trialEndsAt: null }, true, now)).toBeNull();
  });

  it('refuses every status but active, and no subscription at all', () => {
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => s !== 'active')) {
      expect(paidAccessRefusal({ ...paid, status }, true, now), status).toBe('SUBSCRIPTION_INACTIVE');
    }
    expect(paidAccessRefusal({ ...paid, status: 'Active ' }, true, now)).toBe('SUBSCRIPTION_INACTIVE');
    expect(paidAccessRefusal(null, false, now)).toBe('SUBSCRIPTION_INACTIVE');
  });

  it('refuses a trial from the instant it ends, as a Date (server) or an ISO string (client)', () => {
    for (const end of [now, now.toISOString(), new Date(now.getTime() - 1), 'not a date']) {
      expect(paidAccessRefusal({ status: 'active', isTrial: true, trialEndsAt: end }, true, now)).toBe('TRIAL_EXPIRED');
    }
    expect(isTrialOver({ isTrial: false, trialEndsAt: '2000-01-01T00:00:00.000Z' }, now)).toBe(false);
  });

  it('treats a tier without a plan as no subscription, never as unlimited', () => {
    expect(paidAccessRefusal(paid, false, now)).toBe('SUBSCRIPTION_INACTIVE');
  });
});
