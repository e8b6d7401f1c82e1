// A third provider's registry entry, in its own folder as a real one is: it answers like the demo
// provider under its own name, which is enough to prove the seam, and has market lists of its own.
import type { ProviderName } from '../../../src/server/providers/index.js';
import { DemoProvider, type KeywordDataProvider, type ProviderModule } from '../../../src/server/providers/index.js';
import { stubProfile } from './profile.js';

function stubProvider(): KeywordDataProvider {
  const inner = new DemoProvider();
  // The server's ProviderName is the registered names; this provider is registered only in the test's own list.
  return Object.assign(Object.create(inner) as KeywordDataProvider, { name: stubProfile.name as unknown as ProviderName, isDemo: stubProfile.isDemo });
}

export const stubModule: ProviderModule<'stub'> = {
  profile: stubProfile,
  create: () => stubProvider(),
  marketListSource: () => ({
    provider: stubProfile.name,
    fetchLists: async () => ({ locations: [{ code: 2840, name: 'United States', countryIsoCode: 'US', languageCodes: ['en'] }], languages: [{ code: 'en', name: 'English' }] }),
  }),
};
