// HTTP routes of read-only share links (decision 030). The owner's routes (create and list a
// research's links, revoke one) need a browser session: an API key cannot publish data. The shared
// routes need nothing but the token, are limited per client address and are marked noindex.
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { SHARED_READS_PER_MINUTE } from '../../../shared/constants/limits.js';
import { competitorReportSchema } from '../../../shared/contract/competitors.js';
import { researchIdParamSchema, rowsPageSchema, rowsQuerySchema } from '../../../shared/contract/researches.js';
import { researchExportQuerySchema } from '../../../shared/contract/researches-export.js';
import { serpAnalysisSchema } from '../../../shared/contract/serp.js';
import {
  createdShareLinkSchema,
  createShareLinkSchema,
  shareLinkIdParamSchema,
  shareLinkListSchema,
  shareLinkSchema,
  sharedItemSchema,
  shareTokenParamSchema,
} from '../../../shared/contract/share-links.js';
import { SHARE_LIMIT_REACHED, SHARED_RATE_LIMITED } from '../../../shared/messages/share-links.js';
import type { AppDeps } from '../../deps.js';
import { RateLimitedError } from '../../domain/errors.js';
import { clientLimitKey } from '../../http/client-address.js';
import { currentUser, requireBrowserSession } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { withoutSpend } from '../../http/spend-visibility.js';
import type { AppEnv } from '../../http/types.js';
import { EXPORT_FILE_ANSWER } from '../research-results/index.js';
import { noIndex } from './robots.js';
import { exportSharedRows, readSharedCompetitorReport, readSharedItem, readSharedRows, readSharedSerp } from './shared-reads.js';
import { createResearchShareLink, listResearchShareLinks, revokeShareLink } from './share-store.js';

const tags = ['Share links'];
const security = [{ sessionCookie: [] }];
const keyRefused = refusal('Made with an API key: only the signed-in owner shares.');
const notYours = refusal('No research with this id, or not yours (the same answer for both).');
const goneLink = refusal('The link does not exist, has expired or was revoked (the same answer for all).');
const tooMany = refusal(`More than ${SHARED_READS_PER_MINUTE} shared reads a minute from this address; Retry-After says when to try again.`);

const createLinkRoute = createRoute({
  method: 'post',
  path: '/{id}/shares',
  tags,
  security,
  summary: 'Create a read-only share link to one of your researches (the token is shown once)',
  middleware: [requireBrowserSession] as const,
  request: { params: researchIdParamSchema, body: jsonBody(createShareLinkSchema) },
  responses: {
    201: jsonAnswer(createdShareLinkSchema, 'The link; `token` is never shown again.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: keyRefused,
    404: notYours,
    409: refusal(SHARE_LIMIT_REACHED),
  },
});

const listLinksRoute = createRoute({
  method: 'get',
  path: '/{id}/shares',
  tags,
  security,
  summary: "A research's share links with their view counts (never the tokens)",
  middleware: [requireBrowserSession] as const,
  request: { params: researchIdParamSchema },
  responses: { 200: jsonAnswer(shareLinkListSchema, 'Newest first, revoked and expired ones included.'), 400: commonRefusals[400], 401: commonRefusals[401], 403: keyRefused, 404: notYours },
});

const revokeLinkRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Revoke a share link: it answers 404 from now on',
  middleware: [requireBrowserSession] as const,
  request: { params: shareLinkIdParamSchema },
  responses: {
    200: jsonAnswer(shareLinkSchema, 'The revoked link.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: keyRefused,
    404: refusal('No share link with this id, or not yours.'),
  },
});

const sharedItemRoute = createRoute({
  method: 'get',
  path: '/{token}',
  tags,
  security: [],
  summary: 'Open a share link (no sign-in): the shared research, counted as one view',
  request: { params: shareTokenParamSchema },
  responses: { 200: jsonAnswer(sharedItemSchema, 'The shared research and the name its owner chose.'), 400: commonRefusals[400], 404: goneLink, 429: tooMany },
});

