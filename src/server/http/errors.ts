// Errors a service throws to say what the client did wrong; the app maps them to HTTP answers,
// so nothing a client sends can produce a 500.
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

export const badRequest = (message: string, code = 'BAD_REQUEST') => new ApiError(400, message, code);
export const unauthorized = (message = 'Please sign in.') => new ApiError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found.') => new ApiError(404, message, 'NOT_FOUND');
