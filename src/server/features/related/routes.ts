// HTTP route of the related feature: one page of related keywords (POST /api/related), appended to
// the stored research; the rows are read from the store (GET /api/researches/:id/rows).
import { createRoute } from '@hono/zod-openapi';
import { relatedPageSchema, relatedRequestSchema, relatedRequestExample } from '../../../shared/contract/related.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { quoteRelated, runRelatedSearch } from './related-service.js';

const pageRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Related keywords'],
  summary: 'Find one page of related keywords (one quota unit per page)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(relatedRequestSchema, relatedRequestExample) },
  responses: {
    200: jsonAnswer(relatedPageSchema, 'The page was stored: rows added, totals, cost.'),
    ...commonRefusals,
    402: refusal('The plan’s related-keywords quota is used up.'),
    404: refusal('A later page names a research that does not exist or is not yours.'),
    502: refusal('The provider failed; nothing was charged.'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  tags: ['Related keywords'],
  summary: 'What a run would cost before it is run (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(relatedRequestSchema, relatedRequestExample) },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
  },
});

export function relatedRoutes(deps: AppDeps) {
  return createApiRouter().openapi(pageRoute, async (c) => {
    // deps.provider is read per request, so a test may swap the provider of a running app.
    return c.json(spendFor(c, await runRelatedSearch(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200);
  }).openapi(quoteRoute, async (c) => {
    const user = currentUser(c);
    const showDollars = userHasPermission(user.roles, 'admin:view-spend');
    return c.json({ tools: await quoteRelated(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars }) }, 200);
  });
}
