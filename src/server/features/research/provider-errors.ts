// A provider failure becomes the API answer the provider error asks for (its httpStatus and its
// user-facing message): never a 500, and never the provider's raw text.
import { ApiError } from '../../http/errors.js';
import { isProviderError } from '../../providers/types.js';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function toApiError(error: unknown): unknown {
  if (!isProviderError(error)) return error;
  return new ApiError(error.httpStatus as ContentfulStatusCode, error.message, `PROVIDER_${error.kind.toUpperCase()}`, {
    retryable: error.retryable,
  });
}
