import { describe, expect, it } from 'vitest';
import { serpCompleteMessage } from './serp';

describe('serp messages', () => {
  it('words the success notice with the units charged, and an admin\'s three-decimal cost', () => {
    const one = [{ tool: 'serp' as const, units: 1 }];
    expect(serpCompleteMessage(10, 'seo', { lines: one, providerCost: null })).toBe('Found 10 organic results for "seo". Used 1 SERP analysis of your quota.');
    expect(serpCompleteMessage(10, 'seo tools', { lines: one, providerCost: 0.002 })).toBe('Found 10 organic results for "seo tools". Used 1 SERP analysis of your quota. Provider cost: $0.002.');
    expect(serpCompleteMessage(10, 'seo', { lines: [{ tool: 'serp', units: 0, cached: true, fetchedAt: null }], providerCost: null })).toBe(
      'Found 10 organic results for "seo". Free: the answer was cached, so nothing came off your quota.',
    );
  });
});
