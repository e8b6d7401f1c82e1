// HTTP routes of the competitor tools (decision 052): run each tool, its cost before the run, and a
// run's report. The rows, export, changes, history, delete and share links are the researches' own.
import { createRoute, type z } from '@hono/zod-openapi';
import {
  competitorDiscoveryRequestExample,
  competitorDiscoveryRequestSchema,
  competitorReportSchema,
  competitorRunStartedSchema,
  domainKeywordsRequestExample,
  domainKeywordsRequestSchema,
  keywordGapRequestExample,
  keywordGapRequestSchema,
} from '../../../shared/contract/competitors.js';
import { runQuoteSchema } from '../../../shared/contract/quote.js';
import { researchIdParamSchema } from '../../../shared/contract/researches.js';
import { userHasPermission } from '../../../shared/permissions.js';
import { toolDeps, type AppDeps } from '../../deps.js';
import { currentUser, requirePermission, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { findCompetitorReport } from './competitor-report.js';
import { quoteDiscovery, quoteDomainKeywords, quoteKeywordGap, runDiscovery, runDomainKeywords, runKeywordGap } from './competitor-service.js';

const TAG = 'Competitors';

// The path is a literal type parameter so the typed client (hc) keys each route by its path.
function runRoute<P extends string, S extends z.ZodType>(path: P, schema: S, example: z.input<S>, summary: string) {
  return createRoute({
    method: 'post',
    path,
    tags: [TAG],
    summary,
    middleware: [requirePermission('research:run')] as const,
    request: { body: jsonBody(schema, example) },
    responses: {
      200: jsonAnswer(competitorRunStartedSchema, 'The stored run: its research id, coverage, cost and whether the cache answered.'),
      ...commonRefusals,
      402: refusal('The plan’s competitor reads are used up, or no active subscription.'),
      502: refusal('The provider failed; nothing was charged.'),
    },
  });
}

function quoteRoute<P extends string, S extends z.ZodType>(path: P, schema: S, example: z.input<S>) {
  return createRoute({
    method: 'post',
    path: `${path}/quote` as const,
    tags: [TAG],
    summary: 'What the run would cost before it is run (charges nothing)',
    middleware: [requirePermission('research:run')] as const,
    request: { body: jsonBody(schema, example) },
    responses: {
      200: jsonAnswer(runQuoteSchema, 'Competitor reads, dollars (admins), cached and the limit message.'),
      ...commonRefusals,
      402: refusal('No active subscription, or the trial has ended.'),
    },
  });
}

const domainRun = runRoute('/domain-keywords', domainKeywordsRequestSchema, domainKeywordsRequestExample, 'The keywords a domain, subdomain, folder or page ranks for (one competitor read per 1,000 rows)');
const domainQuote = quoteRoute('/domain-keywords', domainKeywordsRequestSchema, domainKeywordsRequestExample);
const discoveryRun = runRoute('/discovery', competitorDiscoveryRequestSchema, competitorDiscoveryRequestExample, 'A site’s organic competitors, mega-domains left out by default (one competitor read)');
const discoveryQuote = quoteRoute('/discovery', competitorDiscoveryRequestSchema, competitorDiscoveryRequestExample);
const gapRun = runRoute('/gap', keywordGapRequestSchema, keywordGapRequestExample, 'A keyword gap between your site and 1 to 10 competitors (one competitor read per 1,000 rows)');
const gapQuote = quoteRoute('/gap', keywordGapRequestSchema, keywordGapRequestExample);

const reportRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: [TAG],
  summary: 'A competitor run’s report: sites, coverage, position bands, discovered competitors, gap categories',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: {
    200: jsonAnswer(competitorReportSchema, 'The report; the keyword rows are read from GET /api/researches/{id}/rows.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    404: refusal('No competitor run with this id, or not yours.'),
  },
});

export function competitorRoutes(deps: AppDeps) {
  const showDollars = (roles: readonly string[]) => userHasPermission(roles, 'admin:view-spend');
  return createApiRouter()
    .openapi(domainRun, async (c) => c.json(spendFor(c, await runDomainKeywords(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200))
    .openapi(domainQuote, async (c) => {
      const user = currentUser(c);
      return c.json({ tools: await quoteDomainKeywords(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars: showDollars(user.roles) }) }, 200);
    })
    .openapi(discoveryRun, async (c) => c.json(spendFor(c, await runDiscovery(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200))
    .openapi(discoveryQuote, async (c) => {
      const user = currentUser(c);
      return c.json({ tools: await quoteDiscovery(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars: showDollars(user.roles) }) }, 200);
    })
    .openapi(gapRun, async (c) => c.json(spendFor(c, await runKeywordGap(toolDeps(deps), { userId: currentUser(c).id, request: c.req.valid('json') })), 200))
    .openapi(gapQuote, async (c) => {
      const user = currentUser(c);
      return c.json({ tools: await quoteKeywordGap(toolDeps(deps), { userId: user.id, request: c.req.valid('json'), showDollars: showDollars(user.roles) }) }, 200);
    })
    .openapi(reportRoute, async (c) => c.json(spendFor(c, await findCompetitorReport(deps.database.db, c.req.valid('param').id, currentUser(c))), 200));
}
