// One error answer for the whole API: thrown errors become { error: { code, message } }, and any
// 4xx that left a handler in another shape (better-auth's { code, message }, a bare 404 or 413)
// is rewritten to it on the way out, so a client reads every refusal the same way.
import type { Context, ErrorHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { databaseFailureError } from '../db/database-failure.js';
import { isDomainError } from '../domain/errors.js';
import { domainErrorResponse } from './domain-errors.js';
import { ApiError, errorBody, isErrorBody } from './errors.js';
import type { AppEnv } from './types.js';

export const BODY_NOT_JSON = 'The request body must be JSON.';
export const SERVER_FAILED_MESSAGE = 'Something went wrong. Please try again.';

const DEFAULTS: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', 'Invalid request.'],
  401: ['UNAUTHORIZED', 'Please sign in.'],
  403: ['FORBIDDEN', 'You do not have permission to do this.'],
  404: ['NOT_FOUND', 'Not found.'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed.'],
  408: ['REQUEST_TIMEOUT', 'The request took too long.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.'],
  422: ['UNPROCESSABLE', 'Invalid request.'],
  429: ['RATE_LIMITED', 'Too many requests. Please try again later.'],
};

export function defaultError(status: number): [code: string, message: string] {
  return DEFAULTS[status] ?? ['REQUEST_REFUSED', 'Request refused.'];
}

/**
 * Maps whatever a handler threw to an answer; only a fault of ours is a 500 (and is logged). A
 * database that is unreachable or full is no fault of the code: 503 "try again" or 507 (decision
 * 035), and `onDatabaseFailure` hears of it (the health monitor then checks the database).
 */
export function apiErrorHandler(log: (line: string) => void, onDatabaseFailure: (error: unknown) => void = () => {}): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (isDomainError(err)) return domainErrorResponse(c, err);
    const databaseFailure = databaseFailureError(err);
    if (databaseFailure) {
      onDatabaseFailure(err);
      // An outage is logged once by the health monitor; a full disk needs the operator every time.
      if (databaseFailure.kind === 'storage_full') log(`[error] ${c.req.method} ${c.req.path}: the database's disk is full: ${err instanceof Error ? err.message : String(err)}`);
      return domainErrorResponse(c, databaseFailure);
    }
    if (err instanceof ApiError) {
      return c.json(errorBody(err.code ?? defaultError(err.status)[0], err.message, err.extra), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // The JSON validator's own words for a body that does not parse; ours match readJson's.
      if (err.status === 400 && /malformed json/i.test(err.message)) return c.json(errorBody('BAD_REQUEST', BODY_NOT_JSON), 400);
      const [code, message] = defaultError(err.status);
      return c.json(errorBody(code, err.res ? message : err.message || message), err.status);
    }
    log(`[error] ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return c.json(errorBody('SERVER_ERROR', SERVER_FAILED_MESSAGE), 500);
  };
}

async function readJsonOf(response: Response): Promise<unknown> {
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

const textField = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' && (record[key]).trim() !== '' ? (record[key]) : undefined;

/** Rewrites a 4xx answer that is not yet in the API's error shape; headers (cookies, Retry-After) are kept. */
export const apiErrorShape = createMiddleware<AppEnv>(async (c: Context, next) => {
  await next();
  const status = c.res.status;
  if (status < 400 || status >= 500) return;
  const body = await readJsonOf(c.res);
  if (isErrorBody(body)) return;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const [fallbackCode, fallbackMessage] = defaultError(status);
  const message = textField(record, 'message') ?? textField(record, 'error') ?? fallbackMessage;
  const code = textField(record, 'code') ?? fallbackCode;
  const headers = new Headers(c.res.headers);
  headers.set('content-type', 'application/json; charset=UTF-8');
  headers.delete('content-length');
  headers.delete('content-encoding');
  c.res = new Response(JSON.stringify(errorBody(code, message)), { status, headers });
});
