// Resolves the signed-in user of a request (session cookie -> user + roles), once per request,
// unless an API key already did (features/api-keys). The session itself is remembered for a few
// seconds (decision 044); roles are read every time, so a role given or taken applies at once.
import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { isRole, type Role } from '../../shared/permissions.js';
import type { Auth } from '../auth/auth.js';
import type { Db } from '../db/client.js';
import { databaseFailureOf } from '../db/database-failure.js';
import { userRoles } from '../db/schema/index.js';
import { SessionCache } from './session-cache.js';
import type { AppEnv } from './types.js';

export async function findRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).filter(isRole);
}

type SessionLookup = Awaited<ReturnType<Auth['api']['getSession']>>;

/**
 * Requests under /api/auth (sign-in, sign-out, password reset, e-mail confirmation, Google linking)
 * and admin writes (deleting a user) can end or change sessions; after one, this server forgets
 * every remembered session, so the change applies to its very next request.
 */
function mayChangeSessions(method: string, path: string): boolean {
  if (path.startsWith('/api/auth/')) return !(method === 'GET' && path === '/api/auth/get-session');
  return path.startsWith('/api/admin/') && !['GET', 'HEAD', 'OPTIONS'].includes(method);
}

export function sessionResolution(auth: Auth, db: Db) {
  const cache = new SessionCache<SessionLookup>({ expiresAt: (found) => found?.session.expiresAt.getTime() });
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  // A cookie that reads as no session is a signed-out visitor; a database that cannot be asked
  // is not, so that failure goes on to the error handler (503), never to a "please sign in".
  const lookUp = (headers: Headers): Promise<SessionLookup> =>
    auth.api.getSession({ headers }).catch((error: unknown) => {
      if (databaseFailureOf(error)) throw error;
      return null;
    });

  const forgetAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
    if (!mayChangeSessions(c.req.method, c.req.path)) return next();
    try {
      await next();
    } finally {
      cache.forgetAll();
    }
  });

  const resolve = createMiddleware<AppEnv>(async (c, next) => {
    // A request with an API key is that key's user only; its cookie, if any, is never read.
    if (c.get('apiKey')) return next();
    c.set('user', null);
    c.set('sessionId', null);
    // The signed cookie value is the key: better-auth's answer depends on it and on the rows only.
    const token = getCookie(c, await cookieName);
    const result = token ? await cache.get(token, () => lookUp(c.req.raw.headers)) : await lookUp(c.req.raw.headers);
    if (result) {
      c.set('sessionId', result.session.id);
      c.set('user', {
        id: result.user.id,
        email: result.user.email,
        name: result.user.name,
        emailVerified: result.user.emailVerified,
        image: result.user.image ?? null,
        roles: await findRoles(db, result.user.id),
      });
    }
    await next();
  });

  return { forgetAfterWrites, resolve, cache };
}
