// While the database is known to be down (a failed check, decision 035), API requests answer 503
// "try again" at once: no request waits on a connection that cannot be made, and a database that
// comes back is not met by every waiting request at the same moment. The probes stay outside it.
import { createMiddleware } from 'hono/factory';
import type { DatabaseHealth } from '../db/database-health.js';
import { databaseUnavailableError } from '../db/database-failure.js';
import type { AppEnv } from './types.js';

export function databaseGate(health: DatabaseHealth) {
  return createMiddleware<AppEnv>(async (_c, next) => {
    if (!health.isAvailable) throw databaseUnavailableError();
    await next();
  });
}
