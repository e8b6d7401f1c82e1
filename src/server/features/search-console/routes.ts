// HTTP routes of Search Console (issue 34 item 4, decision 066), mounted at /api/search-console.
// Owner only: another user's property is the same 404 as a missing one. The three reads also answer
// a key of scope tools-and-lists (key-scope.ts, decision 062), as the MCP tool does. An upload's
// body has its own limit (SEARCH_CONSOLE_UPLOAD_MAX_BYTES, body-limit.ts); uploads are counted per user.
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { okSchema } from '../../../shared/contract/common.js';
import {
  opportunitiesPageSchema,
  opportunitiesQuerySchema,
  opportunityParamSchema,
  propertiesAnswerSchema,
  propertyIdParamSchema,
  queriesPageSchema,
  queriesQuerySchema,
  uploadAnswerSchema,
  uploadSchema,
} from '../../../shared/contract/search-console.js';
import { SEARCH_CONSOLE_PROPERTY_NOT_FOUND, SEARCH_CONSOLE_UPLOAD_TOO_LARGE } from '../../../shared/messages/search-console.js';
import { SEARCH_CONSOLE_MAX_PROPERTIES } from '../../../shared/search-console/limits.js';
import type { AppDeps } from '../../deps.js';
import { RateLimitedError } from '../../domain/errors.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import type { AppEnv } from '../../http/types.js';
import { isConnected } from './google/connection-store.js';
import { googleRoutes } from './google/google-routes.js';
import { opportunitiesOfProperty, queriesOfProperty } from './figures-service.js';
import { deleteProperty, listProperties } from './property-store.js';
import { uploadExport } from './upload-service.js';

const tags = ['Search Console'];
const notYours = refusal(`${SEARCH_CONSOLE_PROPERTY_NOT_FOUND} (the same answer for both)`);
const base = { 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours };
/** Uploads one user may make per minute: each replaces stored rows in one transaction. */
const UPLOADS_PER_MINUTE = 20;

const propertiesRoute = createRoute({
  method: 'get',
  path: '/properties',
  tags,
  summary: 'Your Search Console properties with the date spans stored for each',
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(propertiesAnswerSchema, 'By name.'), 401: commonRefusals[401] },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/uploads',
  tags,
  summary: "Upload Search Console's Performance export (Queries.csv and/or Pages.csv) for a property and date range",
  description:
    'The files as text, headers in any UI language. The property is created on its first upload. Rows already stored for any day of the range are replaced in one transaction: uploading the same range again never duplicates.',
  middleware: [requireUser] as const,
  request: { body: jsonBody(uploadSchema) },
  responses: {
    201: jsonAnswer(uploadAnswerSchema, 'Stored.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    409: refusal(`At most ${SEARCH_CONSOLE_MAX_PROPERTIES} properties (code SEARCH_CONSOLE_PROPERTY_LIMIT).`),
    413: refusal(SEARCH_CONSOLE_UPLOAD_TOO_LARGE),
    422: refusal('A file is not a Search Console export, or holds a value that is not a number (code NOT_A_SEARCH_CONSOLE_EXPORT).'),
    429: commonRefusals[429],
  },
});

const queriesRoute = createRoute({
  method: 'get',
  path: '/properties/{id}/queries',
  tags,
  summary: "A page of a property's queries over a date range: clicks, impressions, CTR, average position",
  middleware: [requireUser] as const,
  request: { params: propertyIdParamSchema, query: queriesQuerySchema },
  responses: { 200: jsonAnswer(queriesPageSchema, 'One page, the count of queries and the totals of the range.'), ...base },
});

const opportunitiesRoute = createRoute({
  method: 'get',
  path: '/properties/{id}/opportunities/{kind}',
  tags,
  summary: 'Striking distance, low CTR for the position, or queries not yet tracked (not in your lists)',
  middleware: [requireUser] as const,
  request: { params: opportunityParamSchema, query: opportunitiesQuerySchema },
  responses: { 200: jsonAnswer(opportunitiesPageSchema, 'One page of the view, best opportunity first.'), ...base },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/properties/{id}',
  tags,
  summary: 'Delete a property with all its stored figures',
  middleware: [requireUser] as const,
  request: { params: propertyIdParamSchema },
  responses: { 200: jsonAnswer(okSchema, 'Deleted.'), ...base },
});

export function searchConsoleRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const rule = { windowSeconds: 60, max: UPLOADS_PER_MINUTE };
  const uploadsPerUser = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (c.req.method === 'POST' && user) {
      const wait = await deps.limiter.hit(`search-console-upload:${user.id}`, rule);
      if (wait > 0) throw new RateLimitedError('Too many uploads: wait a minute and try again.', wait, { code: 'RATE_LIMITED' });
    }
    await next();
  });
  const router = createApiRouter();
  router.use('/uploads', uploadsPerUser);
  return router
    .openapi(propertiesRoute, async (c) =>
      c.json(
        {
          properties: await listProperties(db(), currentUser(c).id),
          maxProperties: SEARCH_CONSOLE_MAX_PROPERTIES,
          googleConnect: deps.config.google !== undefined,
          googleConnected: await isConnected(db(), currentUser(c).id),
        },
        200,
      ),
    )
    .openapi(uploadRoute, async (c) => {
      const body = c.req.valid('json');
      const today = new Date().toISOString().slice(0, 10);
      return c.json(await uploadExport(db(), { ...body, userId: currentUser(c).id, today }), 201);
    })
    .openapi(queriesRoute, async (c) => c.json(await queriesOfProperty(db(), currentUser(c).id, c.req.valid('param').id, c.req.valid('query')), 200))
    .openapi(opportunitiesRoute, async (c) => {
      const { id, kind } = c.req.valid('param');
      return c.json(await opportunitiesOfProperty(db(), currentUser(c).id, id, kind, c.req.valid('query')), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteProperty(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ ok: true as const }, 200);
    })
    .route('/', googleRoutes(deps));
}
