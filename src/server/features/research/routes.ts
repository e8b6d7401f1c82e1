// HTTP routes of the research feature: run a research (POST /api/research) and read one back
// (GET /api/research/:id). Thin: parse, resolve the user, call the service.
import { Hono } from 'hono';
import { researchRequestSchema } from '../../../shared/api/research-schema.js';
import { uuidSchema } from '../../../shared/validation.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { parseWith, readJson } from '../../http/validate.js';
import { findResearchForViewer } from './research-reader.js';
import { runKeywordResearch } from './research-service.js';

export function researchRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/', requirePermission('research:run'), async (c) => {
    const user = currentUser(c);
    const request = await readJson(c, researchRequestSchema);
    // deps.provider is read per request, so a test may swap the provider of a running app.
    const answer = await runKeywordResearch(toolDeps(deps), { userId: user.id, request });
    return c.json(answer);
  });

  app.get('/:id', requireUser, async (c) => {
    const user = currentUser(c);
    const researchId = parseWith(uuidSchema, c.req.param('id'));
    return c.json(await findResearchForViewer(deps.database.db, { researchId, viewer: user }));
  });

  return app;
}
