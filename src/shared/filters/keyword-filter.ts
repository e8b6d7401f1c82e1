// The filter vocabulary of the keyword tables: min-max ranges per metric (the word count among
// them), words to include and to exclude (any or all), intents, questions only and the
// keyword text search. One shape for the browser's reference filter (matchesKeywordFilter), the
// URL (keyword-filter-url.ts) and the database (src/server/features/research-results/keyword-filter-sql.ts).
import type { GapCategory } from '../competitors/gap-rules';
import { SEARCH_INTENTS, type SearchIntent } from '../format/difficulty';
import { trendDirection, type TrendDirection } from '../analysis/seasonality';
import { keywordWords, lowerKeyword } from './keyword-words';
import { questionWordsFor } from './question-words';
import { KEYWORD_DERIVED_METRICS, type KeywordDerivedMetric } from '../keyword-row/keyword-derived';
import { RANGE_METRIC_ENTRIES, type MetricKey, type RangeMetric, type RangeMetricKey } from '../keyword-row/metrics';
import { EMPTY_SERP_FEATURE_FILTER, isEmptySerpFeatureFilter, matchesSerpFeatureFilter, type SerpFeatureFilter } from './serp-feature-filter';

/** The metrics' ranges, in declaration order (src/shared/keyword-row/metrics.ts). */
export const RANGE_METRICS: readonly RangeMetric[] = RANGE_METRIC_ENTRIES.map((entry) => entry.filter.name);
export type { RangeMetric };

export type WordMatch = 'any' | 'all';

/** Both ends inclusive; null is open. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface WordRule {
  words: string[];
  match: WordMatch;
}

export interface KeywordFilter {
  /** Case-insensitive substring of the keyword (the table's search box). */
  search: string;
  ranges: Partial<Record<RangeMetric, NumberRange>>;
  include: WordRule;
  exclude: WordRule;
  /** Empty: any intent. */
  intents: SearchIntent[];
  questionsOnly: boolean;
  /** The 3-month trend at or beyond ±TREND_THRESHOLD_PERCENT; null: any. */
  trend: TrendDirection | null;
  /** The calendar month (1-12) of the highest volume; null: any. */
  peakMonth: number | null;
  /** One topic cluster of the research; null: all. */
  clusterId: number | null;
  /** A gap's rows definitely in any of these categories (gapCategories); empty: any row. */
  gapCategories: GapCategory[];
  /** Brand keywords of the compared sites (brandKeyword): left out, the only ones, or either. */
  brand: BrandFilter | null;
  /** Only keywords whose AI Overview cites the target (aiOverviewCited). */
  aiOverviewOnly: boolean;
  /** SERP features the keyword's results page has and lacks (serpFeatures); a row whose features are not known passes neither. */
  serpFeatures: SerpFeatureFilter;
}

export const BRAND_FILTERS = ['exclude', 'only'] as const;
export type BrandFilter = (typeof BRAND_FILTERS)[number];

export const KEYWORD_FILTER_LIMITS = { searchLength: 200, wordsPerList: 20, wordLength: 100 } as const;

export const EMPTY_KEYWORD_FILTER: KeywordFilter = Object.freeze({
  search: '',
  ranges: {},
  include: { words: [], match: 'any' },
  exclude: { words: [], match: 'any' },
  intents: [],
  questionsOnly: false,
  trend: null,
  peakMonth: null,
  clusterId: null,
  gapCategories: [],
  brand: null,
  aiOverviewOnly: false,
  serpFeatures: EMPTY_SERP_FEATURE_FILTER,
}) as KeywordFilter;

/**
 * The columns a filter reads: the provider's metrics, and (optional, a row may lack them) every
 * other range's metric and the stored seasonality and cluster (decision 027).
 */
export type FilterableKeyword = {
  keyword: string;
  searchVolume: number | null;
  difficulty: number | null;
  cpc: number | null;
  competition: number | null;
  intent: string | null;
  trend?: number | null;
  peakMonth?: number | null;
  clusterId?: number | null;
  gapCategories?: string[];
  brandKeyword?: boolean | null;
  aiOverviewCited?: boolean | null;
  serpFeatures?: string[];
} & { [K in RangeMetricKey]?: number | null };

/** The metric (the row field, the stored column) each range reads. */
export const RANGE_FIELD = Object.fromEntries(RANGE_METRIC_ENTRIES.map((entry) => [entry.filter.name, entry.key])) as Record<RangeMetric, RangeMetricKey>;

const derivedFromKeyword: Partial<Record<MetricKey, KeywordDerivedMetric>> = KEYWORD_DERIVED_METRICS;

