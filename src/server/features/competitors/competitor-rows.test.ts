// A gap answer as rows: each site's cell (ranks, absent, unknown), the categories three-valued,
// the counts the filters read, brand keywords of any compared site, and the position bands.
import { describe, expect, it } from 'vitest';
import type { GapKeyword, GapRank } from '../../providers/competitor-types.js';
import type { KeywordMetrics } from '../../providers/types.js';
import { categoryCounts, gapRows, positionBands } from './competitor-rows.js';

const metrics = (keyword: string, searchVolume = 100): KeywordMetrics => ({
  keyword, searchVolume, cpc: null, competition: null, competitionLevel: null, difficulty: 30, intent: null, monthlySearches: [], source: 'dataforseo_labs', fetchedAt: '2026-11-29T00:00:00.000Z', metricsUpdatedAt: null,
});
const at = (position: number | null): GapRank => ({ position, url: position === null ? null : `https://site.example/${position}`, estimatedTraffic: 1 });
const gapKeyword = (keyword: string, own: GapRank | null, competitors: Array<GapRank | null>): GapKeyword => ({ metrics: metrics(keyword), own, competitors, serpFeatures: [] });
const hosts = ['own.example', 'rival.example', 'other.example'];

describe('gap rows', () => {
  it('marks Missing when every competitor ranks and you do not, with the counts the filters read', () => {
    const [row] = gapRows('r', [gapKeyword('running shoes', null, [at(3), at(7)])], hosts);
    expect(row).toMatchObject({ position: null, rankingUrl: null, competitorsRanking: 2, competitorsUnknown: 0, bestCompetitorPosition: 3, brandKeyword: false });
    expect(row!.gapCategories).toEqual(['missing', 'untapped']);
    expect(row!.gapRanks!.map((r) => r.state)).toEqual(['absent', 'ranks', 'ranks']);
  });

  it('never reads a site listed without a position as not ranking: unknown, and the categories it decides are undetermined', () => {
    const [row] = gapRows('r', [gapKeyword('trail shoes', at(5), [at(null), null])], hosts);
    expect(row!.gapRanks!.map((r) => r.state)).toEqual(['ranks', 'unknown', 'absent']);
    expect(row!.competitorsUnknown).toBe(1);
    expect(row!.gapCategories).toEqual([]);
    // Unique depends on the unknown one; Shared, Weak and Strong are decided by the competitor that does not rank.
    expect(row!.gapUndetermined).toEqual(['unique']);
  });

  it('marks a brand keyword of any compared site and counts the categories over every row', () => {
    const rows = gapRows('r', [gapKeyword('rival reviews', at(2), [at(1), at(4)]), gapKeyword('best shoes', at(1), [at(2), at(3)])], hosts);
    expect(rows.map((r) => r.brandKeyword)).toEqual([true, false]);
    const counts = categoryCounts(rows);
    expect(counts.shared.count).toBe(2);
    expect(counts.strong.count).toBe(1);
    expect(counts.missing.count).toBe(0);
    expect(positionBands(rows)).toMatchObject({ pos1: 1, pos2to3: 1, notRanking: 0, estimatedTraffic: 2 });
  });
});
