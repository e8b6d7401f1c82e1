// Decorators that feed /metrics without touching the provider or cache logic: one around the raw
// provider (every real call: outcome, billed cost, duration) and one around the answer cache's
// store (hits and misses). Endpoint names are the cache's: ideas, metrics, related, serp, ranked, competitors, gap.
import { recordCacheLookup, recordProviderCall } from '../observability/metrics.js';
import type { ProviderCacheStore } from './cache.js';
import { isProviderError } from './provider-error.js';
import type { KeywordDataProvider, ProviderAnswer } from './types.js';

async function measured<T>(provider: string, endpoint: string, call: () => Promise<ProviderAnswer<T>>): Promise<ProviderAnswer<T>> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const answer = await call();
    recordProviderCall({ provider, endpoint, outcome: 'ok', providerCost: answer.providerCost, seconds: seconds() });
    return answer;
  } catch (error) {
    const outcome = isProviderError(error) ? error.kind : 'error';
    const providerCost = isProviderError(error) ? error.providerCost : 0;
    recordProviderCall({ provider, endpoint, outcome, providerCost, seconds: seconds() });
    throw error;
  }
}

export function instrumentProvider(inner: KeywordDataProvider): KeywordDataProvider {
  const name = inner.name;
  return {
    name,
    isDemo: inner.isDemo,
    findKeywordIdeas: (q) => measured(name, 'ideas', () => inner.findKeywordIdeas(q)),
    getKeywordMetrics: (q) => measured(name, 'metrics', () => inner.getKeywordMetrics(q)),
    findRelatedKeywords: (q) => measured(name, 'related', () => inner.findRelatedKeywords(q)),
    getSerp: (q) => measured(name, 'serp', () => inner.getSerp(q)),
    getRankedKeywords: (q) => measured(name, 'ranked', () => inner.getRankedKeywords(q)),
    findDomainCompetitors: (q) => measured(name, 'competitors', () => inner.findDomainCompetitors(q)),
    getKeywordGap: (q) => measured(name, 'gap', () => inner.getKeywordGap(q)),
    findSerpCompetitors: (q) => measured(name, 'serp-competitors', () => inner.findSerpCompetitors(q)),
    // Idea tabs (decision 061).
    findKeywordSuggestions: (q) => measured(name, 'suggestions', () => inner.findKeywordSuggestions(q)),
    getAutocomplete: (q) => measured(name, 'autocomplete', () => inner.getAutocomplete(q)),
    getPagesKeywords: (q) => measured(name, 'pages-keywords', () => inner.getPagesKeywords(q)),
    // Keyword explorer depth (decision 059).
    getSerpStrength: (q) => measured(name, 'serp-strength', () => inner.getSerpStrength(q)),
    getKeywordValue: (q) => measured(name, 'keyword-value', () => inner.getKeywordValue(q)),
    // Keyword detail (decision 067).
    getVolumeHistory: (q) => measured(name, 'volume-history', () => inner.getVolumeHistory(q)),
  };
}

// Cache keys read "provider:<version>:<provider>:<endpoint>:<request>".
const endpointOfKey = (key: string): string => key.split(':')[3] ?? 'unknown';

/** The same store, counting each `get` as a hit or a miss; every other member is the store's own. */
export function instrumentCacheStore<S extends ProviderCacheStore>(store: S, now: () => number = Date.now): S {
  const get = async (key: string) => {
    const entry = await store.get(key);
    recordCacheLookup(endpointOfKey(key), entry && entry.expiresAt.getTime() > now() ? 'hit' : 'miss');
    return entry;
  };
  // A proxy rather than a copy, so a store that grows members (or is a class) keeps working.
  return new Proxy(store, {
    get(target, prop) {
      if (prop === 'get') return get;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
}
