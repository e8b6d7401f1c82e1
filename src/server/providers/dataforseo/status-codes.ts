// Maps DataForSEO status codes (reference §7.1-7.2) to our ProviderError kinds and a retry policy.
// Automatic retry is allowed only where the provider cannot have billed us for the failed attempt.

import { ProviderError } from '../provider-error.js';

/** How the client may retry a failure: with backoff, after a rate-limit wait, or never. */
export type RetryPolicy = 'backoff' | 'rate_limit' | 'none';

export interface Classified {
  error: ProviderError;
  retry: RetryPolicy;
}

/** Task codes that carry a usable (possibly empty) result. 40102 = "No Search Results", 40106 = partial. */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([20000, 40102, 40106]);

// Internal errors the appendix says to resubmit; the task produced nothing, so nothing was billed.
const RETRY_WITH_BACKOFF: ReadonlySet<number> = new Set([50000, 50001, 50301, 50303, 50401, 40209]);

const AUTH_CODES: ReadonlySet<number> = new Set([40100, 40104, 40201, 40204, 40207]);
const BILLING_CODES: ReadonlySet<number> = new Set([40200, 40210]);
const VALIDATION_CODES: ReadonlySet<number> = new Set([40000, 40006, 40501, 40502, 40503, 40504, 40506]);
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([40400, 40401, 40402, 40403]);

function theirWords(message: string | null | undefined): string {
  const text = (message ?? '').trim();
  return text.length > 0 ? text : 'no reason given';
}

export function classifyStatusCode(code: number, message: string | null | undefined, costUsd = 0): Classified {
  const base = { providerStatusCode: code, providerMessage: theirWords(message), costUsd };

  if (code === 40100) return { error: new ProviderError('auth', base), retry: 'none' };
  if (AUTH_CODES.has(code)) {
    return {
      error: new ProviderError('auth', {
        ...base,
        message: `The keyword data provider refused access to our account: ${theirWords(message)} An administrator must check the DataForSEO account.`,
      }),
      retry: 'none',
    };
  }
  if (BILLING_CODES.has(code)) return { error: new ProviderError('billing', base), retry: 'none' };
  if (code === 40203) {
    return {
      error: new ProviderError('billing', {
        ...base,
        message: 'The keyword data provider daily spending limit has been reached. Please try again tomorrow or contact support.',
      }),
      retry: 'none',
    };
  }
  if (code === 40202) return { error: new ProviderError('rate_limit', base), retry: 'rate_limit' };
  if (code === 40209) return { error: new ProviderError('rate_limit', base), retry: 'backoff' };
  if (code === 40205 || code === 40206) {
    return {
      error: new ProviderError('rate_limit', {
        ...base,
        message: `The keyword data provider request limit for this account has been reached: ${theirWords(message)} Please try again later.`,
      }),
      retry: 'none',
    };
  }
  if (VALIDATION_CODES.has(code)) {
    return {
      error: new ProviderError('invalid_input', {
        ...base,
        message: `The keyword data provider rejected the request: ${theirWords(message)}`,
      }),
      retry: 'none',
    };
  }
  if (NOT_FOUND_CODES.has(code)) return { error: new ProviderError('not_found', base), retry: 'none' };
  if (RETRY_WITH_BACKOFF.has(code)) return { error: new ProviderError('unavailable', base), retry: 'backoff' };
  // 40101 (search engine error) "may still be billed", 40103/50304/40404/4060x: the user may try later,
  // but we never resubmit automatically.
  if (code === 50100) return { error: new ProviderError('unavailable', { ...base, retryable: false }), retry: 'none' };
  if (code >= 50000 || code === 40101 || code === 40103 || code === 40404 || code === 40601 || code === 40602) {
    return { error: new ProviderError('unavailable', base), retry: 'none' };
  }
  if (code >= 40000 && code < 50000) {
    return {
      error: new ProviderError('invalid_input', {
        ...base,
        message: `The keyword data provider rejected the request: ${theirWords(message)}`,
      }),
      retry: 'none',
    };
  }
  return { error: new ProviderError('malformed', { ...base }), retry: 'none' };
}

/** HTTP statuses other than 200 whose body had no readable status_code. */
export function classifyHttpStatus(status: number): Classified {
  const base = { providerStatusCode: status };
  if (status === 401) return { error: new ProviderError('auth', base), retry: 'none' };
  if (status === 402) return { error: new ProviderError('billing', base), retry: 'none' };
  if (status === 404) return { error: new ProviderError('not_found', base), retry: 'none' };
  if (status === 429) return { error: new ProviderError('rate_limit', base), retry: 'rate_limit' };
  // DataForSEO's own 500 (an internal error, reference section 0) and a 503 come before any task
  // result exists, so nothing was billed. A 502 or 504 comes from a gateway that may have passed
  // the task on before failing: reported, never resubmitted.
  if (status === 500 || status === 503) return { error: new ProviderError('unavailable', base), retry: 'backoff' };
  if (status >= 500) return { error: new ProviderError('unavailable', base), retry: 'none' };
  return { error: new ProviderError('malformed', base), retry: 'none' };
}
