// HTTP routes of projects (decision 064), mounted at /api/projects. Owner only: another user's
// project is the same 404 as a missing one. Writes are rate-limited per user; dollars (the forecast's
// and each check's) are shown to admins only (spendFor).
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { okSchema } from '../../../shared/contract/common.js';
import {
  addedKeywordsSchema,
  addKeywordsSchema,
  createProjectSchema,
  keywordHistorySchema,
  projectIdParamSchema,
  projectKeywordParamSchema,
  projectKeywordsPageSchema,
  projectKeywordsQuerySchema,
  projectSchema,
  projectsAnswerSchema,
  runChecksSchema,
  type Project,
} from '../../../shared/contract/projects.js';
import { CSV_LINE_END, toCsv, UTF8_BOM } from '../../../shared/export/csv.js';
import { PROJECT_RATE_LIMITED } from '../../../shared/messages/projects.js';
import type { AppDeps } from '../../deps.js';
import { RateLimitedError } from '../../domain/errors.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { seesSpend, spendFor } from '../../http/spend-visibility.js';
import type { AppEnv } from '../../http/types.js';
import type { Db } from '../../db/client.js';
import { historyCsvRows, readKeywordHistory, readKeywordsPage } from './keyword-reads.js';
import { addKeywords, capsFor, createProject, deleteProject, findOwnProject, listProjects, projectFigures, runChecksNow, trackedKeywordsOf, type ProjectRow } from './project-store.js';

const tags = ['Projects'];
const notYours = refusal('No project with this id, or not yours (the same answer for both).');
const base = { 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours, 429: commonRefusals[429] };
const capRefusal = refusal('A plan cap is reached: projects (PROJECT_LIMIT) or tracked keywords (TRACKED_KEYWORD_LIMIT, PROJECT_KEYWORD_LIMIT).');

export const PROJECT_WRITES_PER_MINUTE = 30;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Your projects with their keyword counts, monthly forecasts and the plan’s caps',
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(projectsAnswerSchema, 'Most recently changed first.'), 401: commonRefusals[401] },
});

const createProjectRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Create a project from a saved list, a research or pasted keywords (tracking starts with the first run)',
  middleware: [requireUser] as const,
  request: { body: jsonBody(createProjectSchema) },
  responses: { 201: jsonAnswer(projectSchema, 'The project with its forecast; nothing is checked yet.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: refusal('The list or research is not yours.'), 409: capRefusal, 429: commonRefusals[429] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One project with its monthly forecast',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema },
  responses: { 200: jsonAnswer(projectSchema, 'The project.'), ...base },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a project with its keywords and their history',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema },
  responses: { 200: jsonAnswer(okSchema, 'Deleted.'), ...base },
});

const addRoute = createRoute({
  method: 'post',
  path: '/{id}/keywords',
  tags,
  summary: 'Add keywords to a project (a keyword already tracked is not added again)',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema, body: jsonBody(addKeywordsSchema) },
  responses: { 200: jsonAnswer(addedKeywordsSchema, 'How many were new, and the project’s count.'), ...base, 409: capRefusal },
});

const keywordsRoute = createRoute({
  method: 'get',
  path: '/{id}/keywords',
  tags,
  summary: 'A page of the project’s keywords with their latest check on one device, changes, best position and URL flag',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema, query: projectKeywordsQuerySchema },
  responses: { 200: jsonAnswer(projectKeywordsPageSchema, 'One page and the filtered count.'), ...base },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/{id}/keywords/{keywordId}',
  tags,
  summary: 'A keyword’s whole check history on every device (failed checks read as unknown)',
  middleware: [requireUser] as const,
  request: { params: projectKeywordParamSchema },
  responses: { 200: jsonAnswer(keywordHistorySchema, 'Oldest first.'), ...base },
});

