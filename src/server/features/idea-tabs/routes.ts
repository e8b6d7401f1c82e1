// HTTP routes of the idea tabs (decision 061), under /api/researches: each tab's latest run, its
// cost preview and its run. The rows, filters, exports and lists are the researches' own routes.
import { createRoute } from '@hono/zod-openapi';
import { ideaTabParamSchema, ideaTabRunSchema, ideaTabsSchema } from '../../../shared/contract/idea-tabs.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { researchIdParamSchema } from '../../../shared/contract/researches.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, refusal } from '../../http/openapi.js';
import { quoteIdeaTab, readIdeaTabs, runIdeaTab } from './idea-tab-service.js';
import { spendFor } from '../../http/spend-visibility.js';

const notYours = refusal('No research with this id, or not yours (the same answer for both).');

const tabsRoute = createRoute({
  method: 'get',
  path: '/{id}/idea-tabs',
  tags: ['Idea tabs'],
  summary: "A keyword research's idea tabs: each tab's latest run, or none yet",
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: { 200: jsonAnswer(ideaTabsSchema, 'The tabs and their runs.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/{id}/idea-tabs/{tab}/quote',
  tags: ['Idea tabs'],
  summary: 'What running an idea tab would cost (charges nothing)',
  middleware: [requirePermission('research:run')] as const,
  request: { params: ideaTabParamSchema },
  responses: {
    200: jsonAnswer(runQuoteSchema, 'Units, dollars (admins), cached and the limit message.'),
    ...commonRefusals,
    402: refusal('No active subscription, or the trial has ended.'),
    404: notYours,
  },
});

const runRoute = createRoute({
  method: 'post',
  path: '/{id}/idea-tabs/{tab}',
  tags: ['Idea tabs'],
  summary: 'Run an idea tab (one keyword research unit; free when a charged repeat is cached)',
  middleware: [requirePermission('research:run')] as const,
  request: { params: ideaTabParamSchema },
  responses: {
    200: jsonAnswer(ideaTabRunSchema, 'The tab was run and its rows stored.'),
    ...commonRefusals,
    402: refusal('The plan’s keyword research quota is used up.'),
    404: notYours,
    502: refusal('The provider failed; nothing was charged.'),
  },
});

export function ideaTabRoutes(deps: AppDeps) {
  return createApiRouter()
    .openapi(tabsRoute, async (c) => {
      const user = currentUser(c);
      return c.json(spendFor(c, await readIdeaTabs({ db: deps.database.db }, { viewer: user, researchId: c.req.valid('param').id })), 200);
    })
    .openapi(quoteRoute, async (c) => {
      const user = currentUser(c);
      const { id, tab } = c.req.valid('param');
      const showDollars = userHasPermission(user.roles, 'admin:view-spend');
      return c.json({ tools: await quoteIdeaTab(toolDeps(deps), { userId: user.id, researchId: id, tab, showDollars }) }, 200);
    })
    .openapi(runRoute, async (c) => {
      const { id, tab } = c.req.valid('param');
      return c.json(spendFor(c, await runIdeaTab(toolDeps(deps), { userId: currentUser(c).id, researchId: id, tab })), 200);
    });
}
