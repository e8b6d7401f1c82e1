// The one mapping from domain errors to HTTP answers: every kind's status and default code, the
// caller's own code and details kept, a provider failure's own status, Retry-After for a rate limit.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DomainError,
  type DomainErrorKind,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  ProviderFailedError,
  QuotaExceededError,
  RateLimitedError,
  StorageFullError,
  UnauthenticatedError,
  UnavailableError,
  UnprocessableError,
} from '../domain/errors.js';
import { ProviderError, type ProviderErrorKind } from '../providers/provider-error.js';
import { asProviderFailed } from '../providers/provider-failed.js';
import { domainErrorResponse, domainErrorStatus, providerFailureStatus } from './domain-errors.js';
import { apiErrorHandler } from './error-shape.js';
import type { AppEnv } from './types.js';

const EVERY_KIND: Record<DomainErrorKind, [error: DomainError, status: number, code: string]> = {
  invalid_input: [new InvalidInputError('Bad.'), 400, 'VALIDATION'],
  unprocessable: [new UnprocessableError('Unusable.'), 422, 'UNPROCESSABLE'],
  unauthenticated: [new UnauthenticatedError('Sign in.'), 401, 'UNAUTHORIZED'],
  forbidden: [new ForbiddenError('No.'), 403, 'FORBIDDEN'],
  not_found: [new NotFoundError('Gone.'), 404, 'NOT_FOUND'],
  conflict: [new ConflictError('Taken.'), 409, 'CONFLICT'],
  quota_exceeded: [new QuotaExceededError('Used up.'), 402, 'QUOTA_EXCEEDED'],
  rate_limited: [new RateLimitedError('Slow down.', 7), 429, 'RATE_LIMITED'],
  provider_failed: [new ProviderFailedError('Provider down.', 'unavailable'), 503, 'PROVIDER_FAILED'],
  unavailable: [new UnavailableError('Later.'), 503, 'UNAVAILABLE'],
  storage_full: [new StorageFullError('Disk full.'), 507, 'INSUFFICIENT_STORAGE'],
};

/** The answer the app's error handler gives when a handler throws `error`. */
async function answerTo(error: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const app = new Hono<AppEnv>();
  app.onError(apiErrorHandler(() => {}));
  app.get('/', () => {
    throw error;
  });
  const res = await app.request('/');
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('domain error mapping', () => {
  for (const [kind, [error, status, code]] of Object.entries(EVERY_KIND)) {
    it(`maps ${kind} to ${status} ${code}`, async () => {
      expect(error.kind).toBe(kind);
      expect(domainErrorStatus(error)).toBe(status);
      const answer = await answerTo(error);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.text)).toEqual({ error: { code, message: error.message } });
    });
  }

  it('keeps the code and extra fields a service gives, in the API error shape', async () => {
    const error = new QuotaExceededError('Limit reached.', { code: 'TRIAL_EXPIRED', details: { pricingUrl: '/pricing', resetsAt: null } });
    const answer = await answerTo(error);
    expect(answer.status).toBe(402);
    // Byte for byte what ApiError answered: extra fields first, then code and message.
    expect(answer.text).toBe('{"error":{"pricingUrl":"/pricing","resetsAt":null,"code":"TRIAL_EXPIRED","message":"Limit reached."}}');
  });

  it('names the field of an invalid input only when one is given', async () => {
    expect(JSON.parse((await answerTo(new InvalidInputError('Bad tier.', 'tier'))).text)).toEqual({
      error: { field: 'tier', code: 'VALIDATION', message: 'Bad tier.' },
    });
    expect(JSON.parse((await answerTo(new InvalidInputError('Bad.', undefined, { code: 'UNKNOWN_PLAN' }))).text)).toEqual({
      error: { code: 'UNKNOWN_PLAN', message: 'Bad.' },
    });
  });

  it('sends Retry-After with a rate limit', async () => {
    expect((await answerTo(new RateLimitedError('Slow down.', 42))).headers.get('retry-after')).toBe('42');
  });

  it('answers through a Hono context directly too', async () => {
    const app = new Hono();
    app.get('/', (c) => domainErrorResponse(c, new ForbiddenError('No.', { code: 'NOT_YOURS' })));
    const res = await app.request('/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'NOT_YOURS', message: 'No.' } });
  });
});

describe('provider failures', () => {
  const kinds: ProviderErrorKind[] = ['auth', 'billing', 'rate_limit', 'invalid_input', 'unavailable', 'timeout', 'malformed', 'not_found', 'configuration'];

  for (const kind of kinds) {
    it(`answers a ${kind} failure with its own status, PROVIDER_${kind.toUpperCase()} and statusCode`, async () => {
      const failure = new ProviderError(kind, { providerStatusCode: 40101 });
      const mapped = asProviderFailed(failure);
      expect(mapped).toBeInstanceOf(ProviderFailedError);
      const answer = await answerTo(mapped);
      expect(answer.status).toBe(providerFailureStatus(failure.kind));
      expect(answer.text).toBe(
        JSON.stringify({ error: { retryable: failure.retryable, statusCode: 40101, code: `PROVIDER_${kind.toUpperCase()}`, message: failure.message } }),
      );
    });
  }

  it('uses the HTTP status as statusCode when the provider gave none', async () => {
    const answer = await answerTo(asProviderFailed(new ProviderError('timeout')));
    expect(JSON.parse(answer.text).error.statusCode).toBe(504);
  });

  it('passes any other error through unchanged', () => {
    const other = new Error('boom');
    expect(asProviderFailed(other)).toBe(other);
  });
});
