import { describe, expect, it } from 'vitest';
import { createCachedProvider, type ProviderCacheStore } from '../../src/server/providers/cache.js';
import { DemoProvider } from '../../src/server/providers/demo/demo-provider.js';
import { MemoryCacheStore } from '../../src/server/providers/memory-cache-store.js';
import type { ProviderCallRecord, ProviderCallRecorder } from '../../src/server/providers/provider-calls.js';
import {
  ProviderError,
  type DomainCompetitorsQuery,
  type KeywordDataProvider,
  type KeywordValueQuery,
  type VolumeHistoryQuery,
  type SerpStrengthQuery,
  type KeywordGapQuery,
  type SerpCompetitorsQuery,
  type KeywordMetricsQuery,
  type ProviderAnswer,
  type RankedKeywordsQuery,
  type RelatedQuery,
  type ResearchQuery,
  type SerpQuery,
} from '../../src/server/providers/types.js';
import type { AutocompleteQuery, KeywordSuggestionsQuery, PagesKeywordsQuery } from '../../src/server/providers/idea-types.js';

const DAY = 24 * 60 * 60 * 1000;
const where = { languageCode: 'en', locationCode: 2840 };

/** A provider that counts calls, bills like DataForSEO, and can be told to fail or wait. */
class CountingProvider implements KeywordDataProvider {
  readonly name = 'dataforseo' as const;
  readonly isDemo = false;
  readonly calls: Array<{ method: string; args: unknown }> = [];
  failNext = 0;
  delayMs = 0;
  private readonly demo: DemoProvider;

  constructor(private readonly clock: { now: Date }) {
    this.demo = new DemoProvider({ now: () => clock.now });
  }

  private async run<T>(method: string, args: unknown, answer: () => Promise<ProviderAnswer<T>>, cost: (a: ProviderAnswer<T>) => number) {
    this.calls.push({ method, args });
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new ProviderError('unavailable');
    }
    const a = await answer();
    return { ...a, provider: this.name, providerCost: cost(a) };
  }

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  findKeywordIdeas(q: ResearchQuery) {
    return this.run('ideas', q, () => this.demo.findKeywordIdeas(q), (a) => 0.01 + 0.0001 * a.data.ideas.length);
  }
  getKeywordMetrics(q: KeywordMetricsQuery) {
    // Like keyword_overview, keywords "not in the database" (here: containing "zzz") are omitted.
    return this.run('metrics', q, async () => {
      const a = await this.demo.getKeywordMetrics(q);
      return { ...a, data: a.data.filter((k) => !k.keyword.includes('zzz')) };
    }, (a) => 0.01 + 0.0001 * a.data.length);
  }
  findRelatedKeywords(q: RelatedQuery) {
    return this.run('related', q, () => this.demo.findRelatedKeywords(q), (a) => 0.01 + 0.0001 * a.data.items.length);
  }
  getSerp(q: SerpQuery) {
    return this.run('serp', q, () => this.demo.getSerp(q), () => 0.002);
  }
  getRankedKeywords(q: RankedKeywordsQuery) {
    return this.run('ranked', q, () => this.demo.getRankedKeywords(q), (a) => 0.01 * a.data.coverage.calls + 0.0001 * a.data.coverage.rowsRead);
  }
  findDomainCompetitors(q: DomainCompetitorsQuery) {
    return this.run('competitors', q, () => this.demo.findDomainCompetitors(q), (a) => 0.01 + 0.0001 * a.data.competitors.length);
  }
  getKeywordGap(q: KeywordGapQuery) {
    return this.run('gap', q, () => this.demo.getKeywordGap(q), (a) => 0.01 * a.data.coverage.calls + 0.0001 * a.data.coverage.rowsRead);
  }
  findSerpCompetitors(q: SerpCompetitorsQuery) {
    return this.run('serp-competitors', q, () => this.demo.findSerpCompetitors(q), (a) => 0.01 + 0.0001 * a.data.competitors.length);
  }
  // Idea tabs (decision 061).
  findKeywordSuggestions(q: KeywordSuggestionsQuery) {
    return this.run('suggestions', q, () => this.demo.findKeywordSuggestions(q), (a) => 0.01 + 0.0001 * a.data.items.length);
  }
  getAutocomplete(q: AutocompleteQuery) {
    return this.run('autocomplete', q, () => this.demo.getAutocomplete(q), () => 0.002);
  }
  getPagesKeywords(q: PagesKeywordsQuery) {
    return this.run('pages-keywords', q, () => this.demo.getPagesKeywords(q), (a) => 0.01 + 0.0001 * a.data.keywords.length);
  }
  getSerpStrength(q: SerpStrengthQuery) {
    return this.run('serp-strength', q, () => this.demo.getSerpStrength(q), () => 0.0313);
  }
  getKeywordValue(q: KeywordValueQuery) {
    return this.run('keyword-value', q, () => this.demo.getKeywordValue(q), () => 0.0201);
  }
  getVolumeHistory(q: VolumeHistoryQuery) {
    return this.run('volume-history', q, () => this.demo.getVolumeHistory(q), () => 0.0101);
  }
}

