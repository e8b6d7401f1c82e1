// Caps every API request body before anything reads it: a declared Content-Length over the limit is
// refused at once (the server drains the rest in the background so the client reads the answer,
// not a reset); a chunked body is counted while it streams and cut off at the limit, answered with
// Connection: close since the rest of it is never read. The avatar upload has its own 2 MB rule.
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { REQUEST_BODY_MAX_BYTES } from '../../shared/constants/limits.js';
import { jsonError } from './errors.js';
import type { AppEnv } from './types.js';

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Paths that enforce a larger limit of their own. */
const OWN_LIMIT_PATHS = new Set(['/api/profile/avatar']);

export function tooLargeAnswer(c: Parameters<typeof jsonError>[0]) {
  if (c.req.header('transfer-encoding') || !c.req.header('content-length')) c.header('Connection', 'close');
  return jsonError(c, 413, 'PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE);
}

const limit = bodyLimit({ maxSize: REQUEST_BODY_MAX_BYTES, onError: tooLargeAnswer });

export const requestBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (OWN_LIMIT_PATHS.has(c.req.path)) return next();
  return limit(c, next);
});
