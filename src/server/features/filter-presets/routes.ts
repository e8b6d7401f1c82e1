// HTTP routes of filter presets (/api/filter-presets): the signed-in person lists,
// saves, renames and deletes their own named filters. Browser session only: an API key is
// refused (key-scope.ts denies it by default, and the guard again), as presets are screen state.
import { createRoute } from '@hono/zod-openapi';
import { FILTER_PRESETS_PER_USER } from '../../../shared/constants/limits.js';
import { okSchema } from '../../../shared/contract/common.js';
import {
  createFilterPresetSchema,
  filterPresetIdParamsSchema,
  filterPresetListSchema,
  filterPresetSchema,
  renameFilterPresetSchema,
} from '../../../shared/contract/filter-presets.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireBrowserSession } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { createFilterPreset, deleteFilterPreset, listFilterPresets, renameFilterPreset } from './filter-preset-store.js';

const tags = ['Filter presets'];
const middleware = requireBrowserSession;
const security = [{ sessionCookie: [] }];
const keyRefused = refusal('Made with an API key: presets belong to the signed-in screens.');
const notFound = refusal('No such preset of this user.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "List the signed-in user's filter presets",
  middleware,
  responses: {
    200: jsonAnswer(filterPresetListSchema, 'The presets, oldest first, and how many one user may hold.'),
    401: commonRefusals[401],
    403: keyRefused,
  },
});

const createPresetRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Save a filter as a named preset',
  middleware,
  request: { body: jsonBody(createFilterPresetSchema) },
  responses: {
    201: jsonAnswer(filterPresetSchema, 'The saved preset, its filter in canonical form.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: keyRefused,
    409: refusal(`The name is taken (FILTER_PRESET_NAME_TAKEN), or the user already has ${FILTER_PRESETS_PER_USER} presets (FILTER_PRESET_LIMIT).`),
  },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  security,
  summary: 'Rename a filter preset',
  middleware,
  request: { params: filterPresetIdParamsSchema, body: jsonBody(renameFilterPresetSchema) },
  responses: {
    200: jsonAnswer(filterPresetSchema, 'The renamed preset.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: keyRefused,
    404: notFound,
    409: refusal('Another preset of this user has the name (FILTER_PRESET_NAME_TAKEN).'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Delete a filter preset',
  middleware,
  request: { params: filterPresetIdParamsSchema },
  responses: {
    200: jsonAnswer(okSchema, 'Deleted.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: keyRefused,
    404: notFound,
  },
});

export function filterPresetsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createApiRouter()
    .openapi(listRoute, async (c) => c.json({ presets: await listFilterPresets(db, currentUser(c).id), limit: FILTER_PRESETS_PER_USER }, 200))
    .openapi(createPresetRoute, async (c) => c.json(await createFilterPreset(db, currentUser(c).id, c.req.valid('json')), 201))
    .openapi(renameRoute, async (c) => c.json(await renameFilterPreset(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json').name), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteFilterPreset(db, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
