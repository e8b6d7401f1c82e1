// GET /api/markets: the location and language lists the tool forms offer (decision 024). Answers
// from memory at once; a week-old list starts a background refresh for later readers.
import { createRoute } from '@hono/zod-openapi';
import { marketsAnswerSchema } from '../../../shared/contract/markets.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer } from '../../http/openapi.js';

const marketsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Markets'],
  summary: 'The locations and languages the keyword provider supports',
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(marketsAnswerSchema, 'The lists.'), 401: commonRefusals[401] },
});

export function marketsRoutes(deps: AppDeps) {
  return createApiRouter().openapi(marketsRoute, (c) => {
    deps.markets.refreshInBackground();
    return c.json(deps.markets.lists(), 200);
  });
}
