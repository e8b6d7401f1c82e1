// KeywordDataProvider backed by DataForSEO v3 (Labs for keywords, live SERP for results).
// Endpoint choices and fields follow /work/shared/reference/dataforseo.md; costs come from each response.

import { keywordAsSent, normalizeKeyword } from '../../../shared/keyword-text.js';
import { ProviderError } from '../provider-error.js';
import type {
  AutocompleteQuery,
  AutocompleteSuggestions,
  KeywordSuggestionsPage,
  KeywordSuggestionsQuery,
  PagesKeywordsPage,
  PagesKeywordsQuery,
  DomainCompetitors,
  DomainCompetitorsQuery,
  KeywordDataProvider,
  KeywordGapPage,
  KeywordGapQuery,
  SerpCompetitors,
  SerpCompetitorsQuery,
  KeywordIdeas,
  KeywordMetrics,
  KeywordMetricsQuery,
  ProviderAnswer,
  RelatedPage,
  RankedKeywordsPage,
  RankedKeywordsQuery,
  RelatedQuery,
  ResearchQuery,
  SerpQuery,
  SerpSnapshot,
  SerpStrength,
  SerpStrengthQuery,
  KeywordValue,
  KeywordValueQuery,
  VolumeHistoryQuery,
} from '../types.js';
import * as competitorCalls from './competitor-calls.js';
import * as ideaCalls from './idea-calls.js';
import * as strengthCalls from './strength-calls.js';
import * as valueCalls from './value-calls.js';
import * as historyCalls from './history-calls.js';
import { Bill, clampInt, roundUsd } from './bill.js';
import { DataForSeoClient, type DataForSeoClientOptions } from './client.js';
import { hasKeywordInfo, parseKeywordDataInfo, parseKeywordItems, readLabsResult } from './parse-labs.js';
import { parseRelatedResult } from './parse-related.js';
import { parseSerpResult } from './parse-serp.js';
import { dataForSeoProfile } from './profile.js';

const PATHS = {
  suggestions: 'dataforseo_labs/google/keyword_suggestions/live',
  ideas: 'dataforseo_labs/google/keyword_ideas/live',
  overview: 'dataforseo_labs/google/keyword_overview/live',
  related: 'dataforseo_labs/google/related_keywords/live',
  serp: 'serp/google/organic/live/advanced',
} as const;

const LABS_MAX_LIMIT = 1000;
// keyword_ideas pages asked for at most by one top-up: duplicates of rows we already hold can
// leave a page short, so we page on while the provider has more, within this bound.
const TOP_UP_MAX_PAGES = 3;
const OVERVIEW_MAX_KEYWORDS = 700;
const SERP_MAX_DEPTH = 200;

export interface DataForSeoProviderOptions extends Omit<DataForSeoClientOptions, 'now'> {
  now?: () => Date;
  /**
   * keyword_suggestions only returns phrases that contain the seed, so long or rare seeds can come
   * back with a handful of rows. When it returns fewer than asked (its source is exhausted), we top
   * up from keyword_ideas (category-based ideas) for the missing count only. Default true.
   */
  topUpWithKeywordIdeas?: boolean;
}

/**
 * The seed lookup and the top-up are extras: once suggestions were bought, a passing outage in an
 * extra must not throw their rows away. Account problems (auth, billing) still fail the research.
 */
function isOptionalFailure(error: unknown): error is ProviderError {
  return error instanceof ProviderError && error.kind !== 'auth' && error.kind !== 'billing';
}

export class DataForSeoProvider implements KeywordDataProvider {
  readonly name = dataForSeoProfile.name;
  readonly isDemo = dataForSeoProfile.isDemo;
  readonly client: DataForSeoClient;
  private readonly now: () => Date;
  private readonly topUp: boolean;

  constructor(options: DataForSeoProviderOptions) {
    const now = options.now ?? (() => new Date());
    this.now = now;
    this.topUp = options.topUpWithKeywordIdeas ?? true;
    this.client = new DataForSeoClient({ ...options, now: () => now().getTime() });
  }

