// HTTP routes of a keyword's own page (decision 067): what the user already holds about one keyword
// in one market (GET /api/keyword-detail, charges nothing), and its longer monthly history
// (POST /api/keyword-detail/history, one keyword research unit) with its cost preview (…/history/quote).
import { createRoute } from '@hono/zod-openapi';
import { keywordDetailQuerySchema, keywordDetailSchema, volumeHistoryRequestExample, volumeHistoryRequestSchema, volumeHistorySchema } from '../../../shared/contract/keyword-detail.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { readKeywordDetail } from './keyword-detail-service.js';
import { quoteVolumeHistory, runVolumeHistory } from './volume-history-service.js';

const readRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Keyword detail'],
  summary: 'What you already hold about a keyword in a market: its stored row, SERP analysis, lists, and paid answers a repeat would get free (charges nothing)',
  middleware: [requireUser] as const,
  request: { query: keywordDetailQuerySchema },
  responses: { 200: jsonAnswer(keywordDetailSchema, 'The keyword’s detail; parts not held are null or empty.'), 400: commonRefusals[400], 401: commonRefusals[401], 429: commonRefusals[429] },
});

const historyRoute = createRoute({
  method: 'post',
  path: '/history',
  tags: ['Keyword detail'],
  summary: 'The keyword’s monthly searches over up to 4 years (one keyword research unit)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(volumeHistoryRequestSchema, volumeHistoryRequestExample) },
  responses: {
    200: jsonAnswer(volumeHistorySchema, 'The months, oldest first.'),
    ...commonRefusals,
    402: refusal('The plan’s keyword research quota is used up.'),
    502: refusal('The provider failed; nothing was charged.'),
  },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/history/quote',
  tags: ['Keyword detail'],
  summary: 'What reading the longer history would cost before it is read (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { body: jsonBody(volumeHistoryRequestSchema, volumeHistoryRequestExample) },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
  },
});

export function keywordDetailRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(readRoute, async (c) => {
      const tools = toolDeps(deps);
      return c.json(spendFor(c, await readKeywordDetail({ db: tools.db, provider: tools.provider }, { userId: currentUser(c).id, query: c.req.valid('query') })), 200);
    })
    .openapi(historyRoute, async (c) => c.json(spendFor(c, await runVolumeHistory(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200))
    .openapi(quoteRoute, async (c) => {
      const user = currentUser(c);
      const showDollars = userHasPermission(user.roles, 'admin:view-spend');
      return c.json({ tools: await quoteVolumeHistory(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars }) }, 200);
    });
}
