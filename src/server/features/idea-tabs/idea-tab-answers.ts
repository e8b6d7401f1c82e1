// Each idea tab's provider recipe (decision 061), the same for a run and for its cost preview:
// matching terms and questions are one keyword_suggestions read; related terms the related walk two
// steps deep (its cached blocks shared with the Related keywords tool); autocomplete the search
// box's suggestions and then their metrics (cached per keyword); "also rank for" the seed's SERP
// (cached with the SERP analysis) and one read of every keyword its top 10 pages rank for.
import { ALSO_RANK_FOR_PAGES, IDEA_RELATED_DEPTH, IDEA_TAB_MAX_ROWS, type IdeaTab } from '../../../shared/ideas/idea-tabs.js';
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import { estimateRelatedCost, estimateResearchCost, estimateSerpCost } from '../../../shared/costs.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { keywordMetricsSourceOf } from '../../providers/profiles.js';
import type { KeywordDataProvider, KeywordMetrics, ProviderAnswer, ProviderName, RelatedKeyword } from '../../providers/types.js';

export interface IdeaTabQuestion {
  tab: IdeaTab;
  keyword: string;
  locationCode: number;
  languageCode: string;
  limit: number;
}

export interface IdeaTabRow {
  metrics: KeywordMetrics;
  related?: Pick<RelatedKeyword, 'depth' | 'relevance' | 'categories'>;
}

export interface IdeaTabAnswer {
  rows: IdeaTabRow[];
  totalCount: number;
  providerCost: number;
  provider: string;
  /** Every provider answer came from the cache. */
  cached: boolean;
  fetchedAt: string | null;
}

/** Autocomplete suggestions are at most about 15; the limit does not change its price. */
const AUTOCOMPLETE_ROWS = 20;

export function ideaTabLimit(limit: number): number {
  return Math.min(IDEA_TAB_MAX_ROWS, Math.max(1, Math.round(Number.isFinite(limit) ? limit : 1)));
}

/** The most the provider can bill for the tab (rounded up to cents), shown to admins before the run. */
export function estimateIdeaTabCost(tab: IdeaTab, limit: number): number {
  switch (tab) {
    case 'matching':
    case 'questions':
      return estimateResearchCost(limit);
    case 'related':
      return estimateRelatedCost(limit);
    case 'autocomplete':
      return Math.round((estimateSerpCost(1) + estimateResearchCost(AUTOCOMPLETE_ROWS)) * 10_000) / 10_000;
    case 'alsoRankFor':
      return Math.round((estimateSerpCost(1) + estimateResearchCost(limit)) * 10_000) / 10_000;
  }
}

function combine(parts: ReadonlyArray<ProviderAnswer<unknown>>, rows: IdeaTabRow[], totalCount: number): IdeaTabAnswer {
  return {
    rows,
    totalCount: Math.max(totalCount, rows.length),
    providerCost: parts.reduce((sum, part) => sum + part.providerCost, 0),
    provider: parts[0]?.provider ?? '',
    cached: parts.every((part) => part.cached === true),
    fetchedAt: parts[0]?.fetchedAt ?? null,
  };
}

/** Asks the provider the tab's question (through the cache and the request flights). */
export async function fetchIdeaTab(provider: KeywordDataProvider, q: IdeaTabQuestion, signal?: AbortSignal): Promise<IdeaTabAnswer> {
  const market = { languageCode: q.languageCode, locationCode: q.locationCode, signal };
  const limit = ideaTabLimit(q.limit);
  switch (q.tab) {
    case 'matching':
    case 'questions': {
      const answer = await provider.findKeywordSuggestions({ ...market, keyword: q.keyword, limit, questionsOnly: q.tab === 'questions' });
      return combine([answer], answer.data.items.map((metrics) => ({ metrics })), answer.data.totalCount);
    }
    case 'related': {
      const answer = await provider.findRelatedKeywords({ ...market, keyword: q.keyword, depth: IDEA_RELATED_DEPTH, limit, offset: 0 });
      const seed = normalizeKeyword(q.keyword);
      const rows = answer.data.items.filter((item) => normalizeKeyword(item.keyword) !== seed).map((item) => ({ metrics: item, related: item }));
      return combine([answer], rows, answer.data.totalCount);
    }
    case 'autocomplete': {
      const typed = await provider.getAutocomplete({ ...market, keyword: q.keyword });
      const seed = normalizeKeyword(q.keyword);
      const suggestions = typed.data.suggestions.map((s) => s.suggestion).filter((s) => normalizeKeyword(s) !== seed).slice(0, AUTOCOMPLETE_ROWS);
      if (suggestions.length === 0) return combine([typed], [], 0);
      const metrics = await provider.getKeywordMetrics({ ...market, keywords: suggestions });
      const byKeyword = new Map(metrics.data.map((row) => [normalizeKeyword(row.keyword), row]));
      // In the search box's order; a suggestion the keyword database does not know keeps its place with no figures.
      const rows = suggestions.map((suggestion): IdeaTabRow => ({ metrics: byKeyword.get(normalizeKeyword(suggestion)) ?? emptyMetrics(suggestion, metrics.provider, metrics.fetchedAt) }));
      return combine([typed, metrics], rows, rows.length);
    }
    case 'alsoRankFor': {
      // The SERP analysis's own question, so either one answers the other from the cache.
      const serp = await provider.getSerp({ ...market, keyword: q.keyword, depth: SERP_RESULT_COUNT });
      const pages = serp.data.organic.slice(0, ALSO_RANK_FOR_PAGES).map((result) => result.url);
      if (pages.length === 0) return combine([serp], [], 0);
      const ranked = await provider.getPagesKeywords({ ...market, keyword: q.keyword, pages, limit });
      return combine([serp, ranked], ranked.data.keywords.map((k) => ({ metrics: k.metrics })), ranked.data.totalCount);
    }
  }
}

function emptyMetrics(keyword: string, provider: ProviderName, fetchedAt: string | undefined): KeywordMetrics {
  return {
    keyword,
    searchVolume: null,
    cpc: null,
    competition: null,
    competitionLevel: null,
    difficulty: null,
    intent: null,
    monthlySearches: [],
    source: keywordMetricsSourceOf(provider),
    fetchedAt: fetchedAt ?? new Date().toISOString(),
    metricsUpdatedAt: null,
  };
}

/** The provider call whose cache entry says whether the tab's answer is held (the cost preview's peek). */
export async function probeIdeaTab(provider: KeywordDataProvider, q: IdeaTabQuestion): Promise<{ fetchedAt?: string | undefined }> {
  if (q.tab === 'autocomplete') return provider.getAutocomplete({ keyword: q.keyword, languageCode: q.languageCode, locationCode: q.locationCode });
  const answer = await fetchIdeaTab(provider, q);
  return { fetchedAt: answer.fetchedAt ?? undefined };
}
