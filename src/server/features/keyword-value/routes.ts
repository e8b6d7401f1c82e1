// HTTP routes of the value of ranking: read it for one keyword (POST /api/keyword-value, one SERP
// analysis unit) and its cost preview (POST /api/keyword-value/quote, charges nothing).
import { createRoute } from '@hono/zod-openapi';
import { keywordValueRequestExample, keywordValueRequestSchema, keywordValueSchema } from '../../../shared/contract/keyword-value.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { quoteKeywordValue, runKeywordValue } from './keyword-value-service.js';
import { spendFor } from '../../http/spend-visibility.js';

const runRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['Keyword value'],
  summary: 'Traffic potential, parent topic and global volume of a keyword (one SERP analysis unit)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(keywordValueRequestSchema, keywordValueRequestExample) },
  responses: {
    200: jsonAnswer(keywordValueSchema, 'The value of ranking; with a researchId, the row of the keyword keeps it.'),
    ...commonRefusals,
    402: refusal('The plan’s SERP quota is used up.'),
    404: refusal('No research with this id of yours.'),
    502: refusal('The provider failed; nothing was charged.'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  tags: ['Keyword value'],
  summary: 'What reading the value would cost before it is read (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(keywordValueRequestSchema, keywordValueRequestExample) },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
  },
});

export function keywordValueRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(runRoute, async (c) => c.json(spendFor(c, await runKeywordValue(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200))
    .openapi(quoteRoute, async (c) => {
      const user = currentUser(c);
      const showDollars = userHasPermission(user.roles, 'admin:view-spend');
      return c.json({ tools: await quoteKeywordValue(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars }) }, 200);
    });
}
