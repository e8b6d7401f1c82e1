// Authentication by API key (decision 021), for every /api request that carries an Authorization
// header, and for every request to the MCP endpoint (decision 062). Runs before CSRF and the auth
// routes. A key request is answered with the key's identity only (the session cookie is never read
// for it), is limited per key, and reaches only the routes key-scope.ts lists for its scope.
// Refusals: 401 for a malformed header or an unknown or revoked key, 429 with Retry-After past the
// key's rate, 403 for a route a key may not reach.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  API_KEY_INVALID,
  API_KEY_LISTS_NOT_ALLOWED,
  API_KEY_MALFORMED,
  API_KEY_NOT_ALLOWED,
  API_KEY_RATE_LIMITED,
} from '../../../shared/messages/api-keys.js';
import type { AppDeps } from '../../deps.js';
import { ForbiddenError, RateLimitedError, UnauthenticatedError } from '../../domain/errors.js';
import { enforcing } from '../../http/route-access.js';
import type { AppEnv } from '../../http/types.js';
import { findActiveApiKey, type PresentedKeyOwner } from './api-key-store.js';
import { isApiKeyRoute, isListsScopeRoute } from './key-scope.js';
import { isWellFormedApiKey } from './key-material.js';
import { createLastUsedStamper } from './last-used.js';

const BEARER = /^Bearer +([^\s]+) *$/i;
const RATE_WINDOW_SECONDS = 60;

type KeyDeps = Pick<AppDeps, 'database' | 'limiter' | 'config' | 'log'>;

/** The token of "Bearer <token>", or null for any other shape of the header. */
function bearerToken(header: string): string | null {
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * The owner of the key a request presents in `header`, after the key's rate limit (one hit per
 * request); throws the 401 or 429 refusal. The same check for the REST API and the MCP endpoint.
 */
export function apiKeyResolver(deps: KeyDeps) {
  const db = deps.database.db;
  const rule = { windowSeconds: RATE_WINDOW_SECONDS, max: deps.config.apiKeyRequestsPerMinute };
  return async (c: Context<AppEnv>, header: string): Promise<PresentedKeyOwner> => {
    const refuse = (message: string, code: string) => {
      c.header('WWW-Authenticate', 'Bearer realm="KeywordLens API"');
      return new UnauthenticatedError(message, { code });
    };
    const token = bearerToken(header);
    if (token === null) throw refuse(API_KEY_MALFORMED, 'API_KEY_MALFORMED');
    const owner = isWellFormedApiKey(token) ? await findActiveApiKey(db, token) : null;
    if (!owner || !owner.emailVerified) throw refuse(API_KEY_INVALID, 'INVALID_API_KEY');

    const waitSeconds = await deps.limiter.hit(`api-key:${owner.keyId}`, rule);
    if (waitSeconds > 0) throw new RateLimitedError(API_KEY_RATE_LIMITED, waitSeconds, { code: 'API_KEY_RATE_LIMITED' });
    return owner;
  };
}

/** Marks the request as made by the key's owner, with a plain user's permissions. */
export function actAsKeyOwner(c: Context<AppEnv>, owner: PresentedKeyOwner): void {
  c.set('apiKey', { id: owner.keyId, scope: owner.scope });
  c.set('sessionId', null);
  c.set('user', {
    id: owner.userId,
    email: owner.email,
    name: owner.name,
    emailVerified: owner.emailVerified,
    image: owner.image,
    // A key acts with a plain user's permissions, whatever its owner's roles: an admin's key is
    // no admin (it never reaches admin routes nor another user's research).
    roles: ['user'],
  });
}

export function apiKeyAuthentication(deps: KeyDeps) {
  const stamp = createLastUsedStamper(deps.database.db, deps.log);
  const resolve = apiKeyResolver(deps);

  // Marked for the API document: its 401, 403 and 429 are derived from where this runs (route-access.ts).
  return enforcing(
    'api-key',
    createMiddleware<AppEnv>(async (c, next) => {
    c.set('apiKey', null);
    const header = c.req.header('authorization');
    if (header === undefined) return next();

    const owner = await resolve(c, header);
    if (!isApiKeyRoute(c.req.method, c.req.path, owner.scope)) {
      const listsRefused = owner.scope === 'tools' && isListsScopeRoute(c.req.method, c.req.path);
      throw new ForbiddenError(listsRefused ? API_KEY_LISTS_NOT_ALLOWED : API_KEY_NOT_ALLOWED, { code: 'API_KEY_NOT_ALLOWED' });
    }

    await stamp(owner.keyId);
    actAsKeyOwner(c, owner);
    return next();
  }),
  );
}
