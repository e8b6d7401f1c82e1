// GET /api/markets: the location and language lists the tool forms offer (decision 024). Answers
// from memory at once; a week-old list starts a background refresh for later readers.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';

export function marketsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/', requireUser, (c) => {
    deps.markets.refreshInBackground();
    return c.json(deps.markets.lists());
  });

  return app;
}
