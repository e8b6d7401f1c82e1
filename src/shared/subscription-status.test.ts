import { describe, expect, it } from 'vitest';
import { normalizeSubscriptionStatus, statusLabel, statusTone, SUBSCRIPTION_STATUSES } from './subscription-status';

describe('subscription status', () => {
  it('stores one spelling of canceled', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual(['active', 'inactive', 'canceled', 'expired', 'past_due']);
  });

  it.each([
    ['active', 'active'],
    [' ACTIVE ', 'active'],
    ['cancelled', 'canceled'],
    ['Cancelled', 'canceled'],
    ['canceled', 'canceled'],
    ['past_due', 'past_due'],
    ['trialing', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSubscriptionStatus(input)).toBe(expected);
  });

  it('colours each status, muting unknown ones', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('past_due')).toBe('warning');
    expect(statusTone('cancelled')).toBe('destructive');
    expect(statusTone('expired')).toBe('destructive');
    expect(statusTone('inactive')).toBe('muted');
    expect(statusTone(null)).toBe('muted');
    expect(statusTone('weird')).toBe('muted');
  });

  it('labels statuses', () => {
    expect(statusLabel('past_due')).toBe('Past Due');
    expect(statusLabel('canceled')).toBe('Canceled');
  });
});
