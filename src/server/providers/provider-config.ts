// What the server tells the provider registry (registry.ts): which provider, its credentials and the
// hooks. Apart from the registry so a provider's module reads it without importing the registry.
import type { DataForSeoProviderOptions } from './dataforseo/dataforseo-provider.js';
import type { ProviderCallRecorder } from './provider-calls.js';
import type { ProviderName } from './types.js';

export interface KeywordDataProviderConfig {
  provider: ProviderName;
  dataforseo?: { login: string; password: string; baseUrl?: string; timeoutMs?: number } | undefined;
  /** Test seams for the DataForSEO client (fetch, sleep, retry, breaker options...). */
  dataforseoOverrides?: Partial<DataForSeoProviderOptions>;
  /** Told about every paid request (provider-calls.ts); the server passes the database ledger. */
  onCall?: ProviderCallRecorder;
  log?: (line: string) => void;
}
