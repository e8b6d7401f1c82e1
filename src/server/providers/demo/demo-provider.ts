// The offline default KeywordDataProvider: deterministic, plausible, clearly labelled demo data
// (source 'demo', cost 0). It mirrors DataForSEO's behaviour where features depend on it.

import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { computeRelevance } from '../keyword-text.js';
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
  RankedKeywordsPage,
  RankedKeywordsQuery,
  RelatedKeyword,
  RelatedPage,
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
import { demoKeywordValue, demoSerpStrength } from './strength.js';
import { demoDomainCompetitors, demoSerpCompetitors, demoKeywordGap, demoRankedKeywords } from './demo-competitors.js';
import { buildIdeaCandidates } from './demo-ideas.js';
import { demoAutocomplete, demoKeywordSuggestions, demoPagesKeywords } from './demo-idea-tabs.js';
import { createDemoMetrics, demoSearchVolume, type DemoMetricsContext } from './demo-metrics.js';
import { buildRelatedTree, RELATED_MAX_DEPTH, type DemoRelatedNode } from './demo-related.js';
import { createDemoSerp } from './demo-serp.js';
import { pick, randomFor } from './seeded-random.js';
import { demoProfile } from './profile.js';

const MAX_LIMIT = 1000;
const CATEGORY_IDS = ['10004', '10007', '10019', '10276', '10878', '11088', '12204', '13418'];
const RELATED_MEMO_SIZE = 8;

export interface DemoProviderOptions {
  now?: () => Date;
}

interface Ranked {
  keyword: string;
  volume: number;
}

function byVolumeDesc(a: Ranked, b: Ranked): number {
  return b.volume - a.volume || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);
}

type RankedNode = DemoRelatedNode & Ranked;

export class DemoProvider implements KeywordDataProvider {
  readonly name = demoProfile.name;
  readonly isDemo = demoProfile.isDemo;
  private readonly now: () => Date;
  // Paging a depth-4 walk asks for the same 4681 rows ~47 times; keep the last few sorted walks.
  private readonly relatedMemo = new Map<string, RankedNode[]>();

