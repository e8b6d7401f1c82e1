// A keyword-data provider failure as the domain says it: the kind and user-facing message the
// ProviderError carries, plus `statusCode` (the provider's own code when it gave one) that the
// tool screens show as "{error} (Status: {code})". Built where a tool's service catches the
// failure, so the HTTP layer maps it like any other domain error; never the provider's raw text.
import { ProviderFailedError } from '../domain/errors.js';
import { isProviderError } from './provider-error.js';

/** The ProviderFailedError for a ProviderError; any other error passes through unchanged. */
export function asProviderFailed(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  return new ProviderFailedError(error.message, error.kind, {
    code: `PROVIDER_${error.kind.toUpperCase()}`,
    // Without a provider code the HTTP layer shows the status it answers with.
    details: { retryable: error.retryable, statusCode: error.providerStatusCode },
  });
}