function setup(options: { ttls?: { serpMs?: number }; onCall?: ProviderCallRecorder } = {}) {
  const clock = { now: new Date('2026-09-01T00:00:00.000Z') };
  const inner = new CountingProvider(clock);
  const store = new MemoryCacheStore();
  const cached = createCachedProvider(inner, store, { now: () => clock.now, ...options });
  return { clock, inner, store, cached };
}

describe('createCachedProvider', () => {
  it('answers a repeated question from the cache at no cost', async () => {
    const { inner, cached } = setup();
    const first = await cached.findKeywordIdeas({ keyword: 'seo tools', limit: 100, ...where });
    const second = await cached.findKeywordIdeas({ keyword: '  SEO   Tools ', limit: 100, ...where });
    expect(inner.count('ideas')).toBe(1);
    expect(first.cached).toBe(false);
    expect(first.providerCost).toBeCloseTo(0.02, 6);
    expect(second.cached).toBe(true);
    expect(second.providerCost).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(second.fetchedAt).toBe(first.fetchedAt);
    expect(cached.name).toBe('dataforseo');
  });

  it('keys by location, language and options', async () => {
    const { inner, cached } = setup();
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 100, ...where });
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 100, languageCode: 'en', locationCode: 2826 });
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 100, languageCode: 'es', locationCode: 2840 });
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 50, ...where });
    expect(inner.count('ideas')).toBe(4);
  });

  it('refetches after the TTL: 7 days for keyword data, 1 day for SERPs', async () => {
    const { clock, inner, cached } = setup();
    const ask = () => cached.findKeywordIdeas({ keyword: 'seo', limit: 50, ...where });
    const serp = () => cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    await ask();
    await serp();
    clock.now = new Date(clock.now.getTime() + DAY - 1);
    await ask();
    await serp();
    expect(inner.count('serp')).toBe(1);
    clock.now = new Date(clock.now.getTime() + 2);
    await serp();
    expect(inner.count('serp')).toBe(2);
    clock.now = new Date(clock.now.getTime() + 6 * DAY - 2);
    expect((await ask()).cached).toBe(true);
    clock.now = new Date(clock.now.getTime() + 2);
    const fresh = await ask();
    expect(fresh.cached).toBe(false);
    expect(fresh.providerCost).toBeGreaterThan(0);
    expect(inner.count('ideas')).toBe(2);
  });

  it('accepts custom TTLs', async () => {
    const { clock, inner, cached } = setup({ ttls: { serpMs: 1000 } });
    await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    clock.now = new Date(clock.now.getTime() + 1000);
    await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    expect(inner.count('serp')).toBe(2);
  });

  it('makes exactly one provider call for 20 concurrent identical requests, billed once', async () => {
    const { inner, cached } = setup();
    inner.delayMs = 20;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached.getSerp({ keyword: 'running shoes', depth: 10, ...where })));
    expect(inner.count('serp')).toBe(1);
    expect(answers.filter((a) => a.providerCost > 0)).toHaveLength(1);
    expect(answers.filter((a) => a.cached === true)).toHaveLength(19);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
  });

  it('records every answer it gives instead of the provider as a free cache hit (a line of the bill)', async () => {
    const records: ProviderCallRecord[] = [];
    const { cached } = setup({ onCall: (call) => void records.push(call) });
    await cached.getSerp({ keyword: 'running shoes', depth: 10, ...where });
    expect(records).toEqual([]); // the provider's own calls are recorded by the provider layer
    await cached.getSerp({ keyword: 'running shoes', depth: 10, ...where });
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 100, ...where });
    await cached.findKeywordIdeas({ keyword: 'seo', limit: 100, ...where });
    await cached.getKeywordMetrics({ keywords: ['seo'], ...where });
    await cached.getKeywordMetrics({ keywords: ['seo'], ...where });
    expect(records.map((r) => [r.endpoint, r.cacheHit, r.providerCost, r.provider])).toEqual([
      ['cache/serp', true, 0, 'dataforseo'],
      ['cache/ideas', true, 0, 'dataforseo'],
      ['cache/metrics', true, 0, 'dataforseo'],
    ]);
  });

  it('never caches a failure, and concurrent callers share the failure', async () => {
    const { inner, cached } = setup();
    inner.failNext = 1;
    inner.delayMs = 10;
    const results = await Promise.allSettled([1, 2, 3].map(() => cached.getSerp({ keyword: 'seo', depth: 10, ...where })));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(inner.count('serp')).toBe(1);
    const retry = await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    expect(retry.cached).toBe(false);
    expect(inner.count('serp')).toBe(2);
  });

  it('serves related pages from aligned blocks, so shifted offsets reuse what was bought', async () => {
    const { inner, cached } = setup();
    const direct = new DemoProvider({ now: () => new Date('2026-09-01T00:00:00.000Z') });
    const q = { keyword: 'phone', depth: 3, ...where };

    const p1 = await cached.findRelatedKeywords({ ...q, limit: 100, offset: 0 });
    expect(inner.calls.map((c) => c.args)).toEqual([{ ...q, limit: 100, offset: 0 }]);
    expect(p1.providerCost).toBeCloseTo(0.02, 6);

    // "Load more" after 3 duplicates were filtered on the client: offset 97 spans blocks 0 and 1.
    const p2 = await cached.findRelatedKeywords({ ...q, limit: 100, offset: 97 });
    expect(inner.calls.map((c) => c.args)).toEqual([
      { ...q, limit: 100, offset: 0 },
      { ...q, limit: 100, offset: 100 },
    ]);
    expect(p2.cached).toBe(false);
    expect(p2.providerCost).toBeCloseTo(0.02, 6); // only block 1 was bought
    const expected = await direct.findRelatedKeywords({ ...q, limit: 100, offset: 97 });
    expect(p2.data.items.map((k) => k.keyword)).toEqual(expected.data.items.map((k) => k.keyword));
    expect(p2.data.totalCount).toBe(585);

    const p3 = await cached.findRelatedKeywords({ ...q, limit: 150, offset: 20 });
    expect(p3).toMatchObject({ cached: true, providerCost: 0 });
    expect(p3.data.items).toHaveLength(150);
    expect(inner.calls).toHaveLength(2);
  });

  it('stops at the end of a related walk instead of buying empty blocks', async () => {
    const { inner, cached } = setup();
    const page = await cached.findRelatedKeywords({ keyword: 'phone', depth: 1, limit: 250, offset: 0, ...where });
    expect(page.data.items).toHaveLength(9);
    expect(page.data.totalCount).toBe(9);
    expect(inner.count('related')).toBe(1);
  });

  it('caches metrics per keyword and asks only for the unknown ones (including "no data")', async () => {
    const { inner, cached } = setup();
    const first = await cached.getKeywordMetrics({ keywords: ['seo', 'Keyword Research', 'zzz unknown'], ...where });
    expect(first.data.map((k) => k.keyword)).toEqual(['seo', 'keyword research']);
    expect(first.providerCost).toBeCloseTo(0.0102, 6);
    const second = await cached.getKeywordMetrics({ keywords: ['keyword research', 'zzz unknown', 'serp checker'], ...where });
    expect(inner.calls[1]?.args).toEqual({ keywords: ['serp checker'], ...where });
    expect(second.data.map((k) => k.keyword)).toEqual(['keyword research', 'serp checker']);
    const third = await cached.getKeywordMetrics({ keywords: ['seo', 'zzz unknown'], ...where });
    expect(third).toMatchObject({ cached: true, providerCost: 0 });
    expect(inner.count('metrics')).toBe(2);
  });

  it('keeps answering when the store fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const broken: ProviderCacheStore = {
      get: async () => {
        throw new Error('db down');
      },
      set: async () => {
        throw new Error('db down');
      },
    };
    const clock = { now: new Date('2026-09-01T00:00:00.000Z') };
    const inner = new CountingProvider(clock);
    const cached = createCachedProvider(inner, broken, { onStoreError: (e) => errors.push(e) });
    const answer = await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    expect(answer.data.organic).toHaveLength(10);
    expect(errors).toHaveLength(2);
  });

  it('ignores entries it cannot read (another version or shape)', async () => {
    const { inner, store, cached } = setup();
    await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    for (const key of store.entries.keys()) store.entries.set(key, { value: { something: 'else' }, expiresAt: new Date('2100-01-01') });
    await cached.getSerp({ keyword: 'seo', depth: 10, ...where });
    expect(inner.count('serp')).toBe(2);
  });
});
