// HTTP routes of saved keyword lists (decision 029), mounted at /api/lists.
// Owner only: another user's list is the same 404 as a missing one. Items are read, filtered,
// sorted and exported with the research rows' vocabulary and carry their analysis, with the
// list's topic clusters beside them (decision 033); imports answer a preview first and start a
// background job on confirmation; share links work as for a research (decision 030).
import { createRoute } from '@hono/zod-openapi';
import { researchClustersSchema } from '../../../shared/contract/clusters.js';
import { okSchema } from '../../../shared/contract/common.js';
import {
  addedAnswerSchema,
  addFromResearchSchema,
  createListSchema,
  importBodySchema,
  importJobSchema,
  importPreviewSchema,
  importStartedSchema,
  itemNoteSchema,
  itemParamSchema,
  listHeaderSchema,
  listIdParamSchema,
  listItemSchema,
  listItemsPageSchema,
  listJobParamSchema,
  listsAnswerSchema,
  listSummarySchema,
  removedAnswerSchema,
  removeItemsSchema,
  renameListSchema,
} from '../../../shared/contract/lists.js';
import { rowsQuerySchema } from '../../../shared/contract/researches.js';
import { researchExportQuerySchema } from '../../../shared/contract/researches-export.js';
import { createdShareLinkSchema, createShareLinkSchema, shareLinkListSchema } from '../../../shared/contract/share-links.js';
import { IMPORT_TOO_LARGE } from '../../../shared/lists/import-limits.js';
import { userHasPermission } from '../../../shared/permissions.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireBrowserSession, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import type { SessionUser } from '../../http/types.js';
import { EXPORT_FILE_ANSWER, exportResponse, listExportOf, listRowSource, readClusters } from '../research-results/index.js';
import { createShareLink, listShareLinks } from '../share-links/index.js';
import { cancelImport, previewImport, startImport } from './import-service.js';
import { findJobOfList, latestJobOfList, toImportJob } from './jobs-store.js';
import { addFromResearch, readListItemsPage, removeItems, setItemNote } from './list-items.js';
import { createList, deleteList, findOwnList, listLists, listSummary, maxListsFor, renameList } from './list-store.js';

const tags = ['Keyword lists'];
const notYours = refusal('No list with this id, or not yours (the same answer for both).');
const base = { 400: commonRefusals[400], 401: commonRefusals[401], 404: notYours };

/** Dollars are shown to admins only (the plan's units are what a user pays with). */
const seesDollars = (viewer: SessionUser) => userHasPermission(viewer.roles, 'admin:view-spend');

const listsRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Your keyword lists: name, keyword count, total volume, last change',
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(listsAnswerSchema, 'Most recently changed first, with the plan’s cap.'), 401: commonRefusals[401] },
});

const createListRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Create a keyword list (at most the plan's max_saved_projects)",
  middleware: [requireUser] as const,
  request: { body: jsonBody(createListSchema) },
  responses: { 201: jsonAnswer(listSummarySchema, 'The new, empty list.'), 400: commonRefusals[400], 401: commonRefusals[401], 409: refusal('The plan’s number of lists is reached (code LIST_LIMIT).') },
});

const headerRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One list: its counts and its latest import job (the progress bar polls this)',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema },
  responses: { 200: jsonAnswer(listHeaderSchema, 'The list.'), ...base },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a list',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, body: jsonBody(renameListSchema) },
  responses: { 200: jsonAnswer(okSchema, 'Renamed.'), ...base },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a list with its keywords, jobs and share links',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema },
  responses: { 200: jsonAnswer(okSchema, 'Deleted.'), ...base },
});

const itemsRoute = createRoute({
  method: 'get',
  path: '/{id}/items',
  tags,
  summary: "A page of a list's keywords, sorted and filtered like a research's rows",
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, query: rowsQuerySchema },
  responses: { 200: jsonAnswer(listItemsPageSchema, 'One page, the filtered count and summary.'), ...base },
});

