// The one mapping from a service's domain error to an HTTP answer in the API's error shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DomainError, type DomainErrorKind, ProviderFailedError, RateLimitedError, UnavailableError } from '../domain/errors.js';
import { errorBody } from './errors.js';

const STATUS: Record<DomainErrorKind, [status: ContentfulStatusCode, code: string]> = {
  invalid_input: [400, 'VALIDATION'],
  unprocessable: [422, 'UNPROCESSABLE'],
  unauthenticated: [401, 'UNAUTHORIZED'],
  forbidden: [403, 'FORBIDDEN'],
  not_found: [404, 'NOT_FOUND'],
  conflict: [409, 'CONFLICT'],
  quota_exceeded: [402, 'QUOTA_EXCEEDED'],
  rate_limited: [429, 'RATE_LIMITED'],
  provider_failed: [502, 'PROVIDER_FAILED'],
  unavailable: [503, 'UNAVAILABLE'],
  storage_full: [507, 'INSUFFICIENT_STORAGE'],
};

export function domainErrorStatus(error: DomainError): ContentfulStatusCode {
  return error instanceof ProviderFailedError ? error.status : STATUS[error.kind][0];
}

export function domainErrorResponse(c: Context, error: DomainError): Response {
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof UnavailableError && error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(errorBody(error.code ?? STATUS[error.kind][1], error.message, error.details), domainErrorStatus(error));
}
