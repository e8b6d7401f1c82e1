// Builds the HTTP app: canonical API paths, security headers, body limits, session resolution,
// CSRF, the auth and feature routes, the built client with its SPA fallback, and one error
// mapping for all of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compression } from './http/compression.js';
import { authRoutes } from './auth/routes.js';
import type { AppDeps } from './deps.js';
import { apiKeyAuthentication, avatarFileRoutes, featureApiRoutes, MCP_PATH, mcpRoutes, noIndex } from './features/index.js';
import { apiDocsRoutes } from './api-docs.js';
import { authApiDescription } from './auth/openapi.js';
import { openApiDocumentRoutes } from './openapi-document.js';
import { requestObservability } from './observability/request-observability.js';
import { healthRoutes, metricsRoutes } from './observability/routes.js';
import { requestBodyLimit } from './http/body-limit.js';
import { canonicalApiPath } from './http/canonical-path.js';
import { databaseGate } from './http/database-gate.js';
import { apiErrorHandler, apiErrorShape } from './http/error-shape.js';
import { jsonError } from './http/errors.js';
import { servePrerenderedPages } from './http/prerendered-pages.js';
import { csrfProtection, securityHeaders } from './http/security.js';
import { sessionResolution } from './http/session.js';
import { storableInput } from './http/storable-input.js';
import { runWithProviderCallContext } from './providers/call-context.js';
import type { AppEnv } from './http/types.js';

const API_VERSION = '1.0.0';

export function buildApp(deps: AppDeps, options: { clientDir?: string } = {}) {
  const { config, database, auth } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', requestObservability(deps.logger));
  app.use('*', securityHeaders(config.appUrl));
  // A 1,000-keyword research answers ~1 MB of JSON; gzip cuts it about tenfold.
  app.use('*', compression);
  // Inside compress, so it reads and rewrites error answers before they are encoded.
  app.use('/api/*', apiErrorShape);
  app.use('*', canonicalApiPath);
  app.use('/api/*', requestBodyLimit);
  // After the body limit, before every route (better-auth's too): NUL and lone surrogates are
  // refused wherever a request carries them (decision 038).
  app.use('/api/*', storableInput);
  app.use('/avatars/*', storableInput);
  // The MCP endpoint (decision 062) takes the API's body limit and input check too.
  app.use(MCP_PATH, requestBodyLimit);
  app.use(MCP_PATH, storableInput);

  const health = healthRoutes(deps);
  app.route('/', health);
  app.route('/', metricsRoutes(deps));
  // After the probes (they report the outage themselves), before anything that reads the database.
  app.use('/api/*', databaseGate(database.health));
  app.use(MCP_PATH, databaseGate(database.health));
  // Authenticated by API key only (no cookie, so no CSRF); its own Host and Origin check.
  app.route('/', mcpRoutes(deps));

  // An API key (decision 021) is resolved first: CSRF exempts a cookie-less key request, and a key
  // is refused on every route outside its scope, the auth routes included.
  app.use('/api/*', apiKeyAuthentication(deps));
  // Before the auth routes too: better-auth checks Origin only when cookies are sent.
  app.use('/api/*', csrfProtection(config.appUrl));
  const sessions = sessionResolution(auth, database.db);
  app.use('/api/*', sessions.forgetAfterWrites);
  app.route('/api/auth', authRoutes({ ...deps, db: database.db }));

  app.use('/api/*', sessions.resolve);
  // The provider call ledger stamps each paid call with the user it was made for.
  app.use('/api/*', (c, next) => runWithProviderCallContext({ userId: c.get('user')?.id ?? null }, next));
  const api = featureApiRoutes(deps);
  const docs = apiDocsRoutes();
  app.route('/', api);
  app.route('/', docs);
  app.route('/', openApiDocumentRoutes([health, api, docs, authApiDescription()], API_VERSION, () => app.routes));
  app.route('/avatars', avatarFileRoutes(deps));
  app.all('/api/*', (c) => jsonError(c, 404, 'NOT_FOUND', 'Not found.'));
  app.notFound((c) => jsonError(c, 404, 'NOT_FOUND', 'Not found.'));
  app.onError(apiErrorHandler(deps.log, (error) => database.health.report(error)));

  const clientDir = options.clientDir;
  // A shared page (decision 030) is for the people given its link, never for search engines.
  app.use('/shared/*', noIndex);
  if (config.serveClient && clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use(
      '/assets/*',
      serveStatic({ root, precompressed: true, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    // A missing build file is a 404, never the SPA's HTML (a stale tab would run it as script).
    app.all('/assets/*', (c) => c.text('Not found.', 404));
    // Before the static files: '/' would otherwise get the empty shell (index.html).
    app.use('*', servePrerenderedPages(clientDir));
    app.use('*', serveStatic({ root, precompressed: true }));
    app.get('*', (c) => c.html(indexHtml));
  }
  return app;
}
