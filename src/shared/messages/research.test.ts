import { describe, expect, it } from 'vitest';
import { exportCompleteMessage, researchCompleteMessage, SEED_NO_METRICS_NOTE } from './research';

describe('research messages', () => {
  it('reports the count and the actual cost, then the seed note', () => {
    expect(researchCompleteMessage(101, { viewer: 'admin', providerCost: 0.0201 }, null)).toBe('Found 101 keywords (Cost: $0.02).');
    expect(researchCompleteMessage(1, { viewer: 'admin', providerCost: 0 }, SEED_NO_METRICS_NOTE)).toBe(`Found 1 keyword (Cost: $0.00). ${SEED_NO_METRICS_NOTE}`);
    // Anyone but an admin sees the quota units the form quoted, never provider dollars.
    expect(researchCompleteMessage(101, { viewer: 'user', lines: [{ tool: 'keywords', units: 2 }, { tool: 'serp', units: 1 }] }, null)).toBe(
      'Found 101 keywords (Used: 2 keyword researches + 1 SERP analysis).',
    );
  });

  it('reports exports by count and format', () => {
    expect(exportCompleteMessage(12, 'CSV')).toBe('Downloaded 12 keywords as CSV');
    expect(exportCompleteMessage(1, 'JSON')).toBe('Downloaded 1 keyword as JSON');
  });
});
