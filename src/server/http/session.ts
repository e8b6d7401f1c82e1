// Resolves the signed-in user of a request (session cookie -> user + roles), once per request,
// unless an API key already did (features/api-keys).
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { isRole, type Role } from '../../shared/permissions.js';
import type { Auth } from '../auth/auth.js';
import type { Db } from '../db/client.js';
import { databaseFailureOf } from '../db/database-failure.js';
import { userRoles } from '../db/schema/index.js';
import type { AppEnv } from './types.js';

export async function findRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).filter(isRole);
}

export function resolveSession(auth: Auth, db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // A request with an API key is that key's user only; its cookie, if any, is never read.
    if (c.get('apiKey')) return next();
    c.set('user', null);
    c.set('sessionId', null);
    // A cookie that reads as no session is a signed-out visitor; a database that cannot be asked
    // is not, so that failure goes on to the error handler (503), never to a "please sign in".
    const result = await auth.api.getSession({ headers: c.req.raw.headers }).catch((error: unknown) => {
      if (databaseFailureOf(error)) throw error;
      return null;
    });
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
}
