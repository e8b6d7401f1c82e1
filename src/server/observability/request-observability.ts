// One middleware per request: a request id (a sane incoming X-Request-Id, or a new one) returned in
// the X-Request-Id header and attached to every log line written while the request runs, one
// access log line when it ends, and the HTTP metrics by route pattern.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/types.js';
import { routePath } from 'hono/route';
import type { Logger } from './logger.js';
import { runWithRequestId } from './logger.js';
import { recordHttpRequest } from './metrics.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// Ids from a load balancer or client are kept when they are short and plain, so they can be
// searched in logs; anything else (long, spaces, quotes, control characters) is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Probes hit these every few seconds: logged at debug so they do not drown the real traffic.
const PROBE_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestObservability(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    await runWithRequestId(requestId, next);
    c.header(REQUEST_ID_HEADER, requestId); // after next(): Hono copies a finished response to add it
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    // The pattern that answered ("/api/research/:id"), never the raw path: bounded label values.
    const route = routePath(c) || 'unmatched';
    recordHttpRequest(c.req.method, route, status, seconds);
    // The audit trail of the public API: which key (never the key itself) made the request.
    const apiKeyId = c.get('apiKey')?.id;
    const entry = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(apiKeyId ? { apiKeyId } : {}),
    };
    if (status >= 500) logger.error(entry, 'request failed');
    else if (PROBE_PATHS.has(c.req.path)) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
  };
}
