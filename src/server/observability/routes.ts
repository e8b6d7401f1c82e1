// GET /api/health (is the process up?), GET /api/ready (may a load balancer send traffic here?)
// and GET /metrics (Prometheus text, outside /api and outside the API document). /api/ready also
// checks the database answers, every shipped migration is applied, and the server is not shutting down.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { healthSchema, readinessSchema } from '../../shared/contract/health.js';
import type { AppDeps } from '../deps.js';
import { NotFoundError, UnauthenticatedError } from '../domain/errors.js';
import { createApiRouter, jsonAnswer } from '../http/openapi.js';
import type { AppEnv } from '../http/types.js';
import { metricsContentType, renderMetrics } from './metrics.js';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Operations'],
  summary: 'Is the process up (and does the database answer)?',
  responses: {
    200: jsonAnswer(healthSchema, 'Up, database included.'),
    503: jsonAnswer(healthSchema, 'Up, but the database does not answer.'),
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/ready',
  tags: ['Operations'],
  summary: 'May a load balancer send traffic here?',
  responses: {
    200: jsonAnswer(readinessSchema, 'Ready: database up, migrations current, not shutting down.'),
    503: jsonAnswer(readinessSchema, 'Not ready; the body says why.'),
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a bearer token with the configured one. */
function hasToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** The two probes, declared like every /api route so the API document covers them. */
export function healthRoutes(deps: Pick<AppDeps, 'database' | 'lifecycle' | 'provider'>) {
  const { database, lifecycle } = deps;
  return createApiRouter()
    .openapi(healthRoute, async (c) => {
      const up = await database.ping().catch(() => false);
      const body = { database: { kind: database.kind, status: up ? ('up' as const) : ('down' as const) }, provider: deps.provider.name };
      return up ? c.json({ status: 'ok' as const, ...body }, 200) : c.json({ status: 'degraded' as const, ...body }, 503);
    })
    .openapi(readyRoute, async (c) => {
      // Migrations are asked only of a database that answers, so a probe during an outage (decision 035)
      // waits for the bounded ping alone, never for a connection attempt of its own.
      const up = await database.ping().catch(() => false);
      const migrated = up && (await database.isMigrated().catch(() => false));
      const draining = lifecycle.isDraining;
      const body = {
        database: { kind: database.kind, status: up ? ('up' as const) : ('down' as const) },
        migrations: migrated ? ('current' as const) : ('pending' as const),
        shuttingDown: draining,
      };
      return up && migrated && !draining ? c.json({ status: 'ready' as const, ...body }, 200) : c.json({ status: 'not_ready' as const, ...body }, 503);
    });
}

export function metricsRoutes(deps: Pick<AppDeps, 'config'>) {
  const { config } = deps;
  const app = new Hono<AppEnv>();

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
