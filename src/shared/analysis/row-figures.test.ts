import { describe, expect, it } from 'vitest';
import { opportunityScore } from './opportunity';
import { rowFigures } from './row-figures';
import { seasonality } from './seasonality';

describe('rowFigures', () => {
  it('is the opportunity without a SERP and the seasonality of the same row', () => {
    const monthlySearches = Array.from({ length: 12 }, (_, i) => ({ year: 2026, month: i + 1, searchVolume: 100 + i * 10 }));
    const row = { searchVolume: 1200, difficulty: 35, cpc: 1.5, intent: 'commercial', monthlySearches };
    expect(rowFigures(row)).toEqual({ opportunity: opportunityScore(row), ...seasonality(monthlySearches) });
  });

  it('has no seasonality without monthly data', () => {
    expect(rowFigures({ searchVolume: null, difficulty: null, cpc: null, intent: null, monthlySearches: [] })).toEqual({ opportunity: 0, peakMonth: null, trend: null, trendYoy: null });
  });
});
