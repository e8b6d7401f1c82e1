// What a provider's folder gives the registry: its profile (src/shared/providers), how to build it
// from the configuration, and where its market lists come from when it has its own.
import type { MarketLists } from '../../shared/markets/market-lists.js';
import type { ProviderProfile } from '../../shared/providers/index.js';
import type { KeywordDataProviderConfig } from './provider-config.js';
import type { RankCheckQueue } from './rank-queue-types.js';
import type { KeywordDataProvider } from './types.js';

export interface MarketListSource {
  /** The provider's name, the key its lists are stored under. */
  readonly provider: string;
  fetchLists(): Promise<MarketLists>;
}

export interface ProviderModule<Name extends string = string> {
  readonly profile: ProviderProfile<Name>;
  /** Builds the provider; throws when the configuration lacks what it needs (its credentials). */
  create(config: KeywordDataProviderConfig): KeywordDataProvider;
  /** The provider's own location and language lists (decision 024); null keeps the bundled snapshot. */
  marketListSource?(config: KeywordDataProviderConfig): MarketListSource | null;
  /** The provider's queue of scheduled rank checks (decision 064); a provider without one tracks nothing. */
  createRankQueue?(config: KeywordDataProviderConfig): RankCheckQueue;
}
