import { describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from './contract/billing';
import { quotaLeftText } from './quota-left';

function summary(overrides: { isTrial?: boolean; keywordsLimit?: number; keywordsUsed?: number } = {}): SubscriptionResponse {
  const { isTrial = false, keywordsLimit = 1000, keywordsUsed = 37 } = overrides;
  return {
    subscription: {
      isTrial: isTrial,
      trialEndsAt: isTrial ? '2026-12-02T10:00:00.000Z' : null,
    } as never,
    plan: { keywordsPerMonth: keywordsLimit, serpAnalysesPerMonth: 10, relatedKeywordsPerMonth: -1 } as never,
    usage: { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', keywordsUsed: keywordsUsed, serpAnalysesUsed: 12, relatedKeywordsUsed: 4, competitorReadsUsed: 0 },
    percents: { keywords: 0, serpAnalyses: 0, relatedKeywords: 0, competitorReads: 0 },
  };
}

describe('quotaLeftText', () => {
  it('says what is left this month and when it resets', () => {
    expect(quotaLeftText(summary(), 'keywords')).toBe('963 of 1,000 keyword researches left this month (resets Dec 1, 2026).');
  });

  it('says when a trial ends instead of a reset', () => {
    expect(quotaLeftText(summary({ isTrial: true, keywordsLimit: 100, keywordsUsed: 100 }), 'keywords')).toBe(
      '0 of 100 keyword researches left in your trial (ends Dec 2, 2026).',
    );
  });

  it('never goes below zero, and says unlimited plainly', () => {
    expect(quotaLeftText(summary(), 'serp')).toBe('0 of 10 SERP analyses left this month (resets Dec 1, 2026).');
    expect(quotaLeftText(summary(), 'related')).toBe('Unlimited related keyword requests on your plan.');
  });

  it('says nothing without a subscription', () => {
    expect(quotaLeftText({ subscription: null, plan: null, usage: null, percents: null }, 'keywords')).toBeNull();
  });
});
