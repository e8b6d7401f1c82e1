// Where the provider's own location and language lists come from (decision 024): DataForSEO's free
// list endpoint, or nothing for the demo provider, which keeps the bundled snapshot.
import type { MarketLists } from '../../shared/markets/market-lists.js';
import { DataForSeoClient } from './dataforseo/client.js';
import { parseLocationsAndLanguages } from './dataforseo/parse-markets.js';
import type { KeywordDataProviderConfig } from './provider-config.js';

export interface MarketListSource {
  /** The provider's name, the key its lists are stored under. */
  readonly provider: string;
  fetchLists(): Promise<MarketLists>;
}

export function createMarketListSource(config: KeywordDataProviderConfig): MarketListSource | null {
  const credentials = config.dataforseo;
  if (config.provider !== 'dataforseo' || !credentials?.login || !credentials.password) return null;
  const client = new DataForSeoClient({
    ...credentials,
    ...(config.onCall ? { onCall: config.onCall } : {}),
    ...(config.log ? { log: config.log } : {}),
    ...config.dataforseoOverrides,
    now: Date.now,
  });
  return {
    provider: 'dataforseo',
    fetchLists: async () => parseLocationsAndLanguages(await client.getLocationsAndLanguages()),
  };
}
