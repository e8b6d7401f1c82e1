import { describe, expect, it } from 'vitest';
import { usageSeries } from './usage-series';

describe('usageSeries', () => {
  const usage = {
    periodStart: '2026-11-01T10:00:00.000Z',
    periodEnd: '2026-12-01T10:00:00.000Z',
    days: [
      { day: '2026-11-02', keywords: 2, serpAnalyses: 1, relatedKeywords: 0, competitorReads: 0 },
      { day: '2026-11-04', keywords: 1, serpAnalyses: 0, relatedKeywords: 3, competitorReads: 0 },
    ],
  };

  it('adds up each tool day by day from the first day of the period to today', () => {
    const series = usageSeries(usage, new Date('2026-11-05T08:00:00Z'));
    expect(series.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(series.cumulative).toEqual({ keywords: [0, 2, 2, 3, 3], serpAnalyses: [0, 1, 1, 1, 1], relatedKeywords: [0, 0, 0, 3, 3] });
  });

  it('stops at the end of the period, starts with one point on its first day, and is empty without a subscription', () => {
    expect(usageSeries(usage, new Date('2027-01-10T00:00:00Z')).days).toHaveLength(31);
    expect(usageSeries(usage, new Date('2026-11-01T10:30:00Z')).days).toEqual(['2026-11-01']);
    expect(usageSeries({ periodStart: null, periodEnd: null, days: [] }, new Date()).days).toEqual([]);
  });
});
