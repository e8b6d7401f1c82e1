// Route guards: every protected route states what it needs; the permission vocabulary is shared.
import { createMiddleware } from 'hono/factory';
import { API_KEY_NOT_ALLOWED } from '../../shared/messages/api-keys.js';
import { userHasPermission, type Permission } from '../../shared/permissions.js';
import { forbidden, unauthorized } from './errors.js';
import type { AppEnv, SessionUser } from './types.js';

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
});

export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    if (!userHasPermission(user.roles, permission)) throw forbidden();
    await next();
  });
}

/** For routes a signed-in person must use themselves (key management): an API key is refused. */
export const requireBrowserSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  if (c.get('apiKey')) throw forbidden(API_KEY_NOT_ALLOWED);
  await next();
});

/** For handlers behind requireUser. */
export function currentUser(c: { get(key: 'user'): SessionUser | null }): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
