import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELATED_LIMIT_OPTIONS, RESEARCH_LIMIT_OPTIONS } from './constants/limits';
import {
  estimateRelatedCost,
  estimateResearchCost,
  estimateSerpCost,
  formatRelatedCostEstimate,
  formatResearchCostEstimate,
  formatSerpCostEstimate,
} from './costs';

describe('estimateResearchCost', () => {
  it.each([
    [50, 0.01, '$0.01'],
    [100, 0.01, '$0.01'],
    [101, 0.02, '$0.02'],
    [250, 0.03, '$0.03'],
    [500, 0.05, '$0.05'],
    [1000, 0.1, '$0.10'],
    [0, 0, '$0.00'],
    [-5, 0, '$0.00'],
  ])('limit %i costs %d', (limit, cost, text) => {
    expect(estimateResearchCost(limit)).toBe(cost);
    expect(formatResearchCostEstimate(limit)).toBe(text);
  });

  it('charges one cent per started block of 100, as an exact cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (limit) => {
        const cost = estimateResearchCost(limit);
        const cents = Math.ceil(limit / 100);
        expect(cost).toBe(cents / 100);
        expect(Number(cost.toFixed(2))).toBe(cost);
      }),
    );
  });

  it('prices every offered limit', () => {
    expect(RESEARCH_LIMIT_OPTIONS.map(formatResearchCostEstimate)).toEqual(['$0.01', '$0.01', '$0.03', '$0.05', '$0.10']);
  });
});

describe('estimateSerpCost', () => {
  it.each([
    [0, 0, '$0.000'],
    [1, 0.002, '$0.002'],
    [2, 0.0035, '$0.004'],
    [3, 0.005, '$0.005'],
    [10, 0.0155, '$0.016'],
  ])('%i pages cost %d', (pages, cost, text) => {
    expect(estimateSerpCost(pages)).toBe(cost);
    expect(formatSerpCostEstimate(pages)).toBe(text);
  });

  it('adds exactly $0.0015 per further page, with no float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (pages) => {
        const step = estimateSerpCost(pages + 1) - estimateSerpCost(pages);
        expect(step).toBeCloseTo(0.0015, 12);
        expect(estimateSerpCost(pages)).toBe(Number(estimateSerpCost(pages).toFixed(4)));
      }),
    );
  });
});

describe('estimateRelatedCost', () => {
  it('is one cent per 100 of the limit', () => {
    expect(RELATED_LIMIT_OPTIONS.map(estimateRelatedCost)).toEqual([0.01, 0.025, 0.05, 0.1]);
    expect(RELATED_LIMIT_OPTIONS.map(formatRelatedCostEstimate)).toEqual(['$0.01', '$0.03', '$0.05', '$0.10']);
    expect(estimateRelatedCost(0)).toBe(0);
    expect(estimateRelatedCost(Number.NaN)).toBe(0);
  });

  it('grows in proportion to the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (hundreds) => {
        expect(estimateRelatedCost(hundreds * 100)).toBe(hundreds / 100);
      }),
    );
  });
});
