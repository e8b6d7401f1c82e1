// Caches provider answers by normalised request so the same question costs nothing twice,
// and concurrent identical questions share one provider call: inside this process through
// single-flight, across app servers through `flights` (request_flights rows, decision 011).

import { createHash } from 'node:crypto';
import { CacheOnlyMiss, isCacheOnly, isCachePeek } from './cache-only.js';
import { throwIfPastDeadline } from './deadline.js';
import { normalizeKeyword } from '../../shared/keyword-text.js';
import { reportProviderCall, type ProviderCallRecorder } from './provider-calls.js';
import { SingleFlight } from './single-flight.js';
import type {
  AutocompleteQuery,
  AutocompleteSuggestions,
  KeywordSuggestionsPage,
  KeywordSuggestionsQuery,
  PagesKeywordsPage,
  PagesKeywordsQuery,
  DomainCompetitors,
  DomainCompetitorsQuery,
  SerpCompetitors,
  SerpCompetitorsQuery,
  KeywordDataProvider,
  KeywordGapPage,
  KeywordGapQuery,
  KeywordIdeas,
  KeywordMetrics,
  KeywordMetricsQuery,
  ProviderAnswer,
  ProviderName,
  RankedKeywordsPage,
  RankedKeywordsQuery,
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
} from './types.js';

export interface ProviderCacheEntry {
  value: unknown;
  expiresAt: Date;
}

export interface ProviderCacheStore {
  get(key: string): Promise<ProviderCacheEntry | null>;
  set(key: string, value: unknown, expiresAt: Date): Promise<void>;
}

export interface CacheTtls {
  ideasMs: number;
  metricsMs: number;
  relatedMs: number;
  serpMs: number;
  /** Ranked keywords, competitors and gaps: Labs database answers, refreshed about monthly. */
  competitorsMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Labs metrics refresh monthly, so a week is fresh enough; rankings move daily.
export const DEFAULT_CACHE_TTLS: CacheTtls = { ideasMs: 7 * DAY_MS, metricsMs: 7 * DAY_MS, relatedMs: 7 * DAY_MS, serpMs: DAY_MS, competitorsMs: 7 * DAY_MS };

/** Runs work for one key at a time across the deployment (db/request-flights.ts implements it). */
export interface FlightCoordinator {
  run<T>(key: string, options: { signal?: AbortSignal | undefined }, work: () => Promise<T>): Promise<T>;
}

/** Related keywords are fetched and cached in aligned blocks of this many rows (the UI's page size). */
export const DEFAULT_RELATED_BLOCK_SIZE = 100;

export interface CachedProviderOptions {
  now?: () => Date;
  ttls?: Partial<CacheTtls>;
  relatedBlockSize?: number;
  /** A store that fails must not fail the user's request; report it here instead. */
  onStoreError?: (error: unknown) => void;
  /** Told about every answer given from the cache (or by joining an in-flight call): a free line of the bill. */
  onCall?: ProviderCallRecorder;
  /** Makes one provider call per question across every app server; without it, per process only. */
  flights?: FlightCoordinator | undefined;
}

// Bump when the stored shape changes: old rows then simply miss.
const KEY_VERSION = 'v1';

interface StoredAnswer {
  data: unknown;
  providerCost: number;
  provider: ProviderName;
  fetchedAt: string;
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return 'data' in v && typeof v['providerCost'] === 'number' && typeof v['fetchedAt'] === 'string' && typeof v['provider'] === 'string';
}

class CachedProvider implements KeywordDataProvider {
  readonly name: ProviderName;
  readonly isDemo: boolean;
  private readonly flights = new SingleFlight();
  private readonly now: () => Date;
  private readonly ttls: CacheTtls;
  private readonly blockSize: number;
  private readonly onStoreError: (error: unknown) => void;
  private readonly onCall: ProviderCallRecorder | undefined;
  private readonly flightsAcross: FlightCoordinator | undefined;

