// Picks the keyword data provider from configuration: the one place that knows every implementation.

import { DataForSeoProvider, type DataForSeoProviderOptions } from './dataforseo/dataforseo-provider.js';
import { DemoProvider } from './demo/demo-provider.js';
import type { KeywordDataProviderConfig } from './provider-config.js';
import type { KeywordDataProvider } from './types.js';

export function createKeywordDataProvider(config: KeywordDataProviderConfig): KeywordDataProvider {
  if (config.provider === 'demo') return new DemoProvider();
  const credentials = config.dataforseo;
  if (!credentials || !credentials.login || !credentials.password) {
    throw new Error('KEYWORD_PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD');
  }
  const hooks: Partial<DataForSeoProviderOptions> = {};
  if (config.onCall) hooks.onCall = config.onCall;
  if (config.log) hooks.log = config.log;
  return new DataForSeoProvider({ ...hooks, ...config.dataforseoOverrides, ...credentials });
}

export * from './types.js';
export type { KeywordDataProviderConfig } from './provider-config.js';
export { createCachedProvider, DEFAULT_CACHE_TTLS, type ProviderCacheStore, type ProviderCacheEntry, type CacheTtls } from './cache.js';
export { MemoryCacheStore, createMemoryCacheStore } from './memory-cache-store.js';
export { DataForSeoProvider } from './dataforseo/dataforseo-provider.js';
export { DataForSeoClient } from './dataforseo/client.js';
export { DemoProvider } from './demo/demo-provider.js';
export { normalizeKeyword } from '../../shared/keyword-text.js';
export type { ProviderCallRecord, ProviderCallRecorder } from './provider-calls.js';
export { createMarketListSource, type MarketListSource } from './market-source.js';