  constructor(options: DemoProviderOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  private answer<T>(data: T, now: Date): ProviderAnswer<T> {
    return { data, providerCost: 0, provider: this.name, fetchedAt: now.toISOString() };
  }

  async findKeywordIdeas(q: ResearchQuery): Promise<ProviderAnswer<KeywordIdeas>> {
    const now = this.now();
    const ctx: DemoMetricsContext = { locationCode: q.locationCode, languageCode: q.languageCode, now };
    const seed = normalizeKeyword(q.keyword);
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.round(q.limit)));
    const candidates = buildIdeaCandidates(seed, q.languageCode, now.getUTCFullYear());
    // Like DataForSEO's default order (search volume, descending) over the whole candidate set;
    // full metrics only for the rows returned.
    const ideas = candidates
      .map((keyword): Ranked => ({ keyword, volume: demoSearchVolume(keyword, ctx) }))
      .sort(byVolumeDesc)
      .slice(0, limit)
      .map((r) => createDemoMetrics(r.keyword, ctx, r.volume));
    return this.answer({ seed: createDemoMetrics(seed, ctx), ideas, totalCount: candidates.length }, now);
  }

  async getKeywordMetrics(q: KeywordMetricsQuery): Promise<ProviderAnswer<KeywordMetrics[]>> {
    const now = this.now();
    const ctx: DemoMetricsContext = { locationCode: q.locationCode, languageCode: q.languageCode, now };
    const keywords = [...new Set(q.keywords.map(normalizeKeyword).filter((k) => k.length > 0))];
    return this.answer(keywords.map((k) => createDemoMetrics(k, ctx)), now);
  }

  async findRelatedKeywords(q: RelatedQuery): Promise<ProviderAnswer<RelatedPage>> {
    const now = this.now();
    const seed = normalizeKeyword(q.keyword);
    const depth = Math.min(RELATED_MAX_DEPTH, Math.max(0, Math.round(q.depth)));
    const all = this.relatedWalk(seed, depth, q.locationCode, q.languageCode, now);
    const offset = Math.max(0, Math.round(q.offset));
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.round(q.limit)));
    const ctx: DemoMetricsContext = { locationCode: q.locationCode, languageCode: q.languageCode, now };
    const items = all.slice(offset, offset + limit).map((node): RelatedKeyword => {
      const random = randomFor('categories', node.keyword);
      return {
        ...createDemoMetrics(node.keyword, ctx, node.volume),
        depth: node.depth,
        relevance: computeRelevance(seed, node.keyword, node.depth),
        categories: [...new Set([pick(random, CATEGORY_IDS), pick(random, CATEGORY_IDS)])],
        relatedKeywords: node.relatedKeywords,
      };
    });
    return this.answer({ items, totalCount: all.length }, now);
  }

  async getSerp(q: SerpQuery): Promise<ProviderAnswer<SerpSnapshot>> {
    const now = this.now();
    const keyword = normalizeKeyword(q.keyword);
    const metrics = createDemoMetrics(keyword, { locationCode: q.locationCode, languageCode: q.languageCode, now });
    const relatedSearches = buildRelatedTree(keyword, 1, { languageCode: q.languageCode, year: now.getUTCFullYear() })[0]?.relatedKeywords ?? [];
    const snapshot = createDemoSerp(keyword, {
      locationCode: q.locationCode,
      languageCode: q.languageCode,
      now,
      searchVolume: metrics.searchVolume ?? 0,
      relatedSearches,
    });
    return this.answer(snapshot, now);
  }

  async getRankedKeywords(q: RankedKeywordsQuery): Promise<ProviderAnswer<RankedKeywordsPage>> {
    const now = this.now();
    return this.answer(demoRankedKeywords(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  async findDomainCompetitors(q: DomainCompetitorsQuery): Promise<ProviderAnswer<DomainCompetitors>> {
    const now = this.now();
    return this.answer(demoDomainCompetitors(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  async findSerpCompetitors(q: SerpCompetitorsQuery): Promise<ProviderAnswer<SerpCompetitors>> {
    const now = this.now();
    return this.answer(demoSerpCompetitors(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  async getKeywordGap(q: KeywordGapQuery): Promise<ProviderAnswer<KeywordGapPage>> {
    const now = this.now();
    return this.answer(demoKeywordGap(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  // Idea tabs (decision 061): phrase-match and question suggestions, autocomplete, the keywords a set of pages ranks for.
  async findKeywordSuggestions(q: KeywordSuggestionsQuery): Promise<ProviderAnswer<KeywordSuggestionsPage>> {
    const now = this.now();
    return this.answer(demoKeywordSuggestions(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  async getAutocomplete(q: AutocompleteQuery): Promise<ProviderAnswer<AutocompleteSuggestions>> {
    const now = this.now();
    return this.answer(demoAutocomplete(q.keyword, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  async getPagesKeywords(q: PagesKeywordsQuery): Promise<ProviderAnswer<PagesKeywordsPage>> {
    const now = this.now();
    return this.answer(demoPagesKeywords(q, { locationCode: q.locationCode, languageCode: q.languageCode, now }), now);
  }

  // Keyword explorer depth: the strength of a results page and the value of ranking (decision 059).
  async getSerpStrength(q: SerpStrengthQuery): Promise<ProviderAnswer<SerpStrength>> {
    return this.answer(demoSerpStrength(q), this.now());
  }

  async getKeywordValue(q: KeywordValueQuery): Promise<ProviderAnswer<KeywordValue>> {
    const now = this.now();
    return this.answer(demoKeywordValue(q, now), now);
  }

  /** The demo's metrics already carry up to four years (demo-history.ts): the longer history is the same row. */
  async getVolumeHistory(q: VolumeHistoryQuery): Promise<ProviderAnswer<KeywordMetrics | null>> {
    const now = this.now();
    const keyword = normalizeKeyword(q.keyword);
    return this.answer(keyword ? createDemoMetrics(keyword, { locationCode: q.locationCode, languageCode: q.languageCode, now }) : null, now);
  }

  /** The whole walk ranked like DataForSEO: the seed first (depth 0), then by volume. */
  private relatedWalk(seed: string, depth: number, locationCode: number, languageCode: string, now: Date): RankedNode[] {
    const key = [seed, depth, locationCode, languageCode].join('|');
    const memo = this.relatedMemo.get(key);
    if (memo) return memo;
    const ctx: DemoMetricsContext = { locationCode, languageCode, now };
    const rows = buildRelatedTree(seed, depth, { languageCode, year: now.getUTCFullYear() }).map((node): RankedNode => ({ ...node, volume: demoSearchVolume(node.keyword, ctx) }));
    rows.sort((a, b) => Number(b.depth === 0) - Number(a.depth === 0) || byVolumeDesc(a, b));
    if (this.relatedMemo.size >= RELATED_MEMO_SIZE) {
      const oldest = this.relatedMemo.keys().next().value;
      if (oldest !== undefined) this.relatedMemo.delete(oldest);
    }
    this.relatedMemo.set(key, rows);
    return rows;
  }
}
