// Security headers and CSRF protection for cookie-authenticated writes.
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { forbidden } from './errors.js';
import type { AppEnv } from './types.js';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // No inline script and no eval: the built index.html loads only files (tests check it).
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix positions popovers with inline style attributes; no inline scripts are allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Strict-Transport-Security only when the public origin is https: sent over plain http (a local
 * install) it would pin a browser to https for a host that does not serve it.
 */
export function securityHeaders(appUrl: string) {
  return secureHeaders({
    strictTransportSecurity: appUrl.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origins our own pages are served from: APP_URL's, and on a local install its loopback twin
 * (http://localhost:3000 and http://127.0.0.1:3000 are the same server to the person using it).
 */
export function appOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => {
    const twin = new URL(url.origin);
    twin.hostname = host;
    return twin.origin;
  });
}

/**
 * Browsers send Origin on every cross-site write; a write whose Origin is not ours is refused.
 * Without Origin, Sec-Fetch-Site must say same-origin. Runs before the auth routes as well.
 * A request authenticated by an API key and sending no cookie at all is exempt: a cross-site page
 * cannot make a browser attach an Authorization header (that needs CORS, which we never grant),
 * and without a cookie there is no ambient credential to abuse. With a cookie, the check applies.
 */
export function csrfProtection(appUrl: string) {
  const allowed = new Set(appOrigins(appUrl));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.get('apiKey') && c.req.header('cookie') === undefined) return next();
    const origin = c.req.header('origin');
    if (origin) {
      if (!allowed.has(origin)) throw forbidden('Cross-site request refused.');
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return next();
    throw forbidden('Cross-site request refused.');
  });
}
