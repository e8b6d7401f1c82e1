// What a service says went wrong, in the product's words and without HTTP: the HTTP layer maps
// each kind to a status once (src/server/http/domain-errors.ts), so services stay usable from a
// job, a script or a test without a web framework, and no service picks a status code.

export type DomainErrorKind =
  | 'invalid_input'
  | 'unprocessable'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'quota_exceeded'
  | 'rate_limited'
  | 'provider_failed'
  | 'unavailable'
  | 'storage_full';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  /** A stable machine-readable code for the client (e.g. KEYWORD_LIMIT); the kind's default when omitted. */
  readonly code: string | undefined;
  /** Extra fields the client reads beside the message (a reset date, a pricing link, a provider status). */
  readonly details: Record<string, unknown> | undefined;

  constructor(message: string, options: { code?: string; details?: Record<string, unknown> } = {}) {
    super(message);
    this.code = options.code;
    this.details = options.details;
  }
}

/** The client sent something the rules refuse; `field` names the input when one is to blame. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
  constructor(
    message: string,
    readonly field?: string,
    options: { code?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message, { code: options.code, details: { ...options.details, ...(field ? { field } : {}) } });
  }
}

/** Well-formed, but its content cannot be used (an import with too many lines or no valid keyword): 422. */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable';
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** Also what another user's item reads as: "not found or not yours" never says which. */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

export class QuotaExceededError extends DomainError {
  readonly kind = 'quota_exceeded';
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options: { code?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message, options);
  }
}

/** The keyword data provider refused or failed; `status` is the HTTP status its failure maps to (decision 013). */
/**
 * How a keyword data provider failed, in the provider seam's words (src/server/providers/provider-error.ts):
 * the HTTP layer picks each one's status (src/server/http/domain-errors.ts).
 */
export type ProviderFailureKind =
  | 'auth'
  | 'billing'
  | 'rate_limit'
  | 'invalid_input'
  | 'unavailable'
  | 'timeout'
  | 'malformed'
  | 'not_found'
  // A request our server built was refused (a field we set, an endpoint path, our address): our
  // fault, never the user's; logged for the operator.
  | 'configuration';

export class ProviderFailedError extends DomainError {
  readonly kind = 'provider_failed';
  constructor(
    message: string,
    readonly failure: ProviderFailureKind,
    options: { code?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message, options);
  }
}

/** The server cannot serve for a while; `retryAfterSeconds` (when known) becomes Retry-After. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(
    message: string,
    options: { code?: string; details?: Record<string, unknown>; retryAfterSeconds?: number } = {},
  ) {
    super(message, options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
  readonly retryAfterSeconds: number | undefined;
}

/** The database's disk is full: nothing was written (decision 035). */
export class StorageFullError extends DomainError {
  readonly kind = 'storage_full';
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