  async findKeywordIdeas(q: ResearchQuery): Promise<ProviderAnswer<KeywordIdeas>> {
    const limit = clampInt(q.limit, 1, LABS_MAX_LIMIT);
    const seedText = normalizeKeyword(q.keyword);
    const bill = new Bill(this.client, q.signal);
    const suggestions = await bill.post(PATHS.suggestions, {
      keyword: seedText,
      location_code: q.locationCode,
      language_code: q.languageCode,
      include_seed_keyword: true,
      include_serp_info: true,
      limit,
    });
    const fetchedAt = this.now().toISOString();
    const labs = readLabsResult(suggestions.result);
    const all = parseKeywordItems(labs.items, fetchedAt);

    let seed = hasKeywordInfo(labs.seed_keyword_data)
      ? parseKeywordDataInfo(labs.seed_keyword_data, fetchedAt, labs.seed_keyword ?? seedText)
      : null;
    seed ??= all.find((k) => normalizeKeyword(k.keyword) === seedText) ?? null;
    const ideas = all.filter((k) => normalizeKeyword(k.keyword) !== seedText);
    let totalCount = Math.max(labs.total_count ?? 0, all.length);

    if (!seed) {
      // Suggestions carried no metrics for the seed itself: ask for it directly.
      try {
        const overview = await bill.post(PATHS.overview, { keywords: [seedText], location_code: q.locationCode, language_code: q.languageCode, include_serp_info: true });
        seed = parseKeywordItems(readLabsResult(overview.result).items, fetchedAt)[0] ?? null;
      } catch (error) {
        if (!isOptionalFailure(error)) throw error;
      }
    }

    // Ideas exclude the seed, so the seed among the suggestions leaves them one short: count ideas.
    if (this.topUp && ideas.length < limit) {
      try {
        totalCount += await this.topUpIdeas(bill, q, seedText, ideas, limit, fetchedAt);
      } catch (error) {
        if (!isOptionalFailure(error)) throw error;
      }
    }

    return {
      data: { seed, ideas: ideas.slice(0, limit), totalCount: Math.max(totalCount, ideas.length) },
      providerCost: roundUsd(bill.usd),
      provider: this.name,
      fetchedAt,
    };
  }

  /**
   * Adds keyword_ideas rows to `ideas` until it holds `limit` or the provider has no more; rows we
   * already hold and the seed are skipped (so each page asks for the missing count plus the seed).
   * Returns the provider's total_count of ideas.
   */
  private async topUpIdeas(bill: Bill, q: ResearchQuery, seedText: string, ideas: KeywordMetrics[], limit: number, fetchedAt: string): Promise<number> {
    const seen = new Set([seedText, ...ideas.map((k) => normalizeKeyword(k.keyword))]);
    let offset = 0;
    let total = 0;
    for (let page = 0; page < TOP_UP_MAX_PAGES && ideas.length < limit; page += 1) {
      const want = clampInt(limit - ideas.length + 1, 1, LABS_MAX_LIMIT);
      const more = await bill.post(PATHS.ideas, {
        keywords: [seedText],
        location_code: q.locationCode,
        language_code: q.languageCode,
        include_serp_info: true,
        limit: want,
        ...(offset > 0 ? { offset } : {}),
      });
      const extra = readLabsResult(more.result);
      const rows = parseKeywordItems(extra.items, fetchedAt);
      if (page === 0) total = extra.total_count ?? 0;
      for (const idea of rows) {
        const key = normalizeKeyword(idea.keyword);
        if (seen.has(key) || ideas.length >= limit) continue;
        seen.add(key);
        ideas.push(idea);
      }
      offset += (extra.items ?? []).length;
      const exhausted = (extra.items ?? []).length < want || (extra.total_count !== null && offset >= extra.total_count);
      if (exhausted) break;
    }
    return total;
  }

  async getKeywordMetrics(q: KeywordMetricsQuery): Promise<ProviderAnswer<KeywordMetrics[]>> {
    const keywords = [...new Set(q.keywords.map(normalizeKeyword).filter((k) => k.length > 0))];
    const rows: KeywordMetrics[] = [];
    const bill = new Bill(this.client, q.signal);
    // keyword_overview takes at most 700 keywords per task; live endpoints take one task per POST.
    for (let i = 0; i < keywords.length; i += OVERVIEW_MAX_KEYWORDS) {
      const answer = await bill.post(PATHS.overview, {
        keywords: keywords.slice(i, i + OVERVIEW_MAX_KEYWORDS),
        location_code: q.locationCode,
        language_code: q.languageCode,
        include_serp_info: true,
      });
      rows.push(...parseKeywordItems(readLabsResult(answer.result).items, this.now().toISOString()));
    }
    return { data: rows, providerCost: roundUsd(bill.usd), provider: this.name, fetchedAt: this.now().toISOString() };
  }