  constructor(
    private readonly inner: KeywordDataProvider,
    private readonly store: ProviderCacheStore,
    options: CachedProviderOptions,
  ) {
    this.name = inner.name;
    this.isDemo = inner.isDemo;
    this.now = options.now ?? (() => new Date());
    this.ttls = { ...DEFAULT_CACHE_TTLS, ...options.ttls };
    this.blockSize = Math.max(1, Math.round(options.relatedBlockSize ?? DEFAULT_RELATED_BLOCK_SIZE));
    this.onStoreError = options.onStoreError ?? (() => {});
    this.onCall = options.onCall;
    this.flightsAcross = options.flights;
  }

  /** A cache hit costs nothing but is still a line of the bill (endpoint "cache/<method>"). */
  private async recordHit(method: string): Promise<void> {
    if (isCachePeek()) return; // the cost preview looked, nobody was answered
    const now = this.now();
    await reportProviderCall(
      this.onCall,
      { provider: this.inner.name, endpoint: `cache/${method}`, taskId: null, statusCode: null, outcome: 'success', message: null, providerCost: 0, durationMs: 0, cacheHit: true, startedAt: now },
      this.onStoreError,
    );
  }

  /** provider + method + normalised request parts; JSON keeps parts containing separators unambiguous. */
  private key(method: string, parts: Array<string | number>): string {
    return `provider:${KEY_VERSION}:${this.inner.name}:${method}:${JSON.stringify(parts)}`;
  }

  private async read(key: string): Promise<StoredAnswer | null> {
    try {
      const entry = await this.store.get(key);
      if (!entry || entry.expiresAt.getTime() <= this.now().getTime()) return null;
      return isStoredAnswer(entry.value) ? entry.value : null;
    } catch (error) {
      this.onStoreError(error);
      return null;
    }
  }

  private async write(key: string, value: StoredAnswer, ttlMs: number): Promise<void> {
    try {
      await this.store.set(key, value, new Date(this.now().getTime() + ttlMs));
    } catch (error) {
      this.onStoreError(error);
    }
  }

  /**
   * Cache-or-fetch for one key. A hit, and a caller that joined another caller's in-flight fetch,
   * answer providerCost 0 and cached true: only the caller that triggered the provider call pays.
   */
  private async cached<T>(
    method: string,
    key: string,
    ttlMs: number,
    signal: AbortSignal | undefined,
    fetch: () => Promise<ProviderAnswer<T>>,
  ): Promise<ProviderAnswer<T>> {
    const answer = await this.cachedAnswer(key, ttlMs, signal, fetch);
    if (answer.cached) await this.recordHit(method);
    return answer;
  }

  private async cachedAnswer<T>(
    key: string,
    ttlMs: number,
    signal: AbortSignal | undefined,
    fetch: () => Promise<ProviderAnswer<T>>,
  ): Promise<ProviderAnswer<T>> {
    // Outside the single-flight on purpose: a cache-only miss must not fail callers that join it.
    if (isCacheOnly()) {
      const hit = await this.read(key);
      if (!hit) throw new CacheOnlyMiss();
      return { data: hit.data as T, providerCost: 0, provider: hit.provider, cached: true, fetchedAt: hit.fetchedAt };
    }
    const { value, shared } = await this.flights.run(key, async (): Promise<ProviderAnswer<T>> => {
      const hit = await this.readAnswer<T>(key);
      if (hit) return hit;
      if (!this.flightsAcross) return this.fetchAndStore(key, ttlMs, fetch);
      // Another server may be asking the same question: wait for it, then read what it stored.
      return this.flightsAcross.run(`provider:${key}`, { signal }, async () => {
        throwIfPastDeadline(signal);
        return (await this.readAnswer<T>(key)) ?? this.fetchAndStore(key, ttlMs, fetch);
      });
    });
    return shared ? { ...value, providerCost: 0, cached: true } : value;
  }

