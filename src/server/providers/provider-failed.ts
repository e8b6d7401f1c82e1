// A keyword-data provider failure as the domain says it: the status and user-facing message the
// ProviderError carries, plus `statusCode` (the provider's own code when it gave one) that the
// tool screens show as "{error} (Status: {code})". Built where a tool's service catches the
// failure, so the HTTP layer maps it like any other domain error; never the provider's raw text.
import { ProviderFailedError } from '../domain/errors.js';
import { isProviderError } from './provider-error.js';

type ProviderFailedStatus = ProviderFailedError['status'];

/** Every ProviderError's httpStatus is one of these (provider-error.ts); anything else is a gateway failure. */
const STATUSES: readonly number[] = [400, 402, 404, 422, 429, 502, 503, 504] satisfies ProviderFailedStatus[];

/** The ProviderFailedError for a ProviderError; any other error passes through unchanged. */
export function asProviderFailed(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  const status = (STATUSES.includes(error.httpStatus) ? error.httpStatus : 502) as ProviderFailedStatus;
  return new ProviderFailedError(error.message, status, {
    code: `PROVIDER_${error.kind.toUpperCase()}`,
    details: { retryable: error.retryable, statusCode: error.providerStatusCode ?? error.httpStatus },
  });
}
