// The competitor questions pass through every wrapper of the provider like the other four: the
// answer cache (keyed by the target's one spelling, free repeats, one call for concurrent askers,
// the cache-only scope) and the metrics decorator.
import { describe, expect, it } from 'vitest';
import { parseCompetitorTarget, type CompetitorTarget } from '../../src/shared/competitors/target.js';
import { CacheOnlyMiss, peekCache, runCacheOnly } from '../../src/server/providers/cache-only.js';
import { createCachedProvider } from '../../src/server/providers/cache.js';
import { DemoProvider } from '../../src/server/providers/demo/demo-provider.js';
import { instrumentProvider } from '../../src/server/providers/instrumented.js';
import { MemoryCacheStore } from '../../src/server/providers/memory-cache-store.js';
import type { ProviderCallRecord } from '../../src/server/providers/provider-calls.js';
import type { KeywordDataProvider, ProviderAnswer } from '../../src/server/providers/types.js';

const where = { languageCode: 'en', locationCode: 2840 };
const DAY = 24 * 60 * 60 * 1000;

function site(text: string): CompetitorTarget {
  const parsed = parseCompetitorTarget(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.target;
}

/** The demo provider, counting calls per method and billing like Labs ($0.01 per call + $0.0001 per row). */
function counting(clock: { now: Date }) {
  const demo = new DemoProvider({ now: () => clock.now });
  const calls: Record<string, number> = {};
  const bill = <T>(method: string, answer: Promise<ProviderAnswer<T>>, cost: (data: T) => number) => {
    calls[method] = (calls[method] ?? 0) + 1;
    return answer.then(async (a) => {
      await new Promise((r) => setTimeout(r, 5));
      return { ...a, provider: 'dataforseo' as const, providerCost: cost(a.data) };
    });
  };
  const provider: KeywordDataProvider = Object.assign(Object.create(demo) as KeywordDataProvider, {
    name: 'dataforseo' as const,
    isDemo: false,
    getRankedKeywords: (q: Parameters<KeywordDataProvider['getRankedKeywords']>[0]) =>
      bill('ranked', demo.getRankedKeywords(q), (d) => 0.01 * d.coverage.calls + 0.0001 * d.coverage.rowsRead),
    findDomainCompetitors: (q: Parameters<KeywordDataProvider['findDomainCompetitors']>[0]) =>
      bill('competitors', demo.findDomainCompetitors(q), (d) => 0.01 + 0.0001 * d.competitors.length),
    getKeywordGap: (q: Parameters<KeywordDataProvider['getKeywordGap']>[0]) =>
      bill('gap', demo.getKeywordGap(q), (d) => 0.01 * d.coverage.calls + 0.0001 * d.coverage.rowsRead),
  });
  return { provider, calls };
}

function setup() {
  const clock = { now: new Date('2026-09-01T00:00:00.000Z') };
  const { provider, calls } = counting(clock);
  const records: ProviderCallRecord[] = [];
  const cached = createCachedProvider(provider, new MemoryCacheStore(), { now: () => clock.now, onCall: (c) => void records.push(c) });
  return { clock, calls, records, cached };
}

describe('the answer cache with competitor questions', () => {
  it('answers the same target however it was typed from the cache, free, and records the hit', async () => {
    const { calls, records, cached } = setup();
    const first = await cached.getRankedKeywords({ target: site('runnersden.example'), limit: 100, ...where });
    const again = await cached.getRankedKeywords({ target: site('https://www.RunnersDen.example/'), limit: 100, ...where });
    expect(calls['ranked']).toBe(1);
    expect(first.cached).toBe(false);
    expect(first.providerCost).toBeGreaterThan(0);
    expect(again).toMatchObject({ cached: true, providerCost: 0, data: first.data, fetchedAt: first.fetchedAt });
    expect(records.map((r) => r.endpoint)).toEqual(['cache/ranked']);
  });

  it('keys competitors and gaps by everything that changes the answer', async () => {
    const { calls, cached } = setup();
    const target = site('stridelab.example');
    await cached.findDomainCompetitors({ target, limit: 10, ...where });
    await cached.findDomainCompetitors({ target, limit: 10, ...where, excludeDomains: ['reddit.com'] });
    await cached.findDomainCompetitors({ target, limit: 10, ...where, excludeDomains: ['reddit.com'] });
    await cached.findDomainCompetitors({ target, limit: 10, languageCode: 'en', locationCode: 2826 });
    expect(calls['competitors']).toBe(3);

    const a = site('trailhub.example');
    const b = site('paceworks.example');
    const gap = (competitors: CompetitorTarget[], scope: 'all' | 'untapped') => cached.getKeywordGap({ own: target, competitors, scope, limit: 500, ...where });
    await gap([a, b], 'all');
    await gap([a, b], 'all');
    await gap([b, a], 'all'); // the columns follow the order asked
    await gap([a, b], 'untapped');
    expect(calls['gap']).toBe(3);
  });

  it('makes one provider call for concurrent identical gaps, billed once', async () => {
    const { calls, cached } = setup();
    const q = { own: site('stridelab.example'), competitors: [site('trailhub.example')], scope: 'all' as const, limit: 200, ...where };
    const answers = await Promise.all(Array.from({ length: 8 }, () => cached.getKeywordGap(q)));
    expect(calls['gap']).toBe(1);
    expect(answers.filter((x) => x.providerCost > 0)).toHaveLength(1);
  });

  it('keeps competitor answers for 7 days', async () => {
    const { clock, calls, cached } = setup();
    const ask = () => cached.findDomainCompetitors({ target: site('beanbureau.example'), limit: 5, ...where });
    await ask();
    clock.now = new Date(clock.now.getTime() + 7 * DAY - 1);
    expect((await ask()).cached).toBe(true);
    clock.now = new Date(clock.now.getTime() + 2);
    expect((await ask()).cached).toBe(false);
    expect(calls['competitors']).toBe(2);
  });

  it('answers from the cache or not at all inside a cache-only scope', async () => {
    const { calls, cached } = setup();
    const q = { target: site('greenpatch.example'), limit: 50, ...where };
    await expect(runCacheOnly(() => cached.getRankedKeywords(q))).rejects.toBeInstanceOf(CacheOnlyMiss);
    await expect(peekCache(() => cached.getKeywordGap({ own: q.target, competitors: [site('bloomyard.example')], scope: 'all', limit: 50, ...where }))).rejects.toBeInstanceOf(CacheOnlyMiss);
    expect(calls['ranked'] ?? 0).toBe(0);
    await cached.getRankedKeywords(q);
    expect(await runCacheOnly(() => cached.getRankedKeywords(q))).toMatchObject({ cached: true, providerCost: 0 });
    expect(calls['ranked']).toBe(1);
  });
});

describe('the metrics decorator with competitor questions', () => {
  it('passes each question through unchanged', async () => {
    const demo = new DemoProvider({ now: () => new Date('2026-09-01T00:00:00.000Z') });
    const measured = instrumentProvider(demo);
    const target = site('rankwise.example');
    expect(await measured.getRankedKeywords({ target, limit: 20, ...where })).toEqual(await demo.getRankedKeywords({ target, limit: 20, ...where }));
    expect(await measured.findDomainCompetitors({ target, limit: 3, ...where })).toEqual(await demo.findDomainCompetitors({ target, limit: 3, ...where }));
    const gap = { own: target, competitors: [site('serpscope.example')], scope: 'untapped' as const, limit: 20, ...where };
    expect(await measured.getKeywordGap(gap)).toEqual(await demo.getKeywordGap(gap));
  });
});