/** A row's value of a range's metric; one computed from the keyword is computed when the row does not carry it. */
function rangeValue(row: FilterableKeyword, key: RangeMetricKey): number | null | undefined {
  return row[key] ?? derivedFromKeyword[key]?.value(row.keyword);
}

export function isOpenRange(range: NumberRange | null | undefined): boolean {
  return !range || (range.min === null && range.max === null);
}

/** Whether a value is inside a range; a missing value is outside every range that is set. */
function inRange(value: number | null | undefined, range: NumberRange | null | undefined): boolean {
  if (isOpenRange(range) || !range) return true;
  if (value === null || value === undefined || !Number.isFinite(value)) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

function matchesWordRule(words: ReadonlySet<string>, rule: WordRule): boolean {
  return rule.match === 'all' ? rule.words.every((w) => words.has(w)) : rule.words.some((w) => words.has(w));
}

export function isQuestion(keyword: string, language?: string): boolean {
  const question = questionWordsFor(language);
  const text = lowerKeyword(keyword);
  const words = new Set(keywordWords(keyword));
  return question.words.some((w) => words.has(w)) || question.fragments.some((f) => text.includes(f));
}

export interface KeywordFilterOptions {
  /** The research language: "questions only" uses its question words (every language's when absent). */
  language?: string;
}

function matchesTrend(trend: number | null | undefined, direction: TrendDirection): boolean {
  return trendDirection(trend ?? null) === direction;
}

/**
 * The reference filter: whether one row passes every part of the filter (AND). The database's
 * version must give the same answer on every row (tests/api/keyword-filter-sql.test.ts).
 */
export function matchesKeywordFilter(row: FilterableKeyword, filter: KeywordFilter, options: KeywordFilterOptions = {}): boolean {
  const needle = lowerKeyword(filter.search.trim());
  if (needle !== '' && !lowerKeyword(row.keyword).includes(needle)) return false;
  for (const metric of RANGE_METRICS) {
    if (!inRange(rangeValue(row, RANGE_FIELD[metric]), filter.ranges[metric])) return false;
  }
  if (filter.intents.length > 0 && !(filter.intents as readonly string[]).includes(row.intent ?? '')) return false;
  const words = new Set(keywordWords(row.keyword));
  if (filter.include.words.length > 0 && !matchesWordRule(words, filter.include)) return false;
  if (filter.exclude.words.length > 0 && matchesWordRule(words, filter.exclude)) return false;
  if (filter.questionsOnly && !isQuestion(row.keyword, options.language)) return false;
  if (filter.trend !== null && !matchesTrend(row.trend, filter.trend)) return false;
  if (filter.peakMonth !== null && row.peakMonth !== filter.peakMonth) return false;
  if (filter.clusterId !== null && row.clusterId !== filter.clusterId) return false;
  if (filter.gapCategories.length > 0 && !(row.gapCategories ?? []).some((c) => (filter.gapCategories as readonly string[]).includes(c))) return false;
  if (filter.brand === 'exclude' && row.brandKeyword === true) return false;
  if (filter.brand === 'only' && row.brandKeyword !== true) return false;
  if (filter.aiOverviewOnly && row.aiOverviewCited !== true) return false;
  if (!matchesSerpFeatureFilter(row.serpFeatures, filter.serpFeatures)) return false;
  return true;
}

/** The rows that pass, in their order. */
export function filterKeywords<T extends FilterableKeyword>(rows: readonly T[], filter: KeywordFilter, options: KeywordFilterOptions = {}): T[] {
  return rows.filter((row) => matchesKeywordFilter(row, filter, options));
}

/** How many parts of the filter are set (the Filters badge). */
export function countKeywordFilterParts(filter: KeywordFilter): number {
  let parts = 0;
  for (const metric of RANGE_METRICS) if (!isOpenRange(filter.ranges[metric])) parts++;
  if (filter.include.words.length > 0) parts++;
  if (filter.exclude.words.length > 0) parts++;
  if (filter.intents.length > 0) parts++;
  if (filter.questionsOnly) parts++;
  if (filter.trend !== null) parts++;
  if (filter.peakMonth !== null) parts++;
  if (filter.clusterId !== null) parts++;
  if (filter.gapCategories.length > 0) parts++;
  if (filter.brand !== null) parts++;
  if (filter.aiOverviewOnly) parts++;
  if (!isEmptySerpFeatureFilter(filter.serpFeatures)) parts++;
  return parts;
}

/** Intents in the vocabulary's order, each once. */
export function normalizeIntents(intents: readonly string[]): SearchIntent[] {
  return SEARCH_INTENTS.filter((intent) => intents.includes(intent));
}
