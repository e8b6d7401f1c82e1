// Route guards: every protected route states what it needs; the permission vocabulary is shared.
import { createMiddleware } from 'hono/factory';
import { API_KEY_NOT_ALLOWED } from '../../shared/messages/api-keys.js';
import { userHasPermission, type Permission } from '../../shared/permissions.js';
import { ForbiddenError } from '../domain/errors.js';
import { forbidden, unauthorized } from './errors.js';
import { enforcing } from './route-access.js';
import type { AppEnv, SessionUser } from './types.js';

// Each guard is marked with what it enforces: the API document derives security from the marks (route-access.ts).
export const requireUser = enforcing(
  'signed-in',
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  }),
);

export function requirePermission(permission: Permission) {
  return enforcing(
    'signed-in',
    createMiddleware<AppEnv>(async (c, next) => {
      const user = c.get('user');
      if (!user) throw unauthorized();
      if (!userHasPermission(user.roles, permission)) throw forbidden();
      await next();
    }),
  );
}

/** For routes a signed-in person must use themselves (key management): an API key is refused. */
export const requireBrowserSession = enforcing(
  'browser-session',
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    // The key check's own refusal (api-key-auth.ts), for a route inside a key's scope that still needs the person.
    if (c.get('apiKey')) throw new ForbiddenError(API_KEY_NOT_ALLOWED, { code: 'API_KEY_NOT_ALLOWED' });
    await next();
  }),
);

/** For handlers behind requireUser. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
