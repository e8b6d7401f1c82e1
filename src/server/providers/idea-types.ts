// The seam's idea questions (decision 061): phrase-match and question suggestions of a seed, Google
// Autocomplete's suggestions while it is typed, and the keywords a set of pages ranks for.
import type { KeywordMetrics, ProviderCallOptions } from './types.js';

export interface KeywordSuggestionsQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
  limit: number;
  /** Only searches phrased as a question (src/shared/ideas/idea-tabs.ts, isQuestion). */
  questionsOnly: boolean;
}

/** Searches containing the seed, highest search volume first; never the seed itself. */
export interface KeywordSuggestionsPage {
  items: KeywordMetrics[];
  totalCount: number;
}

export interface AutocompleteQuery extends ProviderCallOptions {
  keyword: string;
  languageCode: string;
  locationCode: number;
}

export interface AutocompleteSuggestion {
  suggestion: string;
  /** Place in the search box's list, 1-based. */
  position: number;
  /** The provider's relevance (500-2000), when its client gives one. */
  relevance: number | null;
  /** The provider's kind of suggestion ("QUERY", "ENTITY"...), when given. */
  suggestionType: string | null;
  searchQueryUrl: string | null;
  thumbnailUrl: string | null;
  highlighted: string[];
}

export interface AutocompleteSuggestions {
  keyword: string;
  checkUrl: string | null;
  suggestions: AutocompleteSuggestion[];
}

export interface PagesKeywordsQuery extends ProviderCallOptions {
  /** Absolute page addresses, at most 20, in the order they rank. */
  pages: string[];
  /** The search the pages were found for; the provider reads only the pages, the demo builds its answer on it. */
  keyword: string;
  languageCode: string;
  locationCode: number;
  limit: number;
}

export interface PageKeyword {
  metrics: KeywordMetrics;
  /** How many of the pages rank for it. */
  pagesRanking: number;
  /** The best place any of the pages holds for it. */
  bestPosition: number | null;
}

/** Every keyword any of the pages ranks for (union), highest search volume first. */
export interface PagesKeywordsPage {
  pages: string[];
  keywords: PageKeyword[];
  totalCount: number;
}
