// The Google connection's routes (decision 066), mounted under /api/search-console/google, only
// answering when the server has GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: connect (to Google's
// consent page for webmasters.readonly, with a state held in a signed cookie), the callback (the
// code exchanged, the tokens sealed and stored), the account's properties, linking one (its first
// days imported at once, then daily), and disconnect (the tokens deleted).
import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { okSchema } from '../../../../shared/contract/common.js';
import { googleCallbackQuerySchema, googleLinkAnswerSchema, googleLinkSchema, googleSitesSchema } from '../../../../shared/contract/search-console.js';
import { searchConsoleProperties } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { NotFoundError } from '../../../domain/errors.js';
import { currentUser, requireUser } from '../../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody, refusal } from '../../../http/openapi.js';
import { describeProperty, findOrCreateProperty } from '../property-store.js';
import { accessTokenOf, disconnect, saveTokens } from './connection-store.js';
import { importDueDays } from './day-import.js';
import { consentUrl, exchangeCode, listSites, type GoogleClientConfig } from './google-api.js';

const tags = ['Search Console'];
const STATE_COOKIE = 'keywordlens.sc_state';
const COOKIE_PATH = '/api/search-console/google';
const PAGE = '/search-console';
export const GOOGLE_NOT_CONFIGURED = 'This server has no Google connection (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set): upload the export instead.';
const notConfigured = refusal(GOOGLE_NOT_CONFIGURED);
const notConnected = refusal('Google is not connected for this account (code GOOGLE_NOT_CONNECTED).');

const connectRoute = createRoute({
  method: 'get',
  path: '/google/connect',
  tags,
  summary: "Connect Search Console: to Google's consent page (read-only scope webmasters.readonly)",
  middleware: [requireUser] as const,
  responses: { 302: { description: "To Google's consent page." }, 401: commonRefusals[401], 404: notConfigured },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/google/callback',
  tags,
  summary: "Google's answer to the consent: the tokens stored sealed, then back to the Search Console page",
  middleware: [requireUser] as const,
  request: { query: googleCallbackQuerySchema },
  responses: { 302: { description: 'To /search-console?google=connected, or ?google=refused.' }, 400: commonRefusals[400], 401: commonRefusals[401], 404: notConfigured },
});

const sitesRoute = createRoute({
  method: 'get',
  path: '/google/sites',
  tags,
  summary: 'The Search Console properties your Google account may read',
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(googleSitesSchema, 'As Google names them.'), 401: commonRefusals[401], 404: notConfigured, 409: notConnected },
});

const linkRoute = createRoute({
  method: 'post',
  path: '/google/link',
  tags,
  summary: 'Import a property from Google daily (its last 28 final days at once)',
  middleware: [requireUser] as const,
  request: { body: jsonBody(googleLinkSchema) },
  responses: { 201: jsonAnswer(googleLinkAnswerSchema, 'The property, imported through the newest final day.'), 400: commonRefusals[400], 401: commonRefusals[401], 404: notConfigured, 409: notConnected },
});

const disconnectRoute = createRoute({
  method: 'delete',
  path: '/google',
  tags,
  summary: "Disconnect Google: the tokens are deleted, properties keep their figures and are no longer imported",
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(okSchema, 'Disconnected.'), 401: commonRefusals[401] },
});

export function googleRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const { config } = deps;
  const redirectUri = `${config.appUrl}/api/search-console/google/callback`;
  const google = (): GoogleClientConfig => {
    if (!config.google) throw new NotFoundError(GOOGLE_NOT_CONFIGURED, { code: 'GOOGLE_NOT_CONFIGURED' });
    return config.google;
  };
  const cookieOptions = { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: config.appUrl.startsWith('https://'), maxAge: 600 } as const;
  const today = () => new Date().toISOString().slice(0, 10);

  return createApiRouter()
    .openapi(connectRoute, async (c) => {
      const client = google();
      const state = randomBytes(24).toString('base64url');
      // The state is bound to this browser and this user: the callback checks both.
      await setSignedCookie(c, STATE_COOKIE, `${currentUser(c).id}.${state}`, config.sessionSecret, cookieOptions);
      return c.redirect(consentUrl(client, redirectUri, state), 302);
    })
    .openapi(callbackRoute, async (c) => {
      const client = google();
      const { code, state, error } = c.req.valid('query');
      const held = await getSignedCookie(c, config.sessionSecret, STATE_COOKIE);
      deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH });
      const expected = `${currentUser(c).id}.${state ?? ''}`;
      if (error !== undefined || code === undefined || state === undefined || held !== expected) return c.redirect(`${PAGE}?google=refused`, 302);
      await saveTokens(db(), config, currentUser(c).id, await exchangeCode(client, code, redirectUri));
      return c.redirect(`${PAGE}?google=connected`, 302);
    })
    .openapi(sitesRoute, async (c) => {
      const client = google();
      const userId = currentUser(c).id;
      const sites = await listSites(client, await accessTokenOf(db(), config, client, userId));
      const linked = new Set(
        (await db().select({ siteUrl: searchConsoleProperties.siteUrl }).from(searchConsoleProperties).where(eq(searchConsoleProperties.userId, userId)))
          .map((row) => row.siteUrl),
      );
      return c.json({ sites: sites.map((site) => ({ ...site, linked: linked.has(site.siteUrl) })) }, 200);
    })
    .openapi(linkRoute, async (c) => {
      const client = google();
      const userId = currentUser(c).id;
      const { siteUrl } = c.req.valid('json');
      // Refuses before anything is stored when Google is not connected.
      await accessTokenOf(db(), config, client, userId);
      const property = await db().transaction(async (tx) => {
        const found = await findOrCreateProperty(tx, userId, siteUrl);
        const [linked] = await tx.update(searchConsoleProperties).set({ googleLinked: true }).where(eq(searchConsoleProperties.id, found.id)).returning();
        return linked!;
      });
      const daysImported = await importDueDays(db(), config, client, property, today());
      const [fresh] = await db().select().from(searchConsoleProperties).where(eq(searchConsoleProperties.id, property.id));
      return c.json({ property: await describeProperty(db(), fresh!), daysImported }, 201);
    })
    .openapi(disconnectRoute, async (c) => {
      await disconnect(db(), currentUser(c).id);
      return c.json({ ok: true as const }, 200);
    });
}
