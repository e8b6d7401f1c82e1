// Security headers and CSRF protection for cookie-authenticated writes.
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { forbidden } from './errors.js';
import type { AppEnv } from './types.js';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix positions popovers with inline style attributes; no inline scripts are allowed.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send Origin on every cross-site write; a write whose Origin is not ours is refused.
 * Without Origin, Sec-Fetch-Site must say same-origin. (better-auth checks its own routes.)
 */
export function csrfProtection(appOrigin: string) {
  const allowed = new URL(appOrigin).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin) {
      if (origin !== allowed) throw forbidden('Cross-site request refused.');
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site === 'same-origin' || site === 'none') return next();
    throw forbidden('Cross-site request refused.');
  });
}