const clustersRoute = createRoute({
  method: 'get',
  path: '/{id}/clusters',
  tags,
  summary: "The topic clusters of a list's keywords: pillar, size, total volume, average difficulty",
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema },
  responses: { 200: jsonAnswer(researchClustersSchema, 'The clusters, largest total volume first; a cluster id filters the items (?cluster=).'), ...base },
});

const addRoute = createRoute({
  method: 'post',
  path: '/{id}/items',
  tags,
  summary: 'Add keywords from one of your researches: chosen rows (ranks) or all rows matching a filter',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, body: jsonBody(addFromResearchSchema) },
  responses: { 200: jsonAnswer(addedAnswerSchema, 'How many were new; a keyword already in the list is not added again.'), ...base, 409: refusal('The list would hold too many keywords.') },
});

const removeRoute = createRoute({
  method: 'post',
  path: '/{id}/items/remove',
  tags,
  summary: 'Remove keywords from a list',
  description: 'The chosen keywords by item id, or every keyword passing a filter (the items route\'s filter parameters).',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, body: jsonBody(removeItemsSchema) },
  responses: { 200: jsonAnswer(removedAnswerSchema, 'How many were removed.'), ...base },
});

const noteRoute = createRoute({
  method: 'patch',
  path: '/{id}/items/{itemId}',
  tags,
  summary: "Set or clear a keyword's note",
  middleware: [requireUser] as const,
  request: { params: itemParamSchema, body: jsonBody(itemNoteSchema) },
  responses: { 200: jsonAnswer(listItemSchema, 'The keyword with its note.'), ...base },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/{id}/export',
  tags,
  summary: "Download a list's keywords (filtered, sorted) as CSV, TXT or JSON",
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, query: researchExportQuerySchema },
  responses: {
    200: EXPORT_FILE_ANSWER,
    ...base,
  },
});

const importRefusals = {
  ...base,
  413: refusal(IMPORT_TOO_LARGE),
  422: refusal('Too many lines, or no valid keyword.'),
};

const previewRoute = createRoute({
  method: 'post',
  path: '/{id}/import/preview',
  tags,
  summary: 'What an import would add: new, already in the list, cached (free), and the units and dollars the rest costs',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, body: jsonBody(importBodySchema) },
  responses: { 200: jsonAnswer(importPreviewSchema, 'Nothing is charged or stored yet.'), ...importRefusals },
});

const importRoute = createRoute({
  method: 'post',
  path: '/{id}/import',
  tags,
  summary: 'Import: add the new keywords (cached ones with their metrics) and start the job that fetches the rest',
  middleware: [requireUser] as const,
  request: { params: listIdParamSchema, body: jsonBody(importBodySchema) },
  responses: { 202: jsonAnswer(importStartedSchema, 'Added; the job (if any) runs in the background.'), ...importRefusals, 409: refusal('An import is already running for this list.') },
});

const jobRoute = createRoute({
  method: 'get',
  path: '/{id}/jobs/{jobId}',
  tags,
  summary: "An import job's progress",
  middleware: [requireUser] as const,
  request: { params: listJobParamSchema },
  responses: { 200: jsonAnswer(importJobSchema, 'The job.'), ...base },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/{id}/jobs/{jobId}/cancel',
  tags,
  summary: 'Cancel an import job: batches already fetched stay (and stay charged), no further batch runs',
  middleware: [requireUser] as const,
  request: { params: listJobParamSchema },
  responses: { 200: jsonAnswer(importJobSchema, 'The job, cancelled (or already finished).'), ...base },
});

const security = [{ sessionCookie: [] }];
const keyRefused = refusal('Made with an API key: only the signed-in owner shares.');

const createShareRoute = createRoute({
  method: 'post',
  path: '/{id}/shares',
  tags,
  security,
  summary: 'Create a read-only share link to one of your lists (the token is shown once)',
  middleware: [requireBrowserSession] as const,
  request: { params: listIdParamSchema, body: jsonBody(createShareLinkSchema) },
  responses: { 201: jsonAnswer(createdShareLinkSchema, 'The link.'), ...base, 403: keyRefused, 409: refusal('Too many active links.') },
});

