// The idea questions against DataForSEO (decision 061): keyword_suggestions for phrase match (with a
// question filter for questions), the live Google Autocomplete, and page_intersection in union
// mode for the keywords the top pages rank for. One task per call, cost from each answer.
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { QUESTION_PATTERN, isQuestion } from '../../../shared/ideas/idea-tabs.js';
import type { AutocompleteQuery, AutocompleteSuggestions, KeywordSuggestionsPage, KeywordSuggestionsQuery, PageKeyword, PagesKeywordsPage, PagesKeywordsQuery } from '../idea-types.js';
import { Bill, clampInt } from './bill.js';
import type { DataForSeoClient } from './client.js';
import { COMPETITOR_PATHS } from './competitor-calls.js';
import { BY_VOLUME } from './labs-paging.js';
import { parseAutocompleteResult } from './parse-autocomplete.js';
import { parsePageIntersectionItems, readIntersectionResult } from './parse-intersection.js';
import { parseKeywordItems, readLabsResult } from './parse-labs.js';

export const IDEA_PATHS = {
  suggestions: 'dataforseo_labs/google/keyword_suggestions/live',
  autocomplete: 'serp/google/autocomplete/live/advanced',
  pageIntersection: COMPETITOR_PATHS.pageIntersection,
} as const;

const LABS_MAX_LIMIT = 1000;
const MAX_PAGES = 20;

type Answer<T> = Promise<{ data: T; providerCost: number }>;

export async function findKeywordSuggestions(client: DataForSeoClient, q: KeywordSuggestionsQuery, fetchedAt: string): Answer<KeywordSuggestionsPage> {
  const bill = new Bill(client, q.signal);
  const seed = normalizeKeyword(q.keyword);
  const answer = await bill.post(IDEA_PATHS.suggestions, {
    keyword: seed,
    location_code: q.locationCode,
    language_code: q.languageCode,
    include_seed_keyword: false,
    limit: clampInt(q.limit, 1, LABS_MAX_LIMIT),
    order_by: ['keyword_info.search_volume,desc'],
    ...(q.questionsOnly ? { filters: [['keyword', 'regex', QUESTION_PATTERN]] } : {}),
  });
  const labs = readLabsResult(answer.result);
  // The provider's filter and our rule are the same words; the check keeps the tab true to its name
  // should the provider read the pattern differently.
  const items = parseKeywordItems(labs.items, fetchedAt).filter((k) => normalizeKeyword(k.keyword) !== seed && (!q.questionsOnly || isQuestion(k.keyword)));
  return { data: { items, totalCount: Math.max(labs.total_count ?? 0, items.length) }, providerCost: bill.usd };
}

export async function getAutocomplete(client: DataForSeoClient, q: AutocompleteQuery): Answer<AutocompleteSuggestions> {
  const bill = new Bill(client, q.signal);
  const keyword = normalizeKeyword(q.keyword);
  const answer = await bill.post(IDEA_PATHS.autocomplete, { keyword, location_code: q.locationCode, language_code: q.languageCode });
  return { data: parseAutocompleteResult(answer.result, keyword), providerCost: bill.usd };
}

export async function getPagesKeywords(client: DataForSeoClient, q: PagesKeywordsQuery, fetchedAt: string): Answer<PagesKeywordsPage> {
  const bill = new Bill(client, q.signal);
  const pages = [...new Set(q.pages)].slice(0, MAX_PAGES);
  if (pages.length === 0) return { data: { pages, keywords: [], totalCount: 0 }, providerCost: 0 };
  const keys = pages.map((_, i) => String(i + 1));
  const answer = await bill.post(IDEA_PATHS.pageIntersection, {
    pages: Object.fromEntries(pages.map((page, i) => [keys[i], page])),
    intersection_mode: 'union',
    item_types: ['organic'],
    location_code: q.locationCode,
    language_code: q.languageCode,
    order_by: BY_VOLUME,
    limit: clampInt(q.limit, 1, LABS_MAX_LIMIT),
  });
  const page = readIntersectionResult(answer.result);
  const keywords = parsePageIntersectionItems(page.items, null, keys, fetchedAt).map((row): PageKeyword => {
    const positions = row.competitors.flatMap((rank) => (rank && rank.position !== null ? [rank.position] : []));
    return { metrics: row.metrics, pagesRanking: row.competitors.filter((rank) => rank !== null).length, bestPosition: positions.length > 0 ? Math.min(...positions) : null };
  });
  return { data: { pages, keywords, totalCount: Math.max(page.totalCount ?? 0, keywords.length) }, providerCost: bill.usd };
}
