// Conversions between the provider's keyword metrics, the keyword_results / keyword_research rows
// and the API records of src/shared/api/research.ts (the spec's field names).
import type { KeywordResultRecord, ResearchSessionRecord } from '../../../shared/api/research.js';
import { type keywordResearch, type keywordResults } from '../../db/schema/index.js';
import type { KeywordMetrics } from '../../providers/types.js';

export type KeywordResultInsert = typeof keywordResults.$inferInsert;
type KeywordResultRow = typeof keywordResults.$inferSelect;
type ResearchRow = typeof keywordResearch.$inferSelect;

// integer columns: providers answer whole numbers, but a stray fraction must not fail the insert.
const wholeOrNull = (value: number | null): number | null => (value === null || !Number.isFinite(value) ? null : Math.round(value));
const finiteOrNull = (value: number | null): number | null => (value === null || !Number.isFinite(value) ? null : value);
const dateOrNull = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date : null;
};

export function toResultInsert(researchId: string, metrics: KeywordMetrics, rank: number, isSeedKeyword: boolean): KeywordResultInsert {
  return {
    researchId,
    rank,
    keyword: metrics.keyword,
    searchVolume: wholeOrNull(metrics.searchVolume),
    cpc: finiteOrNull(metrics.cpc),
    competition: finiteOrNull(metrics.competition),
    competitionLevel: metrics.competitionLevel,
    // The provider's own intent, or null: never the column default, never a guess.
    intent: metrics.intent ?? null,
    difficulty: wholeOrNull(metrics.difficulty),
    suggestions: [],
    relatedKeywords: [],
    clusterId: null,
    metricsSource: metrics.source,
    monthlySearches: metrics.monthlySearches.map((m) => ({ year: m.year, month: m.month, searchVolume: m.searchVolume })),
    metricsFetchedAt: dateOrNull(metrics.fetchedAt),
    metricsUpdatedAt: dateOrNull(metrics.metricsUpdatedAt),
    isSeedKeyword,
  };
}

type ResultFields = Omit<KeywordResultInsert, 'id' | 'researchId' | 'rank'> | KeywordResultRow;

export function toResultRecord(row: ResultFields): KeywordResultRecord {
  return {
    keyword: row.keyword,
    search_volume: row.searchVolume ?? null,
    cpc: row.cpc ?? null,
    intent: row.intent ?? null,
    difficulty: row.difficulty ?? null,
    competition: row.competition ?? null,
    competition_level: row.competitionLevel ?? null,
    suggestions: row.suggestions ?? [],
    related_keywords: row.relatedKeywords ?? [],
    cluster_id: row.clusterId ?? null,
    metrics_source: row.metricsSource ?? 'dataforseo_labs',
    monthly_searches: row.monthlySearches ?? [],
    metrics_fetched_at: row.metricsFetchedAt ? row.metricsFetchedAt.toISOString() : null,
    metrics_updated_at: row.metricsUpdatedAt ? row.metricsUpdatedAt.toISOString() : null,
    is_seed_keyword: row.isSeedKeyword ?? false,
  };
}

export function toResearchRecord(row: ResearchRow): ResearchSessionRecord {
  return {
    id: row.id,
    user_id: row.userId,
    seed_keyword: row.seedKeyword,
    total_results: row.totalResults,
    location_code: row.locationCode,
    language_code: row.languageCode,
    result_limit: row.resultLimit,
    api_cost: Number(row.apiCost),
    provider: row.provider,
    seed_keyword_note: row.seedNote,
    created_at: row.createdAt.toISOString(),
  };
}
