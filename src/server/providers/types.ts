// The seam between KeywordLens features and a keyword data source (DataForSEO or the offline demo).
// Features only see these shapes; provider wire formats never leak past src/server/providers.

export { ProviderError, isProviderError } from './provider-error.js';
export type { ProviderErrorKind, ProviderErrorOptions } from './provider-error.js';
export * from './competitor-types.js';
export * from './strength-types.js';
export * from './keyword-value-types.js';
import type { SerpStrength, SerpStrengthQuery } from './strength-types.js';
import type { KeywordValue, KeywordValueQuery } from './keyword-value-types.js';
import type { DomainCompetitors, DomainCompetitorsQuery, KeywordGapPage, KeywordGapQuery, RankedKeywordsPage, RankedKeywordsQuery, SerpCompetitors, SerpCompetitorsQuery } from './competitor-types.js';
export * from './idea-types.js';
import type { AutocompleteQuery, AutocompleteSuggestions, KeywordSuggestionsPage, KeywordSuggestionsQuery, PagesKeywordsPage, PagesKeywordsQuery } from './idea-types.js';

import type { ProviderName } from './registry.js';

export type { ProviderName };

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
  monthlySearches: MonthlySearch[]; // oldest first, at most VOLUME_HISTORY_MONTHS (48): the longest history the answer carries
  source: string; // a metric source id of the provider's profile (src/shared/providers)
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

/** A source cited in text the user reads: `[n]` in the text points to it. */
export interface SerpCitation {
  number: number;
  url: string;
  domain: string | null;
}

/**
 * One thing shown inside a SERP element (a story, a video, a product, a post...), with the fields
 * users see. `timestamp` is ISO 8601; `snippet` is plain text.
 */
export interface SerpEntry extends SerpLink {
  snippet: string | null;
  /** A picture's alternative text (images_element `alt`): what the picture shows, in words. */
  alt?: string;
  source: string | null;
  timestamp: string | null;
  rating: number | null;
  price: string | null;
}

/** Element types that list entries (every one keeps its own name as `type`). */
export const SERP_LIST_TYPES = [
  'video', 'images', 'top_stories', 'shopping', 'twitter', 'carousel', 'multi_carousel', 'jobs', 'events',
  'questions_and_answers', 'discussions_and_forums', 'perspectives', 'recipes', 'top_sights', 'scholarly_articles',
  'popular_products', 'find_results_on', 'hotels_pack', 'commercial_units', 'local_services', 'product_considerations',
  'short_videos', 'refine_products', 'compare_sites', 'mention_carousel', 'podcasts', 'visual_stories', 'found_on_web',
  'explore_brands', 'courses', 'app', 'google_flights', 'math_solver',
] as const;
export type SerpListType = (typeof SERP_LIST_TYPES)[number];

/** Element types that are one card (a map, a review summary, a stock or currency box...). */
export const SERP_CARD_TYPES = ['map', 'google_reviews', 'third_party_reviews', 'stocks_box', 'currency_box', 'dictionary', 'google_hotels', 'google_posts'] as const;
export type SerpCardType = (typeof SERP_CARD_TYPES)[number];

/** A compact summary of one non-organic SERP element; `rankAbsolute` is its place among all elements. */
export type SerpFeature =
  | { type: 'featured_snippet'; rankAbsolute: number | null; title: string | null; description: string | null; url: string | null; domain: string | null; timestamp?: string | null }
  | {
      type: 'people_also_ask';
      rankAbsolute: number | null;
      /** `answer` is plain text; an AI-written answer (aiOverview) cites its sources as `[n]`. */
      questions: Array<{ question: string; answer: string | null; citations?: SerpCitation[]; aiOverview?: boolean } & SerpLink>;
    }
  | {
      type: 'ai_overview';
      rankAbsolute: number | null;
      /** Plain text: markup and image embeds removed, citation markers turned into `[n]`. */
      text: string | null;
      citations?: SerpCitation[];
      /** Every domain the overview cites (citations and references), in order of first mention. */
      citedDomains?: string[];
      references: SerpLink[];
    }
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
  /** `title` is the block's own heading ("People also search for", "List of iPhones"); snapshots stored before it lack it. */
  | { type: 'related_searches' | 'people_also_search'; rankAbsolute: number | null; queries: string[]; title?: string }
  | { type: 'paid'; rankAbsolute: number | null; title: string | null; description: string | null; url: string | null; domain: string | null }
  | { type: 'knowledge_graph'; rankAbsolute: number | null; title: string | null; subtitle: string | null; description: string | null; url: string | null }
  | { type: 'answer_box'; rankAbsolute: number | null; text: string[]; url: string | null; domain: string | null }
  | { type: SerpListType; rankAbsolute: number | null; title: string | null; url: string | null; items: SerpEntry[] }
  | ({ type: SerpCardType; rankAbsolute: number | null } & SerpEntry)
  // A type the documentation did not list when this was written: kept with the provider's name.
  | { type: 'unknown'; itemType: string; rankAbsolute: number | null; title?: string };

