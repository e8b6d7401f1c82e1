// Builds the configured keyword data provider from the registry (registry.ts), the one place that
// lists every implementation.

import type { KeywordDataProviderConfig } from './provider-config.js';
import type { ProviderModule } from './provider-module.js';
import { PROVIDER_MODULES } from './registry.js';
import type { KeywordDataProvider } from './types.js';
import type { RankCheckQueue } from './rank-queue-types.js';

export function createKeywordDataProvider(
  config: KeywordDataProviderConfig,
  modules: Readonly<Record<string, ProviderModule>> = PROVIDER_MODULES,
): KeywordDataProvider {
  const entry = modules[config.provider];
  if (!entry) throw new Error(`KEYWORD_PROVIDER=${config.provider} names no registered provider`);
  return entry.create(config);
}

/** The configured provider's rank-check queue, or null when it has none (decision 064). */
export function createRankCheckQueue(
  config: KeywordDataProviderConfig,
  modules: Readonly<Record<string, ProviderModule>> = PROVIDER_MODULES,
): RankCheckQueue | null {
  return modules[config.provider]?.createRankQueue?.(config) ?? null;
}

export * from './types.js';
export * from './rank-queue-types.js';
export type { KeywordDataProviderConfig } from './provider-config.js';
export type { ProviderModule } from './provider-module.js';
export { modulesByName, PROVIDER_MODULES, REGISTERED_PROVIDERS, type ProviderRegistry } from './registry.js';
export { createCachedProvider, DEFAULT_CACHE_TTLS, type ProviderCacheStore, type ProviderCacheEntry, type CacheTtls } from './cache.js';
export { MemoryCacheStore, createMemoryCacheStore } from './memory-cache-store.js';
export { DataForSeoProvider } from './dataforseo/dataforseo-provider.js';
export { DataForSeoClient } from './dataforseo/client.js';
export { DemoProvider } from './demo/demo-provider.js';
export { normalizeKeyword } from '../../shared/keyword-text.js';
export type { ProviderCallRecord, ProviderCallRecorder } from './provider-calls.js';
export { createMarketListSource, type MarketListSource } from './market-source.js';