const runRoute = createRoute({
  method: 'post',
  path: '/{id}/checks',
  tags,
  summary: 'Run the checks now (the first run starts tracking); a slot already checked is not checked again',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema },
  responses: { 202: jsonAnswer(runChecksSchema, 'How many keywords are now due; the scheduler posts them.'), ...base },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/{id}/export',
  tags,
  summary: 'Download the project’s full check history as CSV',
  middleware: [requireUser] as const,
  request: { params: projectIdParamSchema },
  responses: { 200: { description: 'CSV, one line per check.', content: { 'text/csv': { schema: { type: 'string' as const } } } }, ...base },
});

async function toProject(db: Db, project: ProjectRow): Promise<Project> {
  const { keywordCount, forecast } = await projectFigures(db, project);
  const { dollarsPerMonth, ...units } = forecast;
  return {
    id: project.id,
    name: project.name,
    target: project.target,
    targetKind: project.targetKind as Project['targetKind'],
    locationCode: project.locationCode,
    languageCode: project.languageCode,
    devices: project.devices,
    interval: project.interval as Project['interval'],
    depth: project.depth,
    competitors: project.competitors,
    keywordCount,
    forecast: { ...units, providerCost: dollarsPerMonth },
    createdAt: project.createdAt.toISOString(),
  };
}

export function projectsRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const rule = { windowSeconds: 60, max: PROJECT_WRITES_PER_MINUTE };
  const writesPerUser = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (c.req.method !== 'GET' && user) {
      const wait = await deps.limiter.hit(`projects:${user.id}`, rule);
      if (wait > 0) throw new RateLimitedError(PROJECT_RATE_LIMITED, wait, { code: 'RATE_LIMITED' });
    }
    await next();
  });
  const router = createApiRouter();
  router.use('*', writesPerUser);
  return router
    .openapi(listRoute, async (c) => {
      const userId = currentUser(c).id;
      const [rows, caps, tracked] = await Promise.all([listProjects(db(), userId), capsFor(db(), userId), trackedKeywordsOf(db(), userId)]);
      const list = await Promise.all(rows.map((p) => toProject(db(), p)));
      return c.json(spendFor(c, { projects: list, maxProjects: caps.maxProjects, maxTrackedKeywords: caps.maxTrackedKeywords, trackedKeywords: tracked }), 200);
    })
    .openapi(createProjectRoute, async (c) => {
      const project = await createProject(db(), currentUser(c), c.req.valid('json'));
      return c.json(spendFor(c, await toProject(db(), project)), 201);
    })
    .openapi(getRoute, async (c) => {
      const project = await findOwnProject(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json(spendFor(c, await toProject(db(), project)), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteProject(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(addRoute, async (c) => {
      const viewer = currentUser(c);
      const project = await findOwnProject(db(), c.req.valid('param').id, viewer.id);
      const added = await addKeywords(db(), project, viewer, c.req.valid('json').keywords);
      const { keywordCount } = await projectFigures(db(), project);
      return c.json({ added, keywordCount }, 200);
    })
    .openapi(keywordsRoute, async (c) => {
      const project = await findOwnProject(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json(spendFor(c, await readKeywordsPage(db(), project, c.req.valid('query'))), 200);
    })
    .openapi(historyRoute, async (c) => {
      const { id, keywordId } = c.req.valid('param');
      const project = await findOwnProject(db(), id, currentUser(c).id);
      return c.json(spendFor(c, await readKeywordHistory(db(), project, keywordId)), 200);
    })
    .openapi(runRoute, async (c) => {
      const project = await findOwnProject(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ due: await runChecksNow(db(), project) }, 202);
    })
    .openapi(exportRoute, async (c) => {
      const project = await findOwnProject(db(), c.req.valid('param').id, currentUser(c).id);
      const [header, ...rows] = await historyCsvRows(db(), project, seesSpend(c.get('user')));
      const body = UTF8_BOM + toCsv(header ?? [], rows) + CSV_LINE_END;
      const name = `${project.target.replace(/[^a-z0-9.-]+/gi, '-')}-rank-history.csv`;
      return c.body(body, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` });
    });
}
