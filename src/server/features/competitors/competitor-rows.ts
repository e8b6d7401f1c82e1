// A competitor answer as keyword rows of the one row model (decision 052): the provider's metrics as
// every research stores them, plus the competitive facts declared beside them (position, URL,
// traffic, SERP features, AI Overview citation, movement; a gap's sites, categories and counts).
// Pure: the store writes what this gives, the tests read it directly.
import { brandsOf, isBrandKeyword } from '../../../shared/competitors/brand-terms.js';
import { GAP_CATEGORIES, gapCategories, type DomainPosition, type GapCategory } from '../../../shared/competitors/gap-rules.js';
import type { GapRankValue } from '../../../shared/keyword-row/metrics.js';
import { gapPosition, type GapKeyword, type GapRank, type RankedKeyword } from '../../providers/competitor-types.js';
import { toResultInsert, type KeywordResultInsert } from '../research-results/index.js';

export interface PositionBands {
  pos1: number;
  pos2to3: number;
  pos4to10: number;
  pos11to20: number;
  pos21to100: number;
  notRanking: number;
  estimatedTraffic: number;
}

export type CategoryCounts = Record<GapCategory, { count: number; undetermined: number }>;

function movement(keyword: RankedKeyword): string | null {
  if (keyword.lost) return 'lost';
  if (!keyword.change) return null;
  if (keyword.change.isNew) return 'new';
  if (keyword.change.isUp) return 'up';
  if (keyword.change.isDown) return 'down';
  return null;
}

/** A target's ranking keywords as rows, in the provider's order (by volume). */
export function domainKeywordRows(researchId: string, keywords: readonly RankedKeyword[], targetHost: string): KeywordResultInsert[] {
  const brands = brandsOf([targetHost]);
  return keywords.map((keyword, rank) => ({
    ...toResultInsert(researchId, keyword.metrics, rank, false),
    position: keyword.position,
    rankingUrl: keyword.url,
    estimatedTraffic: keyword.estimatedTraffic,
    serpFeatures: keyword.serpFeatures,
    aiOverviewCited: keyword.citedInAiOverview,
    rankMovement: movement(keyword),
    brandKeyword: isBrandKeyword(keyword.metrics.keyword, brands),
  }));
}

function rankCell(rank: GapRank | null): GapRankValue {
  const position = gapPosition(rank);
  if (position === null) return { state: 'absent', position: null, url: null, estimatedTraffic: null };
  return { state: position === 'unknown' ? 'unknown' : 'ranks', position: typeof position === 'number' ? position : null, url: rank?.url ?? null, estimatedTraffic: rank?.estimatedTraffic ?? null };
}

/** A gap's keywords as rows: your site's place as the row's position, every site's in gapRanks, and the categories. */
export function gapRows(researchId: string, keywords: readonly GapKeyword[], hosts: readonly string[]): KeywordResultInsert[] {
  const brands = brandsOf(hosts);
  return keywords.map((keyword, rank) => {
    const own: DomainPosition = gapPosition(keyword.own);
    const competitors = keyword.competitors.map(gapPosition);
    const answer = gapCategories({ own, competitors });
    const known = competitors.filter((p): p is number => typeof p === 'number');
    return {
      ...toResultInsert(researchId, keyword.metrics, rank, false),
      position: typeof own === 'number' ? own : null,
      rankingUrl: keyword.own?.url ?? null,
      estimatedTraffic: keyword.own?.estimatedTraffic ?? null,
      serpFeatures: keyword.serpFeatures,
      gapRanks: [rankCell(keyword.own), ...keyword.competitors.map(rankCell)],
      gapCategories: answer.categories,
      gapUndetermined: answer.undetermined,
      competitorsRanking: known.length,
      competitorsUnknown: competitors.filter((p) => p === 'unknown').length,
      bestCompetitorPosition: known.length > 0 ? Math.min(...known) : null,
      brandKeyword: isBrandKeyword(keyword.metrics.keyword, brands),
    };
  });
}

/** Stored rows by the position band of the row's own position (a gap's: your site's). */
export function positionBands(rows: readonly Pick<KeywordResultInsert, 'position' | 'estimatedTraffic'>[]): PositionBands {
  const bands: PositionBands = { pos1: 0, pos2to3: 0, pos4to10: 0, pos11to20: 0, pos21to100: 0, notRanking: 0, estimatedTraffic: 0 };
  for (const row of rows) {
    const p = row.position;
    if (typeof p !== 'number') bands.notRanking++;
    else if (p <= 1) bands.pos1++;
    else if (p <= 3) bands.pos2to3++;
    else if (p <= 10) bands.pos4to10++;
    else if (p <= 20) bands.pos11to20++;
    else bands.pos21to100++;
    if (typeof row.estimatedTraffic === 'number') bands.estimatedTraffic += row.estimatedTraffic;
  }
  bands.estimatedTraffic = Math.round(bands.estimatedTraffic * 100) / 100;
  return bands;
}

export function categoryCounts(rows: readonly Pick<KeywordResultInsert, 'gapCategories' | 'gapUndetermined'>[]): CategoryCounts {
  const counts = Object.fromEntries(GAP_CATEGORIES.map((c) => [c, { count: 0, undetermined: 0 }])) as CategoryCounts;
  for (const row of rows) {
    for (const c of row.gapCategories ?? []) if (c in counts) counts[c as GapCategory].count++;
    for (const c of row.gapUndetermined ?? []) if (c in counts) counts[c as GapCategory].undetermined++;
  }
  return counts;
}
