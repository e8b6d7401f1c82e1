// The keyword data providers this server can run: one line per provider. A provider is its folder
// (src/server/providers/<name>/): its calls, its wire formats, its endpoints, and its profile, the
// plain data the exports and (through the public configuration) the browser read. Everything else
// about the set of providers (their names, profiles, the default) is derived from this list.
import type { ProviderProfile } from '../../shared/providers/index.js';
import { dataForSeoModule } from './dataforseo/module.js';
import { demoModule } from './demo/module.js';
import type { ProviderModule } from './provider-module.js';

export const REGISTERED_PROVIDERS = [
  demoModule,
  dataForSeoModule,
] as const;

export type ProviderName = (typeof REGISTERED_PROVIDERS)[number]['profile']['name'];
export type ProviderRegistry = { readonly [Name in ProviderName]: ProviderModule<Name> };

/** A registry's modules by name, for a list of provider modules (the one above, or a test's longer one). */
export function modulesByName(modules: readonly ProviderModule[]): Readonly<Record<string, ProviderModule>> {
  return Object.fromEntries(modules.map((m) => [m.profile.name, m]));
}

export const PROVIDER_MODULES = modulesByName(REGISTERED_PROVIDERS) as ProviderRegistry;
export const PROVIDER_PROFILES: readonly ProviderProfile<ProviderName>[] = REGISTERED_PROVIDERS.map((m) => m.profile);
export const PROVIDER_NAMES = PROVIDER_PROFILES.map((p) => p.name) as [ProviderName, ...ProviderName[]];

/** The provider a server uses when its configuration names none and has no provider's credentials: the offline one. */
export const DEFAULT_PROVIDER_NAME: ProviderName = PROVIDER_PROFILES.find((p) => p.isDemo)!.name;
