// Builds the HTTP app: security headers, session resolution, CSRF, the auth and feature routes,
// the built client with its SPA fallback, and one error mapping for all of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes.js';
import type { AppDeps } from './deps.js';
import { registerFeatureRoutes } from './features/index.js';
import { ApiError } from './http/errors.js';
import { servePrerenderedPages } from './http/prerendered-pages.js';
import { csrfProtection, securityHeaders } from './http/security.js';
import { resolveSession } from './http/session.js';
import type { AppEnv } from './http/types.js';

export function buildApp(deps: AppDeps, options: { clientDir?: string } = {}) {
  const { config, database, auth } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders);
  // A 1,000-keyword research answers ~1 MB of JSON; gzip cuts it about tenfold.
  app.use('*', compress());

  app.get('/api/health', async (c) => {
    const up = await database.ping().catch(() => false);
    return c.json(
      { status: up ? 'ok' : 'degraded', database: { kind: database.kind, status: up ? 'up' : 'down' }, provider: deps.provider.name },
      up ? 200 : 503,
    );
  });

  // Before the auth routes too: better-auth checks Origin only when cookies are sent.
  app.use('/api/*', csrfProtection(config.appUrl));
  app.route('/api/auth', authRoutes({ ...deps, db: database.db }));

  app.use('/api/*', resolveSession(auth, database.db));
  registerFeatureRoutes(app, deps);
  app.all('/api/*', (c) => c.json({ success: false, error: 'Not found.' }, 404));

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json({ success: false, error: err.message, code: err.code, ...err.extra }, err.status);
    }
    if (err instanceof HTTPException) {
      return c.json({ success: false, error: err.message || 'Request refused.' }, err.status);
    }
    deps.log(`[error] ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return c.json({ success: false, error: 'Something went wrong. Please try again.' }, 500);
  });

  const clientDir = options.clientDir;
  if (config.serveClient && clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({ root, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // Before the static files: '/' would otherwise get the empty shell (index.html).
    app.use('*', servePrerenderedPages(clientDir));
    app.use('*', serveStatic({ root }));
    app.get('*', (c) => c.html(indexHtml));
  }
  return app;
}
