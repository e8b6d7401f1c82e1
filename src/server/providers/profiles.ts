// Questions about the registered providers answered from their profiles (registry.ts), for code
// that holds only a stored provider name. Whether an answer is demo data is the provider's to say:
// while a request runs, `provider.isDemo`; once stored, the profile of the provider named beside it.
import type { PublicConfig } from '../../shared/contract/accounts.js';
import { demoProviderNames, providerProfile, type ProviderProfile } from '../../shared/providers/index.js';
import { PROVIDER_PROFILES, type ProviderName } from './registry.js';

export { PROVIDER_PROFILES, PROVIDER_NAMES, DEFAULT_PROVIDER_NAME, type ProviderName } from './registry.js';

/** True when the stored or answered provider name is a demo provider's. */
export function isDemoProviderName(provider: string | null | undefined): boolean {
  return providerProfile(provider, PROVIDER_PROFILES)?.isDemo ?? false;
}

/** The names of the providers whose answers are demo data. */
export const DEMO_PROVIDER_NAMES: readonly string[] = demoProviderNames(PROVIDER_PROFILES);

/** The source a provider stamps on the keyword metrics it answers (and on a keyword it could not measure). */
export function keywordMetricsSourceOf(name: ProviderName): string {
  const profile = providerProfile(name, PROVIDER_PROFILES);
  if (!profile) throw new Error(`No provider profile is registered for ${name}`);
  return profile.keywordMetricsSource;
}

/** The profiles as the public configuration sends them to the browser (plain, mutable JSON). */
export function publicProviderProfiles(profiles: readonly ProviderProfile[] = PROVIDER_PROFILES): PublicConfig['providers'] {
  return profiles.map((p) => ({ ...p, sources: p.sources.map((s) => ({ ...s })) }));
}
