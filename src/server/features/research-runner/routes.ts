// HTTP route of the research feature: run a keyword research (POST /api/research). It answers the
// research's id and totals; the rows are read from the store (GET /api/researches/:id/rows).
import { createRoute } from '@hono/zod-openapi';
import { keywordResearchStartedSchema, researchRequestSchema, researchRequestExample } from '../../../shared/contract/research.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { quoteResearch, runKeywordResearch } from './research-service.js';

const runRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Keyword research'],
  summary: 'Run a keyword research (one quota unit)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(researchRequestSchema, researchRequestExample) },
  responses: {
    200: jsonAnswer(keywordResearchStartedSchema, 'The stored research: id, status, totals and cost.'),
    ...commonRefusals,
    402: refusal('The plan’s keyword quota is used up; resetsAt says when it resets.'),
    502: refusal('The keyword data provider failed; nothing was charged.'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  tags: ['Keyword research'],
  summary: 'What a run would cost, per tool, before it is run (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(researchRequestSchema, researchRequestExample) },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message, per tool.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
  },
});

export function researchRoutes(deps: AppDeps) {
  return createApiRouter().openapi(runRoute, async (c) => {
    // deps.provider is read per request, so a test may swap the provider of a running app.
    const answer = await runKeywordResearch(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') });
    return c.json(spendFor(c, answer), 200);
  }).openapi(quoteRoute, async (c) => {
    const user = currentUser(c);
    const showDollars = userHasPermission(user.roles, 'admin:view-spend');
    return c.json({ tools: await quoteResearch(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars }) }, 200);
  });
}