const listSharesRoute = createRoute({
  method: 'get',
  path: '/{id}/shares',
  tags,
  security,
  summary: "A list's share links with their view counts",
  middleware: [requireBrowserSession] as const,
  request: { params: listIdParamSchema },
  responses: { 200: jsonAnswer(shareLinkListSchema, 'Newest first.'), ...base, 403: keyRefused },
});

export function listsRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const importDeps = () => ({ db: db(), provider: deps.provider });
  return createApiRouter()
    .openapi(listsRoute, async (c) => {
      const userId = currentUser(c).id;
      const [lists, maxLists] = await Promise.all([listLists(db(), userId), maxListsFor(db(), userId)]);
      return c.json({ lists, maxLists }, 200);
    })
    .openapi(createListRoute, async (c) => {
      const list = await createList(db(), currentUser(c).id, c.req.valid('json'));
      return c.json(await listSummary(db(), list), 201);
    })
    .openapi(headerRoute, async (c) => {
      const viewer = currentUser(c);
      const list = await findOwnList(db(), c.req.valid('param').id, viewer.id);
      const [summary, job] = await Promise.all([listSummary(db(), list), latestJobOfList(db(), list.id)]);
      return c.json({ ...summary, job: job ? toImportJob(job, seesDollars(viewer)) : null }, 200);
    })
    .openapi(renameRoute, async (c) => {
      await renameList(db(), c.req.valid('param').id, currentUser(c).id, c.req.valid('json').name);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteList(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(itemsRoute, async (c) => {
      const list = await findOwnList(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json(await readListItemsPage(db(), list, c.req.valid('query')), 200);
    })
    .openapi(clustersRoute, async (c) => {
      const list = await findOwnList(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json(await readClusters(db(), listRowSource(list.id), list), 200);
    })
    .openapi(addRoute, async (c) => {
      const viewer = currentUser(c);
      const list = await findOwnList(db(), c.req.valid('param').id, viewer.id);
      return c.json(await addFromResearch(db(), list, viewer, c.req.valid('json')), 200);
    })
    .openapi(removeRoute, async (c) => {
      const list = await findOwnList(db(), c.req.valid('param').id, currentUser(c).id);
      return c.json({ removed: await removeItems(db(), list, c.req.valid('json')) }, 200);
    })
    .openapi(noteRoute, async (c) => {
      const { id, itemId } = c.req.valid('param');
      const list = await findOwnList(db(), id, currentUser(c).id);
      return c.json(await setItemNote(db(), list.id, itemId, c.req.valid('json').note), 200);
    })
    .openapi(exportRoute, async (c) => {
      const list = await findOwnList(db(), c.req.valid('param').id, currentUser(c).id);
      return exportResponse(db(), listExportOf(list, c.req.valid('query')));
    })
    .openapi(previewRoute, async (c) => {
      const viewer = currentUser(c);
      const list = await findOwnList(db(), c.req.valid('param').id, viewer.id);
      return c.json(await previewImport(importDeps(), list, c.req.valid('json'), seesDollars(viewer)), 200);
    })
    .openapi(importRoute, async (c) => {
      const viewer = currentUser(c);
      const list = await findOwnList(db(), c.req.valid('param').id, viewer.id);
      return c.json(await startImport(importDeps(), list, viewer.id, c.req.valid('json'), seesDollars(viewer)), 202);
    })
    .openapi(jobRoute, async (c) => {
      const viewer = currentUser(c);
      const { id, jobId } = c.req.valid('param');
      const list = await findOwnList(db(), id, viewer.id);
      return c.json(toImportJob(await findJobOfList(db(), list.id, jobId), seesDollars(viewer)), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const viewer = currentUser(c);
      const { id, jobId } = c.req.valid('param');
      const list = await findOwnList(db(), id, viewer.id);
      return c.json(toImportJob(await cancelImport(db(), list, jobId), seesDollars(viewer)), 200);
    })
    .openapi(createShareRoute, async (c) => c.json(await createShareLink(db(), currentUser(c).id, 'list', c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(listSharesRoute, async (c) => c.json({ links: await listShareLinks(db(), currentUser(c).id, 'list', c.req.valid('param').id) }, 200));
}
