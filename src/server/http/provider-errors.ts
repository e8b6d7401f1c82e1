// A keyword-data provider failure as an API answer: the HTTP status and user-facing message the
// ProviderError carries, plus `status_code` (the provider's own code when it gave one) that the
// tool screens show as "{error} (Status: {code})". Never a 500, never the provider's raw text.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isProviderError } from '../providers/types.js';
import { ApiError } from './errors.js';

export function providerErrorToApiError(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  return new ApiError(error.httpStatus as ContentfulStatusCode, error.message, `PROVIDER_${error.kind.toUpperCase()}`, {
    retryable: error.retryable,
    status_code: error.providerStatusCode ?? error.httpStatus,
  });
}
