// The seam between KeywordLens features and a keyword data source (DataForSEO or the offline demo).
// Features only see these shapes; provider wire formats never leak past src/server/providers.

export { ProviderError, isProviderError } from './provider-error.js';
export type { ProviderErrorKind, ProviderErrorOptions } from './provider-error.js';

export type ProviderName = 'dataforseo' | 'demo';

export type CompetitionLevel = 'LOW' | 'MEDIUM' | 'HIGH';
export type SearchIntent = 'informational' | 'navigational' | 'commercial' | 'transactional';

export interface MonthlySearch {
  year: number;
  month: number; // 1-12
  searchVolume: number | null;
}

export interface KeywordMetrics {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null; // USD
  competition: number | null; // 0-1, paid-search competition
  competitionLevel: CompetitionLevel | null;
  difficulty: number | null; // 0-100
  intent: SearchIntent | null;
  monthlySearches: MonthlySearch[]; // oldest first, at most 12
  source: string; // e.g. 'dataforseo_labs' | 'demo'
  fetchedAt: string; // ISO time our server received it
  metricsUpdatedAt: string | null; // provider's keyword_info.last_updated_time as ISO, when present
}

export interface RelatedKeyword extends KeywordMetrics {
  depth: number; // 0 = the seed itself
  relevance: number | null; // 0-1, our own heuristic (see related-relevance.ts)
  categories: string[];
  relatedKeywords: string[];
}

export interface SerpOrganicResult {
  position: number; // rank among organic results (DataForSEO rank_group), 1-based
  domain: string;
  url: string;
  title: string;
  description: string;
  breadcrumb: string | null;
}

export interface SerpLink {
  title: string | null;
  url: string | null;
  domain: string | null;
}

/** A compact summary of one non-organic SERP element; `rankAbsolute` is its place among all elements. */
export type SerpFeature =
  | { type: 'featured_snippet'; rankAbsolute: number | null; title: string | null; description: string | null; url: string | null; domain: string | null }
  | { type: 'people_also_ask'; rankAbsolute: number | null; questions: Array<{ question: string; answer: string | null } & SerpLink> }
  | { type: 'ai_overview'; rankAbsolute: number | null; text: string | null; references: SerpLink[] }
  | {
      type: 'local_pack';
      rankAbsolute: number | null;
      title: string | null;
      description: string | null;
      domain: string | null;
      url: string | null;
      phone: string | null;
      rating: number | null;
      ratingVotes: number | null;
      isPaid: boolean;
    }
  | { type: 'related_searches'; rankAbsolute: number | null; queries: string[] }
  | { type: 'paid'; rankAbsolute: number | null; title: string | null; description: string | null; url: string | null; domain: string | null }
  | { type: 'video'; rankAbsolute: number | null; items: Array<{ title: string | null; url: string | null; source: string | null }> }
  | { type: 'images'; rankAbsolute: number | null; title: string | null; items: Array<{ alt: string | null; url: string | null }> }
  | { type: 'top_stories'; rankAbsolute: number | null; items: Array<SerpLink & { source: string | null; timestamp: string | null }> }
  | { type: 'knowledge_graph'; rankAbsolute: number | null; title: string | null; subtitle: string | null; description: string | null; url: string | null }
  | { type: 'answer_box'; rankAbsolute: number | null; text: string[]; url: string | null; domain: string | null }
  // Every other element type; `itemType` keeps the provider's name (e.g. 'shopping', 'map').
  | { type: 'other'; itemType: string; rankAbsolute: number | null; title?: string };

export type SerpFeatureType = SerpFeature['type'];

export interface SerpSnapshot {
  keyword: string;
  checkUrl: string | null;
  seResultsCount: number | null;
  itemTypes: string[];
  organic: SerpOrganicResult[]; // sorted by position, at most 10
  features: SerpFeature[]; // in page order
  /**
   * Every element of the page as the provider gave it (DataForSEO: `result[0].items`; the demo: its
   * own items), stored with the analysis so it can be reopened in full. Optional only because
   * snapshots cached before it existed lack it (provider_cache, 1-day TTL).
   */
  rawItems?: unknown[];
  spell: { keyword: string; type: string } | null;
  fetchedAt: string;
}

export interface ProviderAnswer<T> {
  data: T;
  costUsd: number; // what this call cost us; 0 when served from cache
  provider: ProviderName;
  /** True when the answer came from the cache (or joined another caller's in-flight call). */
  cached?: boolean;
  /** ISO time the provider produced the data (for cached answers: the original fetch time). */
  fetchedAt?: string;
}

/** Any question may carry the request's deadline: the provider aborts its HTTP calls when it fires. */
export interface ProviderCallOptions {
  signal?: AbortSignal | undefined;
}

export interface ResearchQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
  limit: number;
}

export interface KeywordIdeas {
  seed: KeywordMetrics | null;
  ideas: KeywordMetrics[]; // never contains the seed itself
  totalCount: number;
}

export interface KeywordMetricsQuery extends ProviderCallOptions {
  keywords: string[];
  languageCode: string;
  locationCode: number;
}

export interface RelatedQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
  depth: number; // 0-4
  limit: number;
  offset: number;
}

export interface RelatedPage {
  items: RelatedKeyword[];
  totalCount: number;
}

export interface SerpQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
  depth: number;
}

export interface KeywordDataProvider {
  readonly name: ProviderName;
  readonly isDemo: boolean;
  findKeywordIdeas(q: ResearchQuery): Promise<ProviderAnswer<KeywordIdeas>>;
  getKeywordMetrics(q: KeywordMetricsQuery): Promise<ProviderAnswer<KeywordMetrics[]>>;
  findRelatedKeywords(q: RelatedQuery): Promise<ProviderAnswer<RelatedPage>>;
  getSerp(q: SerpQuery): Promise<ProviderAnswer<SerpSnapshot>>;
}
