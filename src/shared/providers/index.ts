// What both sides know about keyword data providers: the shape of a provider's profile and the
// look-ups over a list of profiles. The list itself is the server's registry
// (src/server/providers/registry.ts), each profile in its provider's folder; the browser receives
// the same list in the public configuration, so neither this layer nor the client names a provider.
import type { MetricSourceProfile, ProviderProfile } from './provider-profile';

export { PROVENANCE_KINDS, type MetricSourceProfile, type ProviderProfile, type ProvenanceKind } from './provider-profile';

/** The profile of a stored or configured provider name; undefined for a name no provider has. */
export function providerProfile(name: string | null | undefined, profiles: readonly ProviderProfile[]): ProviderProfile | undefined {
  return profiles.find((p) => p.name === name);
}

/** The provider profile a metric source id belongs to, with that source's own profile. */
export function metricSourceProfile(
  id: string,
  profiles: readonly ProviderProfile[],
): { provider: ProviderProfile; source: MetricSourceProfile } | undefined {
  for (const provider of profiles) {
    const source = provider.sources.find((s) => s.id === id);
    if (source) return { provider, source };
  }
  return undefined;
}

/** The names of the providers whose answers are demo data (for a query that must leave them out). */
export function demoProviderNames(profiles: readonly ProviderProfile[]): string[] {
  return profiles.filter((p) => p.isDemo).map((p) => p.name);
}