  async findRelatedKeywords(q: RelatedQuery): Promise<ProviderAnswer<RelatedPage>> {
    const keyword = normalizeKeyword(q.keyword);
    const answer = await this.client.postTask(PATHS.related, {
      keyword,
      location_code: q.locationCode,
      language_code: q.languageCode,
      depth: clampInt(q.depth, 0, 4),
      include_serp_info: true,
      limit: clampInt(q.limit, 1, LABS_MAX_LIMIT),
      offset: Math.max(0, Math.round(q.offset)),
    }, q.signal);
    const fetchedAt = this.now().toISOString();
    return {
      data: parseRelatedResult(answer.result, keyword, fetchedAt),
      providerCost: roundUsd(answer.providerCost),
      provider: this.name,
      fetchedAt,
    };
  }

  async getSerp(q: SerpQuery): Promise<ProviderAnswer<SerpSnapshot>> {
    const keyword = keywordAsSent(q.keyword);
    const answer = await this.client.postTask(PATHS.serp, {
      keyword,
      location_code: q.locationCode,
      language_code: q.languageCode,
      // Billed per page of 10; the product shows 10 results, so callers pass 10.
      depth: clampInt(q.depth, 1, SERP_MAX_DEPTH),
    }, q.signal);
    // The snapshot's date is the provider's crawl time (result.datetime) when it gave one.
    const snapshot = parseSerpResult(answer.result, keyword, this.now().toISOString());
    return {
      data: snapshot,
      providerCost: roundUsd(answer.providerCost),
      provider: this.name,
      fetchedAt: snapshot.fetchedAt,
    };
  }

  async getRankedKeywords(q: RankedKeywordsQuery): Promise<ProviderAnswer<RankedKeywordsPage>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await competitorCalls.getRankedKeywords(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }

  async findDomainCompetitors(q: DomainCompetitorsQuery): Promise<ProviderAnswer<DomainCompetitors>> {
    const { data, providerCost } = await competitorCalls.findDomainCompetitors(this.client, q);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt: this.now().toISOString() };
  }

  async findSerpCompetitors(q: SerpCompetitorsQuery): Promise<ProviderAnswer<SerpCompetitors>> {
    const { data, providerCost } = await competitorCalls.findSerpCompetitors(this.client, q);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt: this.now().toISOString() };
  }

  async getKeywordGap(q: KeywordGapQuery): Promise<ProviderAnswer<KeywordGapPage>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await competitorCalls.getKeywordGap(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }

  // Idea tabs (decision 061): phrase-match and question suggestions, autocomplete, the keywords a set of pages ranks for.
  async findKeywordSuggestions(q: KeywordSuggestionsQuery): Promise<ProviderAnswer<KeywordSuggestionsPage>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await ideaCalls.findKeywordSuggestions(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }

  async getAutocomplete(q: AutocompleteQuery): Promise<ProviderAnswer<AutocompleteSuggestions>> {
    const { data, providerCost } = await ideaCalls.getAutocomplete(this.client, q);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt: this.now().toISOString() };
  }

  async getPagesKeywords(q: PagesKeywordsQuery): Promise<ProviderAnswer<PagesKeywordsPage>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await ideaCalls.getPagesKeywords(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }

  // Keyword explorer depth: the strength of a results page and the value of ranking (decision 059).
  async getSerpStrength(q: SerpStrengthQuery): Promise<ProviderAnswer<SerpStrength>> {
    const { data, providerCost } = await strengthCalls.getSerpStrength(this.client, q);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt: this.now().toISOString() };
  }

  async getKeywordValue(q: KeywordValueQuery): Promise<ProviderAnswer<KeywordValue>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await valueCalls.getKeywordValue(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }

  async getVolumeHistory(q: VolumeHistoryQuery): Promise<ProviderAnswer<KeywordMetrics | null>> {
    const fetchedAt = this.now().toISOString();
    const { data, providerCost } = await historyCalls.getVolumeHistory(this.client, q, fetchedAt);
    return { data, providerCost: roundUsd(providerCost), provider: this.name, fetchedAt };
  }
}
