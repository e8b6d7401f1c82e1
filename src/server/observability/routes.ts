// GET /api/ready (may a load balancer send traffic here?) and GET /metrics (Prometheus text).
// /api/health says the process is up; /api/ready also checks the database answers, every shipped
// migration is applied, and the server is not shutting down.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import { NotFoundError, UnauthenticatedError } from '../domain/errors.js';
import type { AppEnv } from '../http/types.js';
import { metricsContentType, renderMetrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a bearer token with the configured one. */
function hasToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

export function observabilityRoutes(deps: Pick<AppDeps, 'database' | 'config' | 'lifecycle'>) {
  const { database, config, lifecycle } = deps;
  const app = new Hono<AppEnv>();

  app.get('/api/ready', async (c) => {
    const [up, migrated] = await Promise.all([database.ping().catch(() => false), database.isMigrated().catch(() => false)]);
    const draining = lifecycle.isDraining;
    const ready = up && migrated && !draining;
    return c.json(
      {
        status: ready ? 'ready' : 'not_ready',
        database: { kind: database.kind, status: up ? 'up' : 'down' },
        migrations: migrated ? 'current' : 'pending',
        shuttingDown: draining,
      },
      ready ? 200 : 503,
    );
  });

  // Decision 012: metrics reveal traffic and provider spend, so they need METRICS_TOKEN as a
  // bearer token; without a configured token the endpoint does not exist.
  app.get('/metrics', async (c) => {
    const token = config.metricsToken;
    if (!token) throw new NotFoundError('Not found.');
    if (!hasToken(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthenticatedError('A valid metrics token is required.');
    }
    return c.body(await renderMetrics(), 200, { 'Content-Type': metricsContentType, 'Cache-Control': 'no-store' });
  });

  return app;
}
