import { describe, expect, it } from 'vitest';
import { exportCompleteMessage, researchCompleteMessage, SEED_NO_METRICS_NOTE } from './research';

describe('research messages', () => {
  it('reports the count and what the quota was charged, then the seed note', () => {
    const one = [{ tool: 'keywords' as const, units: 1 }];
    expect(researchCompleteMessage(101, { lines: one, providerCost: null }, null)).toBe('Found 101 keywords. Used 1 keyword research of your quota.');
    expect(researchCompleteMessage(1, { lines: one, providerCost: null }, SEED_NO_METRICS_NOTE)).toBe(`Found 1 keyword. Used 1 keyword research of your quota. ${SEED_NO_METRICS_NOTE}`);
    expect(researchCompleteMessage(101, { lines: [{ tool: 'keywords', units: 2 }, { tool: 'serp', units: 1 }], providerCost: null }, null)).toBe(
      'Found 101 keywords. Used 2 keyword researches and 1 SERP analysis of your quota.',
    );
    // A repeat the cache answered charged nothing, and says so.
    expect(researchCompleteMessage(101, { lines: [{ tool: 'keywords', units: 0, cached: true, fetchedAt: '2026-11-27T10:00:00.000Z' }], providerCost: null }, null)).toBe(
      'Found 101 keywords. Free: the answer was cached (fetched Nov 27, 2026), so nothing came off your quota.',
    );
    // Only an admin's answer carries dollars, said after the units.
    expect(researchCompleteMessage(101, { lines: one, providerCost: 0.0201 }, null)).toBe('Found 101 keywords. Used 1 keyword research of your quota. Provider cost: $0.02.');
  });

  it('reports exports by count and format', () => {
    expect(exportCompleteMessage(12, 'CSV')).toBe('Downloaded 12 keywords as CSV');
    expect(exportCompleteMessage(1, 'JSON')).toBe('Downloaded 1 keyword as JSON');
  });
});
