// HTTP routes of the SERP feature: run an analysis (POST /api/serp, the slim answer), the user's
// latest one (GET /api/serp/latest), one by id (GET /api/serp/:id), both read from the store, and
// its history (GET /api/serp/:id/history: compared with an earlier analysis of the same keyword).
import { createRoute } from '@hono/zod-openapi';
import { researchIdParamSchema } from '../../../shared/contract/researches.js';
import {
  serpAnalysisSchema,
  serpHistoryQuerySchema,
  serpHistorySchema,
  serpLatestSchema,
  serpRequestSchema, serpRequestExample,
  serpStartedSchema,
} from '../../../shared/contract/serp.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { quoteSerp, runSerpAnalysis } from './serp-service.js';
import { findSerpHistory } from './serp-history.js';
import { findLatestSerpAnalysis, findSerpAnalysisForViewer } from './serp-store.js';

const runRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['SERP analysis'],
  summary: 'Analyse the first page of Google for a keyword (one quota unit)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(serpRequestSchema, serpRequestExample) },
  responses: {
    200: jsonAnswer(serpStartedSchema, 'The stored analysis: id, status, totals and cost.'),
    ...commonRefusals,
    402: refusal('The plan’s SERP quota is used up.'),
    502: refusal('The provider failed; nothing was charged.'),
  },
});

const latestRoute = createRoute({
  method: 'get',
  path: '/latest',
  tags: ['SERP analysis'],
  summary: "The user's most recent analysis",
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(serpLatestSchema, 'The latest analysis, or null.'), 401: commonRefusals[401] },
});

const readRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['SERP analysis'],
  summary: 'Read one stored analysis',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: {
    200: jsonAnswer(serpAnalysisSchema, 'The analysis.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    404: refusal('No analysis with this id, or not yours.'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/{id}/history',
  tags: ['SERP analysis'],
  summary: 'Compare an analysis with an earlier one of the same keyword and market (owner only)',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema, query: serpHistoryQuerySchema },
  responses: {
    200: jsonAnswer(serpHistorySchema, 'The earlier analyses and what changed since the one compared with.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    404: refusal('No analysis with this id of yours, or no earlier analysis of it with the compareWith id.'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  tags: ['SERP analysis'],
  summary: 'What a run would cost before it is run (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(serpRequestSchema, serpRequestExample) },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
  },
});

export function serpRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(runRoute, async (c) => {
      // deps.provider is read per request, so a test may swap the provider of a running app.
      return c.json(spendFor(c, await runSerpAnalysis(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200);
    })
    .openapi(quoteRoute, async (c) => {
      const user = currentUser(c);
      const showDollars = userHasPermission(user.roles, 'admin:view-spend');
      return c.json({ tools: await quoteSerp(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars }) }, 200);
    })
    .openapi(latestRoute, async (c) => c.json(spendFor(c, { analysis: await findLatestSerpAnalysis(deps.database.db, currentUser(c).id) }), 200))
    .openapi(readRoute, async (c) => c.json(spendFor(c, await findSerpAnalysisForViewer(deps.database.db, c.req.valid('param').id, currentUser(c))), 200))
    .openapi(historyRoute, async (c) =>
      c.json(spendFor(c, await findSerpHistory(deps.database.db, c.req.valid('param').id, currentUser(c).id, c.req.valid('query').compareWith)), 200),
    );
}
