import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeKeywordResults } from './results-summary';

describe('summarizeKeywordResults', () => {
  it('totals volume and averages only the present metrics', () => {
    expect(
      summarizeKeywordResults([
        { searchVolume: 1000, cpc: 2, difficulty: 40 },
        { searchVolume: null, cpc: null, difficulty: 20 },
        { searchVolume: 500, cpc: 1, difficulty: null },
      ]),
    ).toEqual({ totalKeywords: 3, totalVolume: 1500, averageDifficulty: 30, averageCpc: 1.5 });
  });

  it('counts the stand-in seed row as a keyword but not in the averages', () => {
    expect(
      summarizeKeywordResults([
        { searchVolume: 0, cpc: 0, difficulty: null, isPlaceholder: true },
        { searchVolume: 500, cpc: 2, difficulty: 30 },
      ]),
    ).toEqual({ totalKeywords: 2, totalVolume: 500, averageDifficulty: 30, averageCpc: 2 });
  });

  it('gives null averages when no keyword has the metric', () => {
    expect(summarizeKeywordResults([])).toEqual({ totalKeywords: 0, totalVolume: 0, averageDifficulty: null, averageCpc: null });
  });

  it('keeps every average between the smallest and largest value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1 }), (values) => {
        const summary = summarizeKeywordResults(values.map((v) => ({ searchVolume: v, cpc: v, difficulty: v })));
        expect(summary.averageDifficulty).toBeGreaterThanOrEqual(Math.min(...values) - 1e-9);
        expect(summary.averageDifficulty).toBeLessThanOrEqual(Math.max(...values) + 1e-9);
        expect(summary.totalVolume).toBe(values.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
