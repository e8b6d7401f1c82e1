// The one error type every keyword data provider throws: what kind of failure it was, a
// user-facing message and whether trying again may help. Its HTTP status is the HTTP layer's to pick
// (src/server/http/domain-errors.ts), like every other domain error's.
import type { ProviderFailureKind } from '../domain/errors.js';

export type ProviderErrorKind = ProviderFailureKind;

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
  providerCost?: number;
  cause?: unknown;
}

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly retryable: boolean;
  readonly providerStatusCode?: number;
  readonly providerMessage?: string;
  readonly providerCost: number;

  constructor(kind: ProviderErrorKind, options: ProviderErrorOptions = {}) {
    super(options.message ?? DEFAULT_MESSAGE[kind], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.retryable = options.retryable ?? DEFAULT_RETRYABLE[kind];
    if (options.providerStatusCode !== undefined) this.providerStatusCode = options.providerStatusCode;
    if (options.providerMessage !== undefined) this.providerMessage = options.providerMessage;
    this.providerCost = options.providerCost ?? 0;
  }

  /** The same failure carrying `providerCost` in total: what every attempt of the call was billed. */
  withCost(providerCost: number): ProviderError {
    if (providerCost === this.providerCost) return this;
    const options: ProviderErrorOptions = { message: this.message, retryable: this.retryable, providerCost, cause: this.cause };
    if (this.providerStatusCode !== undefined) options.providerStatusCode = this.providerStatusCode;
    if (this.providerMessage !== undefined) options.providerMessage = this.providerMessage;
    return new ProviderError(this.kind, options);
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError;
}