  private async readAnswer<T>(key: string): Promise<ProviderAnswer<T> | null> {
    const hit = await this.read(key);
    // Safe: only this class writes under this versioned key, always with a T for this method.
    return hit ? { data: hit.data as T, providerCost: 0, provider: hit.provider, cached: true, fetchedAt: hit.fetchedAt } : null;
  }

  private async fetchAndStore<T>(key: string, ttlMs: number, fetch: () => Promise<ProviderAnswer<T>>): Promise<ProviderAnswer<T>> {
    const fresh = await fetch();
    const fetchedAt = fresh.fetchedAt ?? this.now().toISOString();
    await this.write(key, { data: fresh.data, providerCost: fresh.providerCost, provider: fresh.provider, fetchedAt }, ttlMs);
    return { ...fresh, cached: false, fetchedAt };
  }

  findKeywordIdeas(q: ResearchQuery): Promise<ProviderAnswer<KeywordIdeas>> {
    const key = this.key('ideas', [normalizeKeyword(q.keyword), q.locationCode, q.languageCode, q.limit]);
    return this.cached('ideas', key, this.ttls.ideasMs, q.signal, () => this.inner.findKeywordIdeas(q));
  }

  getSerp(q: SerpQuery): Promise<ProviderAnswer<SerpSnapshot>> {
    const key = this.key('serp', [normalizeKeyword(q.keyword), q.locationCode, q.languageCode, q.depth]);
    return this.cached('serp', key, this.ttls.serpMs, q.signal, () => this.inner.getSerp(q));
  }

  /** A whole read (all its pages) per target, market and row limit: targets are keyed by their one spelling. */
  getRankedKeywords(q: RankedKeywordsQuery): Promise<ProviderAnswer<RankedKeywordsPage>> {
    const key = this.key('ranked', [q.target.label, q.locationCode, q.languageCode, q.limit]);
    return this.cached('ranked', key, this.ttls.competitorsMs, q.signal, () => this.inner.getRankedKeywords(q));
  }

  findDomainCompetitors(q: DomainCompetitorsQuery): Promise<ProviderAnswer<DomainCompetitors>> {
    const excluded = [...new Set(q.excludeDomains ?? [])].sort().join(',');
    const key = this.key('competitors', [q.target.label, q.locationCode, q.languageCode, q.limit, excluded]);
    return this.cached('competitors', key, this.ttls.competitorsMs, q.signal, () => this.inner.findDomainCompetitors(q));
  }

  /** The keywords are a set: the same keywords in any order (and any case) are the same question. */
  findSerpCompetitors(q: SerpCompetitorsQuery): Promise<ProviderAnswer<SerpCompetitors>> {
    const keywords = [...new Set(q.keywords.map((k) => k.trim().toLowerCase()))].sort();
    const key = this.key('serp-competitors', [createHash('sha256').update(keywords.join('\n')).digest('hex'), q.locationCode, q.languageCode, q.limit]);
    return this.cached('serp-competitors', key, this.ttls.competitorsMs, q.signal, () => this.inner.findSerpCompetitors(q));
  }

  /** Competitors stay in the order asked: the answer's columns follow it. */
  getKeywordGap(q: KeywordGapQuery): Promise<ProviderAnswer<KeywordGapPage>> {
    const key = this.key('gap', [q.own.label, q.competitors.map((c) => c.label).join(' '), q.scope, q.locationCode, q.languageCode, q.limit]);
    return this.cached('gap', key, this.ttls.competitorsMs, q.signal, () => this.inner.getKeywordGap(q));
  }

