// The registry of keyword data providers both sides read: one line per provider. The server's own
// registry (src/server/providers/registry.ts) is typed over these names, so a provider listed here
// without an implementation fails to compile there.
import { dataForSeoProfile } from './dataforseo';
import { demoProfile } from './demo';
import type { MetricSourceProfile, ProviderProfile } from './provider-profile';

export const PROVIDER_PROFILES = [demoProfile, dataForSeoProfile] as const;

export type ProviderName = (typeof PROVIDER_PROFILES)[number]['name'];
export const PROVIDER_NAMES = PROVIDER_PROFILES.map((p) => p.name) as [ProviderName, ...ProviderName[]];
/** The provider a server uses when its configuration names none and has no provider's credentials. */
export const DEFAULT_PROVIDER_NAME: ProviderName = demoProfile.name;

export type { MetricSourceProfile, ProviderProfile, ProvenanceKind } from './provider-profile';

/** The source a provider stamps on the keyword metrics it answers (and on a keyword it could not measure). */
export function keywordMetricsSourceOf(name: ProviderName): string {
  const profile = providerProfile(name);
  if (!profile) throw new Error(`No provider profile is registered for ${name}`);
  return profile.keywordMetricsSource;
}

/** The profile of a stored or configured provider name; undefined for a name no provider has. */
export function providerProfile(name: string | null | undefined, profiles: readonly ProviderProfile[] = PROVIDER_PROFILES): ProviderProfile | undefined {
  return profiles.find((p) => p.name === name);
}

/** The provider profile a metric source id belongs to, with that source's own profile. */
export function metricSourceProfile(
  id: string,
  profiles: readonly ProviderProfile[] = PROVIDER_PROFILES,
): { provider: ProviderProfile; source: MetricSourceProfile } | undefined {
  for (const provider of profiles) {
    const source = provider.sources.find((s) => s.id === id);
    if (source) return { provider, source };
  }
  return undefined;
}

/** The names of the providers whose answers are demo data (for a query that must leave them out). */
export function demoProviderNames(profiles: readonly ProviderProfile[] = PROVIDER_PROFILES): string[] {
  return profiles.filter((p) => p.isDemo).map((p) => p.name);
}
