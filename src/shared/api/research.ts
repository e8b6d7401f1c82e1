// The keyword-research API contract (spec section 7, call 1): the answer shapes in the spec's
// field names and the mapping to the client's result record (spec section 3). No zod here, so the
// browser can import it without the validation library; the request schema is research-schema.ts.
import type { LanguageCode } from '../constants/languages';
import type { LocationCode } from '../constants/locations';
import { RESEARCH_LIMIT_OPTIONS, type ResearchLimit } from '../constants/limits';

export function isResearchLimit(value: unknown): value is ResearchLimit {
  return (RESEARCH_LIMIT_OPTIONS as readonly unknown[]).includes(value);
}

/** POST /api/research body, as validated by researchRequestSchema (keyword trimmed). */
export interface ResearchRequest {
  keyword: string;
  languageCode: LanguageCode;
  locationCode: LocationCode;
  limit: ResearchLimit;
}

export interface MonthlySearchRecord {
  year: number;
  month: number; // 1-12
  searchVolume: number | null;
}

/** One keyword_results row as the API answers it (snake_case, as the spec reads it). */
export interface KeywordResultRecord {
  keyword: string;
  search_volume: number | null;
  cpc: number | null;
  /** The provider's own intent; null when it gave none (never guessed). */
  intent: string | null;
  difficulty: number | null;
  competition: number | null;
  competition_level: string | null;
  suggestions: string[];
  related_keywords: string[];
  cluster_id: string | null;
  metrics_source: string;
  monthly_searches: MonthlySearchRecord[];
  metrics_fetched_at: string | null;
  metrics_updated_at: string | null;
  is_seed_keyword: boolean;
}

/** A keyword_research row as the API answers it. */
export interface ResearchSessionRecord {
  id: string;
  user_id: string;
  seed_keyword: string;
  total_results: number;
  location_code: number;
  language_code: string;
  result_limit: number;
  /** Dollars the provider actually charged (0 when the answer came from the cache). */
  api_cost: number;
  provider: string;
  seed_keyword_note: string | null;
  created_at: string;
}

/** POST /api/research answer. */
export interface ResearchResponse {
  success: true;
  research_id: string;
  results: KeywordResultRecord[];
  total_results: number;
  /** The actual cost in dollars (the spec's field name). */
  estimated_cost: number;
  seed_keyword_note: string | null;
  is_demo_data: boolean;
}

/** GET /api/research/:id answer. */
export interface ResearchDetailResponse {
  research: ResearchSessionRecord;
  results: KeywordResultRecord[];
}

/** The client's result record (spec section 3) plus the trend and metric provenance. */
export interface KeywordResultRow {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  intent: string | null;
  difficulty: number | null;
  suggestions: string[];
  related: string[];
  clusterId: string | null;
  metricsSource: string;
  isSeedKeyword: boolean;
  monthlySearches: MonthlySearchRecord[];
  metricsFetchedAt: string | null;
  metricsUpdatedAt: string | null;
  /** Set on the stand-in seed row the results page makes when the provider returned no seed. */
  isPlaceholder?: boolean;
}

export function toKeywordResultRow(record: KeywordResultRecord): KeywordResultRow {
  return {
    keyword: record.keyword,
    searchVolume: record.search_volume,
    cpc: record.cpc,
    intent: record.intent,
    difficulty: record.difficulty,
    suggestions: record.suggestions,
    related: record.related_keywords,
    clusterId: record.cluster_id,
    metricsSource: record.metrics_source,
    isSeedKeyword: record.is_seed_keyword,
    monthlySearches: record.monthly_searches,
    metricsFetchedAt: record.metrics_fetched_at,
    metricsUpdatedAt: record.metrics_updated_at,
  };
}

/** True when the provider gave none of volume, CPC and difficulty for a keyword. */
export function hasNoMetrics(row: { searchVolume: number | null; cpc: number | null; difficulty: number | null }): boolean {
  return row.searchVolume === null && row.cpc === null && row.difficulty === null;
}
