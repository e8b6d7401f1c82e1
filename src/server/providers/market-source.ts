// Where the provider's own location and language lists come from (decision 024): the configured
// provider's module says, or nothing (the bundled snapshot stays).
import type { KeywordDataProviderConfig } from './provider-config.js';
import type { MarketListSource, ProviderModule } from './provider-module.js';
import { PROVIDER_MODULES } from './registry.js';

export type { MarketListSource } from './provider-module.js';

export function createMarketListSource(
  config: KeywordDataProviderConfig,
  modules: Readonly<Record<string, ProviderModule>> = PROVIDER_MODULES,
): MarketListSource | null {
  return modules[config.provider]?.marketListSource?.(config) ?? null;
}
