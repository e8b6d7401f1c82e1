// DataForSEO in the registry: built from its credentials, and its free list endpoint for the markets.
import { dataForSeoProfile } from './profile.js';
import type { KeywordDataProviderConfig } from '../provider-config.js';
import type { ProviderModule } from '../provider-module.js';
import { DataForSeoClient } from './client.js';
import { DataForSeoProvider, type DataForSeoProviderOptions } from './dataforseo-provider.js';
import { parseLocationsAndLanguages } from './parse-markets.js';
import { DataForSeoRankQueue } from './rank-queue.js';

function credentialsOf(config: KeywordDataProviderConfig) {
  const credentials = config.dataforseo;
  return credentials?.login && credentials.password ? credentials : null;
}

/** A client of its own for the free lists and the rank queue: their calls land in the same ledger. */
function clientOf(config: KeywordDataProviderConfig, credentials: NonNullable<ReturnType<typeof credentialsOf>>): DataForSeoClient {
  return new DataForSeoClient({
    ...credentials,
    ...(config.onCall ? { onCall: config.onCall } : {}),
    ...(config.log ? { log: config.log } : {}),
    ...config.dataforseoOverrides,
    now: Date.now,
  });
}

export const dataForSeoModule: ProviderModule<typeof dataForSeoProfile.name> = {
  profile: dataForSeoProfile,
  create(config) {
    const credentials = credentialsOf(config);
    if (!credentials) throw new Error('KEYWORD_PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD');
    const hooks: Partial<DataForSeoProviderOptions> = {};
    if (config.onCall) hooks.onCall = config.onCall;
    if (config.log) hooks.log = config.log;
    return new DataForSeoProvider({ ...hooks, ...config.dataforseoOverrides, ...credentials });
  },
  marketListSource(config) {
    const credentials = credentialsOf(config);
    if (!credentials) return null;
    const client = clientOf(config, credentials);
    return {
      provider: dataForSeoProfile.name,
      fetchLists: async () => parseLocationsAndLanguages(await client.getLocationsAndLanguages()),
    };
  },
  createRankQueue(config) {
    const credentials = credentialsOf(config);
    if (!credentials) throw new Error('KEYWORD_PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD');
    return new DataForSeoRankQueue(clientOf(config, credentials));
  },
};
