// HTTP routes of API keys (/api/api-keys, decision 021): the signed-in person lists, creates and
// revokes their own keys. A request made with an API key never gets here (key-scope.ts), and the
// guard refuses one anyway: a key must not make keys.
import { createRoute } from '@hono/zod-openapi';
import { okSchema } from '../../../shared/contract/common.js';
import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
} from '../../../shared/contract/api-keys.js';
import { API_KEYS_PER_USER } from '../../../shared/constants/limits.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireBrowserSession } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-store.js';

const tags = ['API keys'];
const middleware = requireBrowserSession;
// Key management is for a browser session only: the document says so instead of the bearer scheme.
const security = [{ sessionCookie: [] }];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "List the signed-in user's active API keys",
  middleware,
  responses: {
    200: jsonAnswer(apiKeyListSchema, 'The active keys, oldest first (never the keys themselves).'),
    401: commonRefusals[401],
    403: refusal('Made with an API key: keys cannot manage keys.'),
  },
});

const createKeyRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  security,
  summary: 'Create an API key (shown once)',
  middleware,
  request: { body: jsonBody(createApiKeySchema) },
  responses: {
    201: jsonAnswer(createdApiKeySchema, 'The new key; `secret` is the key itself and is never shown again.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: refusal('Made with an API key: keys cannot manage keys.'),
    409: refusal(`The user already has ${API_KEYS_PER_USER} active keys (code API_KEY_LIMIT).`),
  },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  security,
  summary: 'Revoke an API key',
  middleware,
  request: { params: apiKeyIdParamsSchema },
  responses: {
    200: jsonAnswer(okSchema, 'Revoked: the key answers 401 from now on.'),
    400: commonRefusals[400],
    401: commonRefusals[401],
    403: refusal('Made with an API key: keys cannot manage keys.'),
    404: refusal('No such active key of this user.'),
  },
});

export function apiKeysRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createApiRouter()
    .openapi(listRoute, async (c) => c.json({ keys: await listApiKeys(db, currentUser(c).id), limit: API_KEYS_PER_USER }, 200))
    .openapi(createKeyRoute, async (c) => {
      return c.json(await createApiKey(db, currentUser(c).id, c.req.valid('json')), 201);
    })
    .openapi(revokeRoute, async (c) => {
      await revokeApiKey(db, currentUser(c).id, c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    });
}