export type SerpFeatureType = SerpFeature['type'];

/** The member of SerpFeature for one type name (members like the list kinds cover several names). */
export type SerpFeatureOf<T extends SerpFeatureType> = SerpFeature extends infer F
  ? F extends { type: infer K }
    ? T extends K
      ? F & { type: T }
      : never
    : never
  : never;

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
  /**
   * How strong each organic result is (getSerpStrength), added by the SERP analysis so it is stored
   * with the snapshot; absent on snapshots read before strength existed.
   */
  strength?: SerpStrength | null;
  /** When the provider crawled the page (DataForSEO `result.datetime`) as ISO, else when we received it. */
  fetchedAt: string;
}

export interface ProviderAnswer<T> {
  data: T;
  providerCost: number; // what this call cost us; 0 when served from cache
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
  /** The keywords a domain, subdomain, folder or page ranks for, read by search volume, highest first. */
  getRankedKeywords(q: RankedKeywordsQuery): Promise<ProviderAnswer<RankedKeywordsPage>>;
  /** The domains that rank for the most of a domain's keywords. */
  findDomainCompetitors(q: DomainCompetitorsQuery): Promise<ProviderAnswer<DomainCompetitors>>;
  /** Every keyword your site or its competitors rank for, each site's position side by side (decision 051). */
  getKeywordGap(q: KeywordGapQuery): Promise<ProviderAnswer<KeywordGapPage>>;
  /** The domains that rank most across a set of keywords (a saved list's, a research's), in one read (decision 052). */
  findSerpCompetitors(q: SerpCompetitorsQuery): Promise<ProviderAnswer<SerpCompetitors>>;
  // Idea tabs (decision 061): phrase-match and question suggestions, autocomplete, the keywords a set of pages ranks for.
  /** Searches containing the seed (phrase match), or only those phrased as a question. */
  findKeywordSuggestions(q: KeywordSuggestionsQuery): Promise<ProviderAnswer<KeywordSuggestionsPage>>;
  /** What the search box suggests while the seed is typed. */
  getAutocomplete(q: AutocompleteQuery): Promise<ProviderAnswer<AutocompleteSuggestions>>;
  /** Every keyword any of the pages ranks for, in one read. */
  getPagesKeywords(q: PagesKeywordsQuery): Promise<ProviderAnswer<PagesKeywordsPage>>;
  // Keyword explorer depth: the strength of a results page and the value of ranking (decision 059).
  /** Rank, links, traffic and keywords of a SERP's top pages, read in bulk for all of them at once. */
  getSerpStrength(q: SerpStrengthQuery): Promise<ProviderAnswer<SerpStrength>>;
  /** What ranking first would be worth: the #1 page's traffic and top keyword, and the keyword's worldwide volume by country. */
  getKeywordValue(q: KeywordValueQuery): Promise<ProviderAnswer<KeywordValue>>;
  // Keyword detail (decision 067).
  /** One keyword's longest monthly history (up to 48 months, where the normal metrics carry 12) with its metrics; null when the provider has no data for it. */
  getVolumeHistory(q: VolumeHistoryQuery): Promise<ProviderAnswer<KeywordMetrics | null>>;
}

export interface VolumeHistoryQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
}

// Capability: SERP features with each keyword's metrics, and a keyword's longest monthly history.
export interface KeywordMetrics {
  /**
   * The SERP features of the keyword's results page, by the provider's names ('ai_overview',
   * 'featured_snippet', ...), as the provider reports them with the metrics (DataForSEO Labs
   * `serp_info.serp_item_types`); empty or absent: not known. No SERP call is made for them.
   */
  serpFeatures?: string[];
}
