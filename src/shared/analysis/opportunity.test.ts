import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWeakPage, opportunityScore, serpWeakness, type OpportunityInput } from './opportunity';

const row = (over: Partial<OpportunityInput> = {}): OpportunityInput => ({ searchVolume: 1000, difficulty: 30, cpc: 1.5, intent: 'commercial', ...over });

const inputArb = fc.record({
  searchVolume: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  difficulty: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  cpc: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }),
  intent: fc.constantFrom(null, 'informational', 'navigational', 'commercial', 'transactional', 'other'),
});
const weaknessArb = fc.double({ min: 0, max: 1, noNaN: true });

describe('opportunityScore', () => {
  it('scores a worked example as docs/opportunity-score.md does', () => {
    // volume part log(1001)/log(100001) = 0.6000; 0.6 x 0.7 + 0.2 x log(2.5)/log(51) + 0.2 x 0.9 = 0.6466
    expect(opportunityScore(row())).toBe(39);
    expect(opportunityScore(row({ searchVolume: 0 }))).toBe(0);
    expect(opportunityScore(row({ searchVolume: null }))).toBe(0);
    expect(opportunityScore({ searchVolume: 1_000_000, difficulty: 0, cpc: 100, intent: 'transactional' })).toBe(100);
  });

  it('a weak SERP raises the score of a hard keyword', () => {
    expect(opportunityScore(row({ difficulty: 80 }), 1)).toBeGreaterThan(opportunityScore(row({ difficulty: 80 }), 0));
  });

  it('property: always a whole number within 0..100', () => {
    fc.assert(
      fc.property(inputArb, weaknessArb, (input, weakness) => {
        const score = opportunityScore(input, weakness);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('property: non-decreasing in volume', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (input, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(opportunityScore({ ...input, searchVolume: high })).toBeGreaterThanOrEqual(opportunityScore({ ...input, searchVolume: low }));
      }),
    );
  });

  it('property: non-increasing in difficulty, with or without a known SERP', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), weaknessArb, (input, a, b, weakness) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(opportunityScore({ ...input, difficulty: high }, weakness)).toBeLessThanOrEqual(opportunityScore({ ...input, difficulty: low }, weakness));
      }),
    );
  });
});

describe('SERP weakness', () => {
  const page = (domain: string, url = `https://${domain}/guide`, description = 'A full guide to the topic, with examples and prices.') => ({ domain, url, description });
  it('counts forums, user-generated and thin pages', () => {
    expect(isWeakPage(page('www.reddit.com'))).toBe(true);
    expect(isWeakPage(page('forum.example.com'))).toBe(true);
    expect(isWeakPage(page('example.com', 'https://example.com/community/t/123'))).toBe(true);
    expect(isWeakPage(page('example.com', 'https://example.com/a', 'Short.'))).toBe(true);
    expect(isWeakPage(page('nike.com'))).toBe(false);
    expect(isWeakPage(page('notreddit.com'))).toBe(false);
  });
  it('is the weak share of the top 10', () => {
    expect(serpWeakness([])).toBe(0);
    expect(serpWeakness([page('reddit.com'), page('nike.com'), page('quora.com'), page('adidas.com')])).toBe(0.5);
  });
});
