// HTTP routes of the SERP feature: run an analysis (POST /api/serp), the user's latest one
// (GET /api/serp/latest, for restoring the screen) and one by id (GET /api/serp/:id).
// Thin: parse, resolve the user, call the service.
import { Hono } from 'hono';
import { serpRequestSchema, type SerpLatestResponse } from '../../../shared/api/serp.js';
import { uuidSchema } from '../../../shared/validation.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { parseWith, readJson } from '../../http/validate.js';
import { findLatestSerpAnalysis, findSerpAnalysisForViewer, runSerpAnalysis } from './serp-service.js';

export function serpRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post('/', requirePermission('research:run'), async (c) => {
    const user = currentUser(c);
    const request = await readJson(c, serpRequestSchema);
    // deps.provider is read per request, so a test may swap the provider of a running app.
    return c.json(await runSerpAnalysis(toolDeps(deps), { userId: user.id, request }));
  });

  app.get('/latest', requireUser, async (c) => {
    const user = currentUser(c);
    const answer: SerpLatestResponse = { success: true, analysis: await findLatestSerpAnalysis(deps.database.db, user.id) };
    return c.json(answer);
  });

  app.get('/:id', requireUser, async (c) => {
    const user = currentUser(c);
    const analysisId = parseWith(uuidSchema, c.req.param('id'));
    return c.json({ success: true, ...(await findSerpAnalysisForViewer(deps.database.db, { analysisId, viewer: user })) });
  });

  return app;
}
