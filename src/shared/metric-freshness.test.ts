import { describe, expect, it } from 'vitest';
import { isStaleMetric } from './metric-freshness';

describe('isStaleMetric', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  it('calls a value stale after 30 days, not on the 30th', () => {
    expect(isStaleMetric('2026-10-27T12:00:00.000Z', now)).toBe(false);
    expect(isStaleMetric('2026-10-27T11:59:59.000Z', now)).toBe(true);
    expect(isStaleMetric('2026-11-25T00:00:00.000Z', now)).toBe(false);
  });
  it('never calls an unknown or unreadable date stale', () => {
    expect(isStaleMetric(null, now)).toBe(false);
    expect(isStaleMetric('yesterday', now)).toBe(false);
  });
});
