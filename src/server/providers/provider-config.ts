// What the server tells the provider factory (index.ts): which provider, its credentials and the
// hooks. Apart from the factory so the market-list source reads it without importing the factory.
import type { DataForSeoProviderOptions } from './dataforseo/dataforseo-provider.js';
import type { ProviderCallRecorder } from './provider-calls.js';

export interface KeywordDataProviderConfig {
  provider: 'demo' | 'dataforseo';
  dataforseo?: { login: string; password: string; baseUrl?: string; timeoutMs?: number } | undefined;
  /** Test seams for the DataForSEO client (fetch, sleep, retry, breaker options...). */
  dataforseoOverrides?: Partial<DataForSeoProviderOptions>;
  /** Told about every paid request (provider-calls.ts); the server passes the database ledger. */
  onCall?: ProviderCallRecorder;
  log?: (line: string) => void;
}
