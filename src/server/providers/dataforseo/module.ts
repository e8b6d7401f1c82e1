// DataForSEO in the registry: built from its credentials, and its free list endpoint for the markets.
import { dataForSeoProfile } from './profile.js';
import type { KeywordDataProviderConfig } from '../provider-config.js';
import type { ProviderModule } from '../provider-module.js';
import { DataForSeoClient } from './client.js';
import { DataForSeoProvider, type DataForSeoProviderOptions } from './dataforseo-provider.js';
import { parseLocationsAndLanguages } from './parse-markets.js';

function credentialsOf(config: KeywordDataProviderConfig) {
  const credentials = config.dataforseo;
  return credentials?.login && credentials.password ? credentials : null;
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
    const client = new DataForSeoClient({
      ...credentials,
      ...(config.onCall ? { onCall: config.onCall } : {}),
      ...(config.log ? { log: config.log } : {}),
      ...config.dataforseoOverrides,
      now: Date.now,
    });
    return {
      provider: dataForSeoProfile.name,
      fetchLists: async () => parseLocationsAndLanguages(await client.getLocationsAndLanguages()),
    };
  },
};