const sharedRowsRoute = createRoute({
  method: 'get',
  path: '/{token}/rows',
  tags,
  security: [],
  summary: "A page of a shared keywords or related research's rows (sorted and filtered like the owner's)",
  request: { params: shareTokenParamSchema, query: rowsQuerySchema },
  responses: { 200: jsonAnswer(rowsPageSchema, 'One page.'), 400: commonRefusals[400], 404: goneLink, 429: tooMany },
});

const sharedSerpRoute = createRoute({
  method: 'get',
  path: '/{token}/serp',
  tags,
  security: [],
  summary: 'A shared SERP analysis',
  request: { params: shareTokenParamSchema },
  responses: { 200: jsonAnswer(serpAnalysisSchema, 'The analysis.'), 400: commonRefusals[400], 404: goneLink, 429: tooMany },
});

const sharedCompetitorReportRoute = createRoute({
  method: 'get',
  path: '/{token}/competitor-report',
  tags,
  security: [],
  summary: "A shared competitor run's report: sites, coverage, position bands, gap categories, discovery's domains",
  request: { params: shareTokenParamSchema },
  responses: { 200: jsonAnswer(competitorReportSchema, "The report (a discovery's source without its id); the keyword rows are read from /{token}/rows."), 400: commonRefusals[400], 404: goneLink, 429: tooMany },
});

const sharedExportRoute = createRoute({
  method: 'get',
  path: '/{token}/export',
  tags,
  security: [],
  summary: "Download a shared keywords or related research's (or list's) rows, filtered and sorted like the owner's, as CSV, TXT or JSON",
  request: { params: shareTokenParamSchema, query: researchExportQuerySchema },
  responses: {
    200: EXPORT_FILE_ANSWER,
    400: commonRefusals[400],
    404: goneLink,
    429: tooMany,
  },
});

/** Mounted at /api/researches: a research's links. */
export function researchShareRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createApiRouter()
    .openapi(createLinkRoute, async (c) => c.json(await createResearchShareLink(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(listLinksRoute, async (c) => c.json({ links: await listResearchShareLinks(db, currentUser(c).id, c.req.valid('param').id) }, 200));
}

/** Mounted at /api/share-links. */
export function shareLinkRoutes(deps: AppDeps) {
  return createApiRouter().openapi(revokeLinkRoute, async (c) => c.json(await revokeShareLink(deps.database.db, currentUser(c).id, c.req.valid('param').id), 200));
}

/** Mounted at /api/shared: what anyone with a link reads (never the provider's dollars: a recipient is no admin). */
export function sharedRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const rule = { windowSeconds: 60, max: SHARED_READS_PER_MINUTE };
  const perAddress = createMiddleware<AppEnv>(async (c, next) => {
    const wait = await deps.limiter.hit(`shared:${clientLimitKey(c, deps.config.trustProxy)}`, rule);
    if (wait > 0) throw new RateLimitedError(SHARED_RATE_LIMITED, wait, { code: 'RATE_LIMITED' });
    await next();
  });
  const router = createApiRouter();
  router.use('*', noIndex, perAddress);
  return router
    .openapi(sharedItemRoute, async (c) => c.json(withoutSpend(await readSharedItem(db, c.req.valid('param').token)), 200))
    .openapi(sharedRowsRoute, async (c) => c.json(await readSharedRows(db, c.req.valid('param').token, c.req.valid('query')), 200))
    .openapi(sharedSerpRoute, async (c) => c.json(withoutSpend(await readSharedSerp(db, c.req.valid('param').token)), 200))
    .openapi(sharedCompetitorReportRoute, async (c) => c.json(withoutSpend(await readSharedCompetitorReport(db, c.req.valid('param').token)), 200))
    .openapi(sharedExportRoute, async (c) => exportSharedRows(db, c.req.valid('param').token, c.req.valid('query')));
}
