import { describe, expect, it } from 'vitest';
import { exportCompleteMessage, researchCompleteMessage, SEED_NO_METRICS_NOTE } from './research';

describe('research messages', () => {
  it('reports the count and the actual cost, then the seed note', () => {
    expect(researchCompleteMessage(101, 0.0201, null)).toBe('Found 101 keywords (Cost: $0.02).');
    expect(researchCompleteMessage(1, 0, SEED_NO_METRICS_NOTE)).toBe(`Found 1 keyword (Cost: $0.00). ${SEED_NO_METRICS_NOTE}`);
  });

  it('reports exports by count and format', () => {
    expect(exportCompleteMessage(12, 'CSV')).toBe('Downloaded 12 keywords as CSV');
    expect(exportCompleteMessage(1, 'JSON')).toBe('Downloaded 1 keyword as JSON');
  });
});
