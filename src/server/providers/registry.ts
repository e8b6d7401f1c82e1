// The keyword data providers this server can run: one line per provider, keyed by the names of the
// shared registry (src/shared/providers), so a name without an implementation fails to compile.
// Everything a provider is (its calls, its wire formats, its endpoints) stays in its folder.
import type { ProviderName } from '../../shared/providers/index.js';
import { dataForSeoModule } from './dataforseo/module.js';
import { demoModule } from './demo/module.js';
import type { ProviderModule } from './provider-module.js';

export type ProviderRegistry = { readonly [Name in ProviderName]: ProviderModule<Name> };

export const PROVIDER_MODULES: ProviderRegistry = {
  demo: demoModule,
  dataforseo: dataForSeoModule,
};
