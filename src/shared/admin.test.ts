import { describe, expect, it } from 'vitest';
import {
  ADMIN_ERRORS,
  addableRoles,
  addRoleSchema,
  deleteUserSchema,
  describeAuditChange,
  emailMatches,
  shownRoles,
  shownStatus,
  shownTier,
  subscriptionFilterSchema,
  toEditStatus,
  updateSubscriptionSchema,
} from './admin';

describe('updateSubscriptionSchema', () => {
  it('normalises both spellings of cancelled to the stored one', () => {
    for (const status of ['cancelled', 'canceled', ' Cancelled ']) {
      const parsed = updateSubscriptionSchema.parse({ tier: 'starter', status });
      expect(parsed.status).toBe('canceled');
    }
  });

  it('leaves absent or blank dates for the server to default', () => {
    const parsed = updateSubscriptionSchema.parse({
      tier: 'professional',
      status: 'active',
      trialEndsAt: '',
      currentPeriodStart: null,
    });
    expect(parsed.trialEndsAt).toBeUndefined();
    expect(parsed.currentPeriodStart).toBeUndefined();
    expect(parsed.currentPeriodEnd).toBeUndefined();
  });

  it('reads ISO dates and date-times', () => {
    const parsed = updateSubscriptionSchema.parse({
      tier: 'enterprise',
      status: 'past_due',
      trialEndsAt: '2025-02-01',
      currentPeriodStart: '2025-01-01T10:00:00Z',
      currentPeriodEnd: '2025-02-01T10:00:00+02:00',
    });
    expect(parsed.trialEndsAt?.toISOString()).toBe('2025-02-01T00:00:00.000Z');
    expect(parsed.currentPeriodEnd?.toISOString()).toBe('2025-02-01T08:00:00.000Z');
  });

  it.each([
    [{ tier: 'gold', status: 'active' }, ADMIN_ERRORS.invalidTier],
    [{ tier: 'starter', status: 'trialing' }, ADMIN_ERRORS.invalidStatus],
    [{ tier: 'starter' }, ADMIN_ERRORS.invalidStatus],
    [{ tier: 'starter', status: 'active', currentPeriodEnd: 'tomorrow' }, ADMIN_ERRORS.invalidDate],
  ])('refuses %j', (input, message) => {
    const parsed = updateSubscriptionSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('role and delete schemas', () => {
  it('accepts only known roles', () => {
    expect(addRoleSchema.parse({ role: 'moderator' })).toEqual({ role: 'moderator' });
    expect(addRoleSchema.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe(ADMIN_ERRORS.invalidRole);
  });

  it('needs a confirmEmail string', () => {
    expect(deleteUserSchema.safeParse({}).success).toBe(false);
    expect(deleteUserSchema.parse({ confirmEmail: 'a@b.c' })).toEqual({ confirmEmail: 'a@b.c' });
  });
});

describe('subscriptionFilterSchema', () => {
  it('treats blank and "all" as no filter', () => {
    expect(subscriptionFilterSchema.parse({ tier: '', status: 'all' })).toEqual({ tier: undefined, status: undefined });
    expect(subscriptionFilterSchema.parse({})).toEqual({ tier: undefined, status: undefined });
  });

  it('normalises the status filter and refuses unknown values', () => {
    expect(subscriptionFilterSchema.parse({ tier: 'starter', status: 'cancelled' })).toEqual({ tier: 'starter', status: 'canceled' });
    expect(subscriptionFilterSchema.safeParse({ tier: 'gold' }).success).toBe(false);
    expect(subscriptionFilterSchema.safeParse({ status: 'nope' }).success).toBe(false);
  });
});

describe('display helpers', () => {
  it('shows the table fallbacks', () => {
    expect(shownTier(null)).toBe('none');
    expect(shownTier('free_trial')).toBe('Free Trial');
    expect(shownStatus(null)).toBe('inactive');
    expect(shownStatus('past_due')).toBe('past_due');
    expect(shownRoles([])).toEqual(['user']);
    expect(shownRoles(['user', 'admin'])).toEqual(['user', 'admin']);
  });

  it('shows a stored canceled in the edit form spelling', () => {
    expect(toEditStatus('canceled')).toBe('cancelled');
    expect(toEditStatus('active')).toBe('active');
    expect(toEditStatus(null)).toBe('active');
    expect(toEditStatus('expired')).toBe('expired');
  });

  it('offers only roles the user has not got', () => {
    expect(addableRoles(['user'])).toEqual(['moderator', 'admin']);
    expect(addableRoles(['user', 'moderator', 'admin'])).toEqual([]);
  });

  it('matches the e-mail exactly', () => {
    expect(emailMatches('ada@example.com', 'ada@example.com')).toBe(true);
    expect(emailMatches('Ada@example.com', 'ada@example.com')).toBe(false);
    expect(emailMatches(' ada@example.com', 'ada@example.com')).toBe(false);
    expect(emailMatches('', '')).toBe(false);
  });
});

describe('describeAuditChange', () => {
  it('lists only what changed', () => {
    expect(describeAuditChange({ tier: 'free_trial', status: 'active' }, { tier: 'starter', status: 'active' })).toEqual([
      'tier: free_trial → starter',
    ]);
    expect(describeAuditChange({ roles: ['user'] }, { roles: ['user', 'admin'] })).toEqual(['roles: user → user, admin']);
    expect(describeAuditChange(null, { tier: 'starter' })).toEqual(['tier: none → starter']);
  });
});
