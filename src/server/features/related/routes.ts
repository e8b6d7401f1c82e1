// HTTP routes of the related feature: one page of related keywords (POST /api/related).
// Thin: parse, resolve the user, call the service.
import { Hono } from 'hono';
import { relatedRequestSchema } from '../../../shared/api/related.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { readJson } from '../../http/validate.js';
import { runRelatedSearch } from './related-service.js';

export function relatedRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/', requirePermission('research:run'), async (c) => {
    const user = currentUser(c);
    const request = await readJson(c, relatedRequestSchema);
    // deps.provider is read per request, so a test may swap the provider of a running app.
    return c.json(await runRelatedSearch(toolDeps(deps), { userId: user.id, request }));
  });

  return app;
}
