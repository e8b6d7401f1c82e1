// Errors a service throws to say what the client did wrong; the app maps them to HTTP answers,
// so nothing a client sends can produce a 500. Every error answer of the API has one shape:
// { error: { code, message, ...details } } (details: a provider's statusCode, a pricing link).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: { code: string; message: string } & Record<string, unknown>;
}

export function errorBody(code: string, message: string, extra?: Record<string, unknown>): ErrorBody {
  return { error: { ...extra, code, message } };
}

/** The one way a handler answers an error directly (most throw an ApiError instead). */
export const jsonError = (c: Context, status: ContentfulStatusCode, code: string, message: string, extra?: Record<string, unknown>) =>
  c.json(errorBody(code, message, extra), status);

/** Whether a parsed body already has the API's error shape. */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new ApiError(400, message, code);
export const unauthorized = (message = 'Please sign in.') => new ApiError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found.') => new ApiError(404, message, 'NOT_FOUND');
