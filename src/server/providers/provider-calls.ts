// One record per request sent to a paid keyword data provider (and per answer served from our
// cache instead): the provider's bill, line by line. The provider layer reports each call to one
// recorder function; the database ledger (db/provider-call-ledger.ts) stores it, and metrics can
// wrap the same function.

import type { ProviderName } from './types.js';

export interface ProviderCallRecord {
  provider: ProviderName;
  /** The provider's endpoint path (e.g. "serp/google/organic/live/advanced"); for a cache hit, the operation. */
  endpoint: string;
  taskId: string | null;
  /** The task's status code, else the response's, else the HTTP status; null when no answer came. */
  statusCode: number | null;
  /** 'success', 'empty', or why it failed (status-codes.ts outcomes, or timeout/unavailable/malformed). */
  outcome: string;
  message: string | null;
  /** What the provider said this call cost, in dollars, unrounded; 0 for a cache hit. */
  providerCost: number;
  durationMs: number;
  cacheHit: boolean;
  startedAt: Date;
}

/** Receives every call. It must never throw into the caller: a lost bill line must not fail a user's request. */
export type ProviderCallRecorder = (call: ProviderCallRecord) => void | Promise<void>;

/** Calls the recorder and swallows its failure (reported through `onError`). */
export async function reportProviderCall(
  recorder: ProviderCallRecorder | undefined,
  call: ProviderCallRecord,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  if (!recorder) return;
  try {
    await recorder(call);
  } catch (error) {
    onError(error);
  }
}