  // Keyword explorer depth (decision 059): a page's strength lives as long as its SERP; the value
  // of ranking is Labs data like a competitor read.
  getSerpStrength(q: SerpStrengthQuery): Promise<ProviderAnswer<SerpStrength>> {
    const urls = createHash('sha256').update(q.urls.join('\n')).digest('hex');
    const key = this.key('serp-strength', [urls, normalizeKeyword(q.keyword), q.locationCode, q.languageCode]);
    return this.cached('serp-strength', key, this.ttls.serpMs, q.signal, () => this.inner.getSerpStrength(q));
  }

  getKeywordValue(q: KeywordValueQuery): Promise<ProviderAnswer<KeywordValue>> {
    const key = this.key('keyword-value', [normalizeKeyword(q.keyword), q.topUrl ?? '', q.locationCode, q.languageCode]);
    return this.cached('keyword-value', key, this.ttls.competitorsMs, q.signal, () => this.inner.getKeywordValue(q));
  }

  /** Monthly history changes once a month at the provider: kept as long as a keyword's metrics (decision 067). */
  getVolumeHistory(q: VolumeHistoryQuery): Promise<ProviderAnswer<KeywordMetrics | null>> {
    const key = this.key('volume-history', [normalizeKeyword(q.keyword), q.locationCode, q.languageCode]);
    return this.cached('volume-history', key, this.ttls.metricsMs, q.signal, () => this.inner.getVolumeHistory(q));
  }

  /**
   * Related keywords are cached in aligned blocks of `blockSize` rows per (keyword, location,
   * language, depth, block). A page at any offset is cut from the blocks it overlaps, so the UI's
   * "load more" offsets (which shift when duplicates are filtered) still hit the cache, and a block
   * is bought only when someone pages into it: fetching one big block up front would bill rows
   * (0.0001 USD each) that most users never look at.
   */
  async findRelatedKeywords(q: RelatedQuery): Promise<ProviderAnswer<RelatedPage>> {
    const size = this.blockSize;
    const offset = Math.max(0, Math.round(q.offset));
    const limit = Math.max(1, Math.round(q.limit));
    const keyword = normalizeKeyword(q.keyword);
    const firstBlock = Math.floor(offset / size);
    const lastBlock = Math.floor((offset + limit - 1) / size);

    const blocks: Array<ProviderAnswer<RelatedPage>> = [];
    for (let block = firstBlock; block <= lastBlock; block += 1) {
      const key = this.key('related', [keyword, q.locationCode, q.languageCode, q.depth, size, block]);
      const answer = await this.cached('related', key, this.ttls.relatedMs, q.signal, () =>
        this.inner.findRelatedKeywords({ ...q, offset: block * size, limit: size }),
      );
      blocks.push(answer);
      // A short block is the end of the walk: later blocks would be empty.
      if (answer.data.items.length < size || (block + 1) * size >= answer.data.totalCount) break;
    }

    const start = offset - firstBlock * size;
    const items = blocks.flatMap((b) => b.data.items).slice(start, start + limit);
    const last = blocks[blocks.length - 1];
    return {
      data: { items, totalCount: last?.data.totalCount ?? 0 },
      providerCost: blocks.reduce((sum, b) => sum + b.providerCost, 0),
      provider: this.inner.name,
      cached: blocks.every((b) => b.cached === true),
      fetchedAt: blocks[0]?.fetchedAt ?? this.now().toISOString(),
    };
  }

