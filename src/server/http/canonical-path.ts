// One route, one rule: an API path is routed only in its canonical spelling. A variant (trailing
// slash, doubled slash, another case, an encoded slash or dot, a backslash) answers 404 before
// any routing, so it can never reach a handler, such as better-auth's own router, that would
// accept it without the rate limits and checks the canonical path gets.
import { createMiddleware } from 'hono/factory';
import { jsonError } from './errors.js';
import type { AppEnv } from './types.js';

/** The path as the client sent it, before any decoding. */
function rawPath(url: string): string {
  const afterScheme = url.indexOf('://');
  const pathStart = url.indexOf('/', afterScheme === -1 ? 0 : afterScheme + 3);
  if (pathStart === -1) return '/';
  const end = url.search(/[?#]/);
  return end === -1 || end < pathStart ? url.slice(pathStart) : url.slice(pathStart, end);
}

export function isCanonicalApiPath(path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  if (path.endsWith('/') || path.includes('//') || path.includes('\\')) return false;
  // An encoded NUL is no other spelling of a path: the storable-input check refuses it next, as a
  // 400 naming the parameter it is in (decision 038).
  if (/%(2f|5c|2e)/i.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** Whether a path is meant for the API in any spelling (/api, /API/x, /api//x, ...). */
const looksLikeApi = (path: string) => /^\/+api(\/|$|%2f)/i.test(path);

export const canonicalApiPath = createMiddleware<AppEnv>(async (c, next) => {
  const path = rawPath(c.req.url);
  if (looksLikeApi(path) && !isCanonicalApiPath(path)) return jsonError(c, 404, 'NOT_FOUND', 'Not found.');
  return next();
});
