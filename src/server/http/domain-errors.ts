// The one mapping from a service's domain error to an HTTP answer in the API's error shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type DomainError, type DomainErrorKind, ProviderFailedError, type ProviderFailureKind, RateLimitedError, UnavailableError } from '../domain/errors.js';
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

// A provider's failure is the gateway's, not the client's, except where the provider refused what
// the user asked for (invalid input) or asks us to slow down.
const PROVIDER_FAILURE_STATUS: Record<ProviderFailureKind, ContentfulStatusCode> = {
  auth: 502, // our credentials are wrong: the user did nothing wrong, the gateway did
  billing: 503,
  rate_limit: 429,
  invalid_input: 400,
  unavailable: 503,
  timeout: 504,
  malformed: 502,
  not_found: 502, // a wrong endpoint path or base URL is our misconfiguration, not the user's
  configuration: 502,
};

/** The status a provider failure of this kind is answered with. */
export function providerFailureStatus(kind: ProviderFailureKind): ContentfulStatusCode {
  return PROVIDER_FAILURE_STATUS[kind];
}

export function domainErrorStatus(error: DomainError): ContentfulStatusCode {
  return error instanceof ProviderFailedError ? providerFailureStatus(error.failure) : STATUS[error.kind][0];
}

function detailsOf(error: DomainError, status: ContentfulStatusCode): Record<string, unknown> | undefined {
  if (!(error instanceof ProviderFailedError) || !error.details) return error.details;
  return { ...error.details, statusCode: error.details.statusCode ?? status };
}

export function domainErrorResponse(c: Context, error: DomainError): Response {
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof UnavailableError && error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  const status = domainErrorStatus(error);
  return c.json(errorBody(error.code ?? STATUS[error.kind][1], error.message, detailsOf(error, status)), status);
}
