// The API document's word on authentication (decision 021): the two schemes, and on every
// operation a key may call (key-scope.ts, the same rule the server enforces) that either works.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { isApiKeyRoute } from './key-scope.js';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const EXAMPLE_KEY = 'kl_Xq3v9TfBn0aL1cQm2e7YwJ5sK8dR4uH6gZpV3xT1oIy';

export const API_KEY_USAGE = [
  'Authentication: a browser session cookie, or an API key made on the Profile page (`Authorization: Bearer kl_…`).',
  'A key runs the tools and reads their results and the quota (a key of scope tools-and-lists also the saved lists), with the same quotas and limits as the session;',
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

export function withApiKeySecurity(document: OpenApiDocument): OpenApiDocument {
  document.components = { ...document.components, securitySchemes: { ...document.components?.securitySchemes, ...SECURITY_SCHEMES } };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || operation.security) continue;
      // The widest scope: a saved-lists route works with a key of scope tools-and-lists (decision 062).
      if (isApiKeyRoute(method.toUpperCase(), path, 'tools-and-lists')) operation.security = [{ sessionCookie: [] }, { apiKey: [] }];
    }
  }
  return document;
}
