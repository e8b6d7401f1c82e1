// Caps every API request body before anything parses it. A declared Content-Length over the limit
// is refused without buffering: the bytes are read and thrown away before the answer (up to
// DISCARD_MAX_BYTES), so the client finishes sending, reads the 413 and can reuse the connection,
// instead of meeting a reset while it still writes. A chunked body is counted while it streams and
// cut off at the limit, answered with Connection: close since the rest of it is never read (as is
// a declared body too large to be worth reading). A list's import has 256 KB, a Search Console upload 4 MB; the avatar upload
// has its own 2 MB rule in its route.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { REQUEST_BODY_MAX_BYTES } from '../../shared/constants/limits.js';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '../../shared/lists/import-limits.js';
import { SEARCH_CONSOLE_UPLOAD_TOO_LARGE } from '../../shared/messages/search-console.js';
import { SEARCH_CONSOLE_UPLOAD_MAX_BYTES } from '../../shared/search-console/limits.js';
import { jsonError } from './errors.js';
import { AVATAR_UPLOAD_PATH, LIST_IMPORT_PATH, SEARCH_CONSOLE_UPLOAD_PATH } from './special-paths.js';
import type { AppEnv } from './types.js';

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Beyond this a refused body is not read to its end: the connection is closed instead. */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The avatar upload streams its body under a limit of its own, with the avatar's messages. Every
 * other body is bounded here, before anything reads it (the storable-input check included).
 */
export const hasOwnBodyLimit = (path: string) => AVATAR_UPLOAD_PATH.test(path);

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

const limitOf = (maxSize: number, message: string) =>
  bodyLimit({ maxSize, onError: (c) => refuseBody(c, () => jsonError(c, 413, 'PAYLOAD_TOO_LARGE', message)) });

const defaultLimit = limitOf(REQUEST_BODY_MAX_BYTES, BODY_TOO_LARGE_MESSAGE);
// A list's import holds a pasted text or a CSV/TXT file's text (decision 029).
const importLimit = limitOf(IMPORT_MAX_BYTES, IMPORT_TOO_LARGE);
// A Search Console upload holds the export's CSV texts (decision 066).
const searchConsoleLimit = limitOf(SEARCH_CONSOLE_UPLOAD_MAX_BYTES, SEARCH_CONSOLE_UPLOAD_TOO_LARGE);

export const requestBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (hasOwnBodyLimit(c.req.path)) return next();
  if (SEARCH_CONSOLE_UPLOAD_PATH.test(c.req.path)) return searchConsoleLimit(c, next);
  return (LIST_IMPORT_PATH.test(c.req.path) ? importLimit : defaultLimit)(c, next);
});