  /**
   * Metrics are cached per keyword, so lists that overlap reuse what is known; only the misses go
   * to the provider, in one call. A keyword the provider has no data for is cached as "none" too.
   */
  async getKeywordMetrics(q: KeywordMetricsQuery): Promise<ProviderAnswer<KeywordMetrics[]>> {
    const keywords = [...new Set(q.keywords.map(normalizeKeyword).filter((k) => k.length > 0))];
    const keyOf = (k: string): string => this.key('metrics', [k, q.locationCode, q.languageCode]);
    const known = new Map<string, KeywordMetrics | null>();
    let fetchedAt: string | null = null;
    for (const k of keywords) {
      const hit = await this.read(keyOf(k));
      if (hit) {
        known.set(k, hit.data as KeywordMetrics | null); // written below as KeywordMetrics | null
        fetchedAt ??= hit.fetchedAt;
      }
    }
    const misses = keywords.filter((k) => !known.has(k));
    if (isCachePeek()) {
      const hits = keywords.map((k) => known.get(k)).filter((row): row is KeywordMetrics => row != null);
      return { data: hits, providerCost: 0, provider: this.inner.name, cached: true, fetchedAt: fetchedAt ?? this.now().toISOString() };
    }
    if (misses.length > 0 && isCacheOnly()) throw new CacheOnlyMiss();
    let providerCost = 0;
    let joined = false;
    const extra: KeywordMetrics[] = [];
    if (misses.length > 0) {
      const batchKey = this.key('metrics-batch', [[...misses].sort().join('\n'), q.locationCode, q.languageCode]);
      const { value, shared } = await this.flights.run(batchKey, async () => {
        const fresh = await this.inner.getKeywordMetrics({ ...q, keywords: misses });
        const at = fresh.fetchedAt ?? this.now().toISOString();
        const byKeyword = new Map(fresh.data.map((row) => [normalizeKeyword(row.keyword), row]));
        for (const k of misses) {
          const row = byKeyword.get(k) ?? null;
          await this.write(keyOf(k), { data: row, providerCost: 0, provider: fresh.provider, fetchedAt: at }, this.ttls.metricsMs);
        }
        return { ...fresh, fetchedAt: at, byKeyword };
      });
      if (shared) joined = true;
      else providerCost = value.providerCost;
      fetchedAt = value.fetchedAt;
      for (const k of misses) known.set(k, value.byKeyword.get(k) ?? null);
      for (const [k, row] of value.byKeyword) if (!misses.includes(k)) extra.push(row);
    }
    const rows = keywords.map((k) => known.get(k)).filter((row): row is KeywordMetrics => row != null);
    if (misses.length === 0 || joined) await this.recordHit('metrics');
    return {
      data: [...rows, ...extra],
      providerCost,
      provider: this.inner.name,
      cached: misses.length === 0 || joined,
      fetchedAt: fetchedAt ?? this.now().toISOString(),
    };
  }

  // Idea tabs (decision 061): Labs answers keep the ideas' week; autocomplete is a live SERP read, a day.
  findKeywordSuggestions(q: KeywordSuggestionsQuery): Promise<ProviderAnswer<KeywordSuggestionsPage>> {
    const key = this.key('suggestions', [normalizeKeyword(q.keyword), q.locationCode, q.languageCode, q.limit, q.questionsOnly ? 'questions' : 'phrase']);
    return this.cached('suggestions', key, this.ttls.ideasMs, q.signal, () => this.inner.findKeywordSuggestions(q));
  }

  getAutocomplete(q: AutocompleteQuery): Promise<ProviderAnswer<AutocompleteSuggestions>> {
    const key = this.key('autocomplete', [normalizeKeyword(q.keyword), q.locationCode, q.languageCode]);
    return this.cached('autocomplete', key, this.ttls.serpMs, q.signal, () => this.inner.getAutocomplete(q));
  }

  /** The pages in the order asked: the same pages ranked differently are another SERP. */
  getPagesKeywords(q: PagesKeywordsQuery): Promise<ProviderAnswer<PagesKeywordsPage>> {
    const key = this.key('pages-keywords', [createHash('sha256').update(q.pages.join('\n')).digest('hex'), q.locationCode, q.languageCode, q.limit]);
    return this.cached('pages-keywords', key, this.ttls.competitorsMs, q.signal, () => this.inner.getPagesKeywords(q));
  }
}

export function createCachedProvider(
  provider: KeywordDataProvider,
  store: ProviderCacheStore,
  options: CachedProviderOptions = {},
): KeywordDataProvider {
  return new CachedProvider(provider, store, options);
}
