// The one error type every keyword data provider throws.
// It carries a user-facing message and the HTTP status our API should answer with, so routes map it without guessing.

export type ProviderErrorKind =
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

const HTTP_STATUS: Record<ProviderErrorKind, number> = {
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

const DEFAULT_MESSAGE: Record<ProviderErrorKind, string> = {
  auth: 'The keyword data provider rejected our credentials. An administrator must check the DataForSEO login and API password.',
  billing: 'The keyword data provider account has run out of funds. Please try again later or contact support.',
  rate_limit: 'The keyword data provider is receiving too many requests. Please wait a minute and try again.',
  invalid_input: 'The keyword data provider rejected the request.',
  unavailable: 'The keyword data provider is temporarily unavailable. Please try again in a few minutes.',
  timeout: 'The keyword data provider did not answer in time. Please try again.',
  malformed: 'The keyword data provider sent an answer we could not read. Please try again later.',
  not_found: 'The keyword data provider does not offer the requested data. An administrator must check the provider address.',
  configuration: 'The keyword data service could not handle a request our server built. It has been logged for the administrator.',
};

// Whether the *user* may usefully try again later (not whether the client retried automatically).
const DEFAULT_RETRYABLE: Record<ProviderErrorKind, boolean> = {
  auth: false,
  billing: false,
  rate_limit: true,
  invalid_input: false,
  unavailable: true,
  timeout: true,
  malformed: true,
  not_found: false,
  configuration: false,
};

export interface ProviderErrorOptions {
  message?: string;
  providerStatusCode?: number;
  providerMessage?: string;
  retryable?: boolean;
  /** Money the provider charged for the failed call, when its answer said so (for spend logs). */
  costUsd?: number;
  cause?: unknown;
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly httpStatus: number;
  readonly retryable: boolean;
  readonly providerStatusCode?: number;
  readonly providerMessage?: string;
  readonly costUsd: number;

  constructor(kind: ProviderErrorKind, options: ProviderErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGE[kind], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.httpStatus = HTTP_STATUS[kind];
    this.retryable = options.retryable ?? DEFAULT_RETRYABLE[kind];
    if (options.providerStatusCode !== undefined) this.providerStatusCode = options.providerStatusCode;
    if (options.providerMessage !== undefined) this.providerMessage = options.providerMessage;
    this.costUsd = options.costUsd ?? 0;
  }

  /** The same failure carrying `costUsd` in total: what every attempt of the call was billed. */
  withCost(costUsd: number): ProviderError {
    if (costUsd === this.costUsd) return this;
    const options: ProviderErrorOptions = { message: this.message, retryable: this.retryable, costUsd, cause: this.cause };
    if (this.providerStatusCode !== undefined) options.providerStatusCode = this.providerStatusCode;
    if (this.providerMessage !== undefined) options.providerMessage = this.providerMessage;
    return new ProviderError(this.kind, options);
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}
