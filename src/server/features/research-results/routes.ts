// HTTP routes of the result store's reads (decision 020): one research's header, a page of its
// keyword rows (sorted and filtered on the server), the counts its charts draw, and the user's
// researches for the history.
// Thin: the declarations validate, the readers answer; another user's id is a 404.
import { createRoute } from '@hono/zod-openapi';
import { okSchema } from '../../../shared/contract/common.js';
import { changesQuerySchema, researchChangesSchema } from '../../../shared/contract/research-changes.js';
import {
  historyPageSchema,
  historyQuerySchema,
  researchDetailSchema,
  researchIdParamSchema,
  rowsPageSchema,
  rowsQuerySchema,
} from '../../../shared/contract/researches.js';
import { researchClustersSchema } from '../../../shared/contract/clusters.js';
import { distributionQuerySchema, distributionSchema } from '../../../shared/contract/distribution.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, refusal } from '../../http/openapi.js';
import { spendFor } from '../../http/spend-visibility.js';
import { readClusters } from './clusters-reader.js';
import { readDistribution } from './distribution.js';
import { listResearches } from './history.js';
import { readResearchChanges } from './research-changes.js';
import { deleteResearch } from './research-delete.js';
import { findResearchForViewer } from './research-access.js';
import { readResearchDetail } from './research-seed.js';
import { researchRows } from './row-source.js';
import { readRowsPage } from './rows-reader.js';

const notYours = refusal('No research with this id, or not yours (the same answer for both).');

const headerRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Researches'],
  summary: 'Read one research (any kind): what was asked, totals, cost',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: { 200: jsonAnswer(researchDetailSchema, 'The research, and a keyword research\'s seed row.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours },
});

const rowsRoute = createRoute({
  method: 'get',
  path: '/{id}/rows',
  tags: ['Researches'],
  summary: "A page of a keywords or related research's rows, sorted and filtered on the server",
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema, query: rowsQuerySchema },
  responses: { 200: jsonAnswer(rowsPageSchema, 'One page, the filtered count and summary.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours },
});

const distributionRoute = createRoute({
  method: 'get',
  path: '/{id}/distribution',
  tags: ['Researches'],
  summary: 'Volume and difficulty per bin and rows per intent, over the rows that pass the filter (the charts)',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema, query: distributionQuerySchema },
  responses: { 200: jsonAnswer(distributionSchema, 'The counts the charts draw.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours },
});

const clustersRoute = createRoute({
  method: 'get',
  path: '/{id}/clusters',
  tags: ['Researches'],
  summary: "The topic clusters of a keywords or related research's rows: pillar, size, total volume, average difficulty",
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: { 200: jsonAnswer(researchClustersSchema, 'The clusters, largest total volume first.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Researches'],
  summary: "The signed-in user's researches of every kind, newest first",
  middleware: [requireUser] as const,
  request: { query: historyQuerySchema },
  responses: { 200: jsonAnswer(historyPageSchema, 'One page of researches.'), 400: commonRefusals[400], 401: commonRefusals[401] },
});

const changesRoute = createRoute({
  method: 'get',
  path: '/{id}/changes',
  tags: ['Researches'],
  summary: 'Changes since the last run of the same request: per-row before and after, new and lost rows, a page at a time',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema, query: changesQuerySchema },
  responses: {
    200: jsonAnswer(researchChangesSchema, 'One page of the comparison (previous is null for a first run).'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    404: notYours,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Researches'],
  summary: 'Delete one of your researches with its rows and share links',
  middleware: [requireUser] as const,
  request: { params: researchIdParamSchema },
  responses: {
    200: jsonAnswer(okSchema, 'Deleted.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: refusal('Made with an API key: keys cannot delete.'),
    404: refusal('No research with this id, or not yours (the same answer for both; admins included).'),
  },
});

export function researchesRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  return createApiRouter()
    .openapi(historyRoute, async (c) => c.json(spendFor(c, await listResearches(db(), currentUser(c).id, c.req.valid('query'))), 200))
    .openapi(headerRoute, async (c) => {
      const research = await findResearchForViewer(db(), c.req.valid('param').id, currentUser(c));
      return c.json(spendFor(c, await readResearchDetail(db(), research)), 200);
    })
    .openapi(rowsRoute, async (c) => {
      const research = await findResearchForViewer(db(), c.req.valid('param').id, currentUser(c));
      return c.json(await readRowsPage(db(), research, c.req.valid('query')), 200);
    })
    .openapi(distributionRoute, async (c) => {
      const research = await findResearchForViewer(db(), c.req.valid('param').id, currentUser(c));
      return c.json(await readDistribution(db(), research, c.req.valid('query').filter), 200);
    })
    .openapi(clustersRoute, async (c) => {
      const research = await findResearchForViewer(db(), c.req.valid('param').id, currentUser(c));
      return c.json(await readClusters(db(), researchRows(research), research), 200);
    })
    .openapi(changesRoute, async (c) => {
      const research = await findResearchForViewer(db(), c.req.valid('param').id, currentUser(c));
      return c.json(await readResearchChanges(db(), research, c.req.valid('query')), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteResearch(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ ok: true as const }, 200);
    });
}
