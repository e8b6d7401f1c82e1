// Quota hook every paid tool call goes through (research, SERP, related).
// TEMPORARY STUB: runs the call without counting. The plans issue replaces the body with the
// real reserve -> run -> settle/refund logic; the signature is the contract the tools code against.
import type { Db } from '../../db/client.js';

export type QuotaTool = 'keywords' | 'serp' | 'related';

export interface QuotaRequest {
  userId: string;
  tool: QuotaTool;
  /** Normalised request (keyword, location, language, options): a repeat within 24 h answered from the cache is free. */
  requestKey: string;
}

export interface QuotaRunResult<T> {
  value: T;
  /** Dollars the provider actually charged for this call (0 on a cache hit). */
  costUsd: number;
  /** True when the provider answer came from the cache. */
  cached: boolean;
}

/**
 * Reserves one unit before `run` (refusing with an ApiError 402 when the limit is reached or the
 * subscription is inactive/expired), gives it back if `run` throws, and settles it afterwards.
 */
export async function withQuota<T>(_db: Db, _request: QuotaRequest, run: () => Promise<QuotaRunResult<T>>): Promise<T> {
  const result = await run();
  return result.value;
}
