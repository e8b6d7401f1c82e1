// HTTP routes of a user's screen preferences (/api/preferences): read them all, save a table's
// layout, save whether a page's overview is open. Browser session only (an API key is refused: these
// are screen state), saves bounded per user per minute, bodies validated against the closed set of
// tables and columns before anything is stored. The user's left-out sites (the sites competitor
// discovery never lists as competitors) are kept here too, each entry read by the competitor tools'
// domain rule; forgetting them brings back the default list.
import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { PREFERENCE_WRITES_PER_MINUTE } from '../../../shared/constants/limits.js';
import { parseLeftOutSites } from '../../../shared/competitors/mega-domains.js';
import { okSchema } from '../../../shared/contract/common.js';
import {
  LEFT_OUT_SITES_PREFERENCE,
  leftOutSitesSchema,
  overviewPreferenceName,
  overviewStateSchema,
  preferenceTableParamsSchema,
  tableLayoutSchema,
  tablePreferenceName,
  userPreferencesSchema,
} from '../../../shared/contract/preferences.js';
import { PREFERENCE_RATE_LIMITED } from '../../../shared/messages/preferences.js';
import type { AppDeps } from '../../deps.js';
import { InvalidInputError, RateLimitedError } from '../../domain/errors.js';
import { currentUser, requireBrowserSession } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../http/openapi.js';
import type { AppEnv } from '../../http/types.js';
import { forgetUserPreference, readUserPreferences, saveUserPreference } from './preference-store.js';

const tags = ['Preferences'];
const security = [{ sessionCookie: [] }];
const keyRefused = refusal('Made with an API key: preferences belong to the signed-in screens.');

const readRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  security,
  summary: "The signed-in user's table layouts and overview states",
  middleware: requireBrowserSession,
  responses: {
    200: jsonAnswer(userPreferencesSchema, "The user's saved preferences; what is not named keeps its default."),
    401: commonRefusals[401],
    403: keyRefused,
  },
});

const saveRefusals = {
  400: refusal('An unknown table or column, a repeated or locked column, a width out of bounds, or a malformed body; the message says which.'),
  401: commonRefusals[401],
  403: keyRefused,
  413: refusal('The body is over the API-wide limit.'),
  429: commonRefusals[429],
};

const saveTableRoute = createRoute({
  method: 'put',
  path: '/tables/{table}',
  tags,
  security,
  summary: "Save a keyword table's layout: its columns' order, the hidden ones, their widths, the density",
  middleware: requireBrowserSession,
  request: {
    params: preferenceTableParamsSchema,
    body: jsonBody(tableLayoutSchema, { order: ['select', 'keyword', 'searchVolume', 'difficulty', 'source'], hidden: ['source'], sizes: { keyword: 320 }, density: 'compact' }),
  },
  responses: { 200: jsonAnswer(okSchema, 'Saved.'), ...saveRefusals },
});

const saveOverviewRoute = createRoute({
  method: 'put',
  path: '/overviews/{table}',
  tags,
  security,
  summary: "Save whether a page kind's overview is open",
  middleware: requireBrowserSession,
  request: { params: preferenceTableParamsSchema, body: jsonBody(overviewStateSchema, { open: true }) },
  responses: { 200: jsonAnswer(okSchema, 'Saved.'), ...saveRefusals },
});

const saveLeftOutSitesRoute = createRoute({
  method: 'put',
  path: '/left-out-sites',
  tags,
  security,
  summary: 'Save the sites competitor discovery leaves out (the user’s own list of mega-domains)',
  middleware: requireBrowserSession,
  request: { body: jsonBody(leftOutSitesSchema, { domains: ['wikipedia.org', 'amazon.*', 'bigcompetitor.com'] }) },
  responses: { 200: jsonAnswer(okSchema, 'Saved, each entry written as the tools compare it.'), ...saveRefusals },
});

const resetLeftOutSitesRoute = createRoute({
  method: 'delete',
  path: '/left-out-sites',
  tags,
  security,
  summary: 'Go back to the default list of left-out sites',
  middleware: requireBrowserSession,
  responses: { 200: jsonAnswer(okSchema, 'The default list applies again.'), 401: commonRefusals[401], 403: keyRefused, 429: commonRefusals[429] },
});

export function preferencesRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const rule = { windowSeconds: 60, max: PREFERENCE_WRITES_PER_MINUTE };
  // Saves are counted per signed-in user; a request without a user is refused by the route's own guard.
  const savesPerUser = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if ((c.req.method === 'PUT' || c.req.method === 'DELETE') && user) {
      const wait = await deps.limiter.hit(`preferences:${user.id}`, rule);
      if (wait > 0) throw new RateLimitedError(PREFERENCE_RATE_LIMITED, wait, { code: 'RATE_LIMITED' });
    }
    await next();
  });
  const router = createApiRouter();
  router.use('*', savesPerUser);
  return router
    .openapi(readRoute, async (c) => c.json(await readUserPreferences(db, currentUser(c).id), 200))
    .openapi(saveTableRoute, async (c) => {
      await saveUserPreference(db, currentUser(c).id, tablePreferenceName(c.req.valid('param').table), c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(saveOverviewRoute, async (c) => {
      await saveUserPreference(db, currentUser(c).id, overviewPreferenceName(c.req.valid('param').table), c.req.valid('json').open);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(saveLeftOutSitesRoute, async (c) => {
      const parsed = parseLeftOutSites(c.req.valid('json').domains);
      // The schema has read every entry already; this writes them as the tools compare them.
      if (!parsed.ok) throw new InvalidInputError(parsed.error, 'domains');
      await saveUserPreference(db, currentUser(c).id, LEFT_OUT_SITES_PREFERENCE, parsed.entries);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(resetLeftOutSitesRoute, async (c) => {
      await forgetUserPreference(db, currentUser(c).id, LEFT_OUT_SITES_PREFERENCE);
      return c.json({ ok: true as const }, 200);
    });
}
