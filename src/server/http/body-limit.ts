// Caps every API request body before anything parses it. A declared Content-Length over the limit
// is refused without buffering: the bytes are read and thrown away before the answer (up to
// DISCARD_MAX_BYTES), so the client finishes sending, reads the 413 and can reuse the connection,
// instead of meeting a reset while it still writes. A chunked body is counted while it streams and
// cut off at the limit, answered with Connection: close since the rest of it is never read (as is
// a declared body too large to be worth reading). The avatar upload has its own 2 MB rule.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { REQUEST_BODY_MAX_BYTES } from '../../shared/constants/limits.js';
import { jsonError } from './errors.js';
import type { AppEnv } from './types.js';

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Beyond this a refused body is not read to its end: the connection is closed instead. */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

/** Paths that enforce a larger limit of their own: the avatar upload, a list's import (decision 029). */
const OWN_LIMIT_PATHS = [/^\/api\/profile\/avatar$/, /^\/api\/lists\/[^/]+\/import(\/preview)?$/];

async function discardBody(request: Request, maxBytes: number): Promise<boolean> {
  if (!request.body || request.bodyUsed || request.body.locked) return false;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    return false;
  }
}

/** Answers a refused body so the client reads the answer: drained when cheap, else Connection: close. */
export async function refuseBody(c: Context, answer: () => Response): Promise<Response> {
  const declared = Number(c.req.header('content-length'));
  const isDeclared = !c.req.header('transfer-encoding') && Number.isFinite(declared);
  const drained = isDeclared && declared <= DISCARD_MAX_BYTES && (await discardBody(c.req.raw, DISCARD_MAX_BYTES));
  const response = answer();
  if (!drained) response.headers.set('Connection', 'close');
  return response;
}

const limit = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: (c) => refuseBody(c, () => jsonError(c, 413, 'PAYLOAD_TOO_LARGE', BODY_TOO_LARGE_MESSAGE)),
});

export const requestBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (OWN_LIMIT_PATHS.some((path) => path.test(c.req.path))) return next();
  return limit(c, next);
});
