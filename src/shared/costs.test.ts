import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELATED_LIMIT_OPTIONS, RESEARCH_LIMIT_OPTIONS } from './constants/limits';
import {
  estimateImportCost,
  estimateRelatedCost,
  estimateResearchRunCost,
  expectedResearchUnits,
  formatRunCost,
  formatToolCost,
  estimateResearchCost,
  estimateSerpCost,
  formatRelatedCostEstimate,
  formatResearchCostEstimate,
  formatQuotaUnits,
  formatSerpCostEstimate,
  quotaUnitsFor,
} from './costs';

describe('estimateResearchCost', () => {
  it.each([
    [50, 0.02, '$0.02'],
    [100, 0.02, '$0.02'],
    [101, 0.03, '$0.03'],
    [250, 0.04, '$0.04'],
    [500, 0.06, '$0.06'],
    [1000, 0.11, '$0.11'],
    [0, 0, '$0.00'],
    [-5, 0, '$0.00'],
  ])('limit %i costs %d', (limit, cost, text) => {
    expect(estimateResearchCost(limit)).toBe(cost);
    expect(formatResearchCostEstimate(limit)).toBe(text);
  });

  it('is $0.01 per request plus $0.0001 per keyword, rounded up to an exact cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (limit) => {
        const cost = estimateResearchCost(limit);
        const exact = 0.01 + limit * 0.0001;
        expect(cost).toBeGreaterThanOrEqual(exact - 1e-9);
        expect(cost - exact).toBeLessThan(0.01);
        expect(Number(cost.toFixed(2))).toBe(cost);
      }),
    );
  });

  it('prices every offered limit', () => {
    expect(RESEARCH_LIMIT_OPTIONS.map(formatResearchCostEstimate)).toEqual(['$0.02', '$0.02', '$0.04', '$0.06', '$0.11']);
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
  it('is $0.02 per started request of 100 keywords ($0.01 + 100 x $0.0001)', () => {
    expect(RELATED_LIMIT_OPTIONS.map(estimateRelatedCost)).toEqual([0.02, 0.06, 0.1, 0.2]);
    expect(RELATED_LIMIT_OPTIONS.map(formatRelatedCostEstimate)).toEqual(['$0.02', '$0.06', '$0.10', '$0.20']);
    expect(estimateRelatedCost(0)).toBe(0);
    expect(estimateRelatedCost(Number.NaN)).toBe(0);
  });

  it('grows by two cents per request of 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (requests) => {
        expect(estimateRelatedCost(requests * 100)).toBe((requests * 2) / 100);
      }),
    );
  });
});

describe('quota units of a run', () => {
  it('takes one unit for a research or a SERP analysis, one per 100-row request for related keywords', () => {
    expect(quotaUnitsFor('keywords', 1000)).toBe(1);
    expect(quotaUnitsFor('serp')).toBe(1);
    expect(quotaUnitsFor('related', 100)).toBe(1);
    expect(quotaUnitsFor('related', 250)).toBe(3);
    expect(quotaUnitsFor('related', 1000)).toBe(10);
  });

  it('names the units in the singular and the plural', () => {
    expect(formatQuotaUnits('keywords', 1)).toBe('1 keyword research');
    expect(formatQuotaUnits('serp', 1)).toBe('1 SERP analysis');
    expect(formatQuotaUnits('related', 3)).toBe('3 related keyword requests');
  });
});

describe('the cost preview of a research (decision 025)', () => {
  it('takes one keyword research per seed and one unit per ticked analysis (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), fc.boolean(), (seeds, includeSerp, includeRelated) => {
        const lines = expectedResearchUnits({ seeds, includeSerp, includeRelated });
        expect(lines[0]).toEqual({ tool: 'keywords', units: seeds });
        expect(lines.find((line) => line.tool === 'serp')?.units ?? 0).toBe(includeSerp ? 1 : 0);
        expect(lines.find((line) => line.tool === 'related')?.units ?? 0).toBe(includeRelated ? 1 : 0);
      }),
    );
  });

  it('says units, or free with the fetch date for a cached repeat', () => {
    expect(formatRunCost([{ tool: 'keywords', units: 2 }, { tool: 'serp', units: 1 }])).toBe('2 keyword researches + 1 SERP analysis');
    expect(formatToolCost({ tool: 'serp', units: 0, cached: true, fetchedAt: '2026-11-27T10:00:00.000Z' })).toBe('SERP analysis free (cached, fetched Nov 27, 2026)');
    expect(formatToolCost({ tool: 'keywords', units: 1, cached: true, fetchedAt: '2026-11-27T10:00:00.000Z' })).toBe('1 keyword research');
  });

  it('prices seeds x the research price plus the analyses, from the same table', () => {
    expect(estimateResearchRunCost({ seeds: 3, limit: 100, includeSerp: false, includeRelated: false })).toBe(0.06);
    expect(estimateResearchRunCost({ seeds: 1, limit: 100, includeSerp: true, includeRelated: true })).toBe(0.042);
  });
});

describe('estimateImportCost', () => {
  it('is one unit and one Labs request per batch of 100 uncached keywords', () => {
    expect(estimateImportCost(0)).toEqual({ units: 0, usd: 0 });
    expect(estimateImportCost(1)).toEqual({ units: 1, usd: 0.02 });
    expect(estimateImportCost(100)).toEqual({ units: 1, usd: 0.02 });
    expect(estimateImportCost(150)).toEqual({ units: 2, usd: 0.04 });
  });
});
