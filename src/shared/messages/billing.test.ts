import { describe, expect, it } from 'vitest';
import { isQuotaErrorCode, quotaExceededMessage, trialEndsMessage } from './billing';

describe('billing messages', () => {
  it('words the trial warning with the right plural', () => {
    expect(trialEndsMessage(1)).toBe('Your trial ends in 1 day. Upgrade now to continue using the service.');
    expect(trialEndsMessage(3)).toBe('Your trial ends in 3 days. Upgrade now to continue using the service.');
    expect(trialEndsMessage(0)).toBe('Your trial has ended. Upgrade now to continue using the service.');
  });

  it('names the tool, the limit and the period of a refused call', () => {
    const resetsAt = new Date('2026-12-01T00:00:00.000Z');
    expect(quotaExceededMessage('keywords', 1000, false, resetsAt)).toBe(
      "You've reached your monthly limit of 1,000 keyword researches. It resets on Dec 1, 2026; upgrade your plan to continue before then.",
    );
    expect(quotaExceededMessage('serp', 10, true, resetsAt)).toBe(
      "You've reached your trial limit of 10 SERP analyses. Trial limits do not reset; upgrade your plan to continue.",
    );
  });

  it('recognises only the three quota codes', () => {
    expect(isQuotaErrorCode('QUOTA_EXCEEDED')).toBe(true);
    expect(isQuotaErrorCode('TRIAL_EXPIRED')).toBe(true);
    expect(isQuotaErrorCode('SUBSCRIPTION_INACTIVE')).toBe(true);
    expect(isQuotaErrorCode('FORBIDDEN')).toBe(false);
    expect(isQuotaErrorCode(undefined)).toBe(false);
  });
});
