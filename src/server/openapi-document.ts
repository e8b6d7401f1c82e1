// GET /api/openapi.json: the OpenAPI 3.1 document of every declared route, generated from the
// same schemas that validate requests.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { API_KEY_USAGE, withApiKeySecurity } from './features/api-keys/index.js';
import type { AppEnv } from './http/types.js';

export function serveOpenApiDocument(api: OpenAPIHono<AppEnv>, version: string) {
  const objectConfig = {
    openapi: '3.1.0',
    info: {
      title: 'KeywordLens API',
      version,
      description:
        'Keyword research, SERP analysis and related keywords over the DataForSEO data provider. ' +
        'Every refusal answers { error: { code, message } }.\n\n' +
        API_KEY_USAGE,
    },
  };
  // The security schemes are added after generation, from the rule the server enforces (key-scope.ts).
  api.get('/openapi.json', (c) => c.json(withApiKeySecurity(api.getOpenAPI31Document(objectConfig))));
}
