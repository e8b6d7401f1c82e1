// The API document's word on authentication (decisions 021, 063): the two schemes, and on every
// operation the security and the refusals derived from what really runs before its handler (the
// marked guards and key check in the app's route table, route-access.ts) and from the key scope
// (key-scope.ts), the same rules the server enforces.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { SIGN_IN_REFUSAL } from '../../http/openapi.js';
import { enforcementsFor, type RouteTableEntry } from '../../http/route-access.js';
import { isApiKeyRoute } from './key-scope.js';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const EXAMPLE_KEY = 'kl_Xq3v9TfBn0aL1cQm2e7YwJ5sK8dR4uH6gZpV3xT1oIy';

export const API_KEY_USAGE = [
  'Authentication: a browser session cookie, or an API key made on the Profile page (`Authorization: Bearer kl_…`).',
  'A key runs the tools and reads their results and the quota (a key of scope tools-and-lists also the saved lists and the Search Console figures), with the same quotas and limits as the session;',
  `it is refused everywhere else (403). Example:\n\n    curl -X POST "$APP_URL/api/research" -H "Authorization: Bearer ${EXAMPLE_KEY}" \\`,
  `      -H "Content-Type: application/json" -d '{"keyword":"running shoes","locationCode":2840,"languageCode":"en","limit":100}'`,
].join('\n');

const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'kl_ followed by 43 base64url characters',
    description:
      `An API key from the Profile page, e.g. \`Authorization: Bearer ${EXAMPLE_KEY}\`. ` +
      'Unknown, revoked or malformed: 401 (code INVALID_API_KEY or API_KEY_MALFORMED). Each key has its own rate ' +
      '(requests per minute): past it 429 with Retry-After (code API_KEY_RATE_LIMITED). Routes a key may not reach: 403 (code API_KEY_NOT_ALLOWED).',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'keywordlens.session_token',
    description: 'The browser session after signing in; writes must come from the app\'s own origin.',
  },
} as const;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;
type Responses = NonNullable<Operation['responses']>;

/** The derived refusals, each named by its error codes (clients and the document's truth test read the codes). */
const ACCESS_REFUSALS = {
  signIn: SIGN_IN_REFUSAL,
  badKey: 'An API key that is malformed, unknown or revoked (API_KEY_MALFORMED, INVALID_API_KEY).',
  keyRefused: 'An API key may not call this operation (API_KEY_NOT_ALLOWED).',
  keyRate: "Past the API key's rate (API_KEY_RATE_LIMITED); Retry-After says when to try again.",
  // Worded without the code on purpose: a key of the wider scope is not refused here (decision 062).
  toolsOnlyKey: 'An API key of scope tools is refused here with 403: the saved lists and Search Console need a key of scope tools-and-lists.',
} as const;

/** The error-shape schema, as the document refers to it (the routes' refusals register it as Error). */
const ERROR_SCHEMA = { $ref: '#/components/schemas/Error' };

/** Adds `sentence` to the answer a route declares for `status`, or declares it (in the error shape). */
function addRefusal(responses: Responses, status: number, sentence: string): void {
  const declared = responses[status] as { description?: string } | undefined;
  if (declared?.description?.includes(sentence)) return;
  responses[status] = declared
    ? { ...declared, description: `${declared.description ?? ''} Or: ${sentence}`.trim() }
    : { description: sentence, content: { 'application/json': { schema: ERROR_SCHEMA } } };
}

/** One operation's access as the server enforces it. */
function accessOf(table: readonly RouteTableEntry[], method: string, path: string) {
  const enforced = enforcementsFor(table, method, path);
  const signIn = enforced.has('signed-in') || enforced.has('browser-session');
  const keyChecked = enforced.has('api-key');
  const keyAllowed = keyChecked && isApiKeyRoute(method.toUpperCase(), path, 'tools-and-lists') && !enforced.has('browser-session');
  const listsScopeOnly = keyAllowed && !isApiKeyRoute(method.toUpperCase(), path, 'tools');
  return { signIn, keyChecked, keyAllowed, listsScopeOnly };
}

/**
 * The security schemes, and on every operation: the security it needs (a session, or a session
 * or a key; none for a public one) and the refusals of the checks that run before it (401, 403
 * API_KEY_NOT_ALLOWED, 429), from `table`, the route table of the app serving the document.
 */
export function withAccess(document: OpenApiDocument, table: readonly RouteTableEntry[]): OpenApiDocument {
  document.components = { ...document.components, securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES } };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { signIn, keyChecked, keyAllowed, listsScopeOnly } = accessOf(table, method, path);
      const responses: Responses = { ...operation.responses };
      if (signIn) operation.security = keyAllowed ? [{ sessionCookie: [] }, { apiKey: [] }] : [{ sessionCookie: [] }];
      else delete operation.security;
      if (signIn) addRefusal(responses, 401, ACCESS_REFUSALS.signIn);
      if (keyChecked) {
        addRefusal(responses, 401, ACCESS_REFUSALS.badKey);
        addRefusal(responses, 429, ACCESS_REFUSALS.keyRate);
        if (!keyAllowed) addRefusal(responses, 403, ACCESS_REFUSALS.keyRefused);
        if (listsScopeOnly) addRefusal(responses, 403, ACCESS_REFUSALS.toolsOnlyKey);
      }
      item[method] = { ...operation, responses };
    }
  }
  return document;
}
