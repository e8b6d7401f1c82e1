// GET /api/openapi.json: the OpenAPI 3.1 document of every declared route, generated from the
// same schemas that validate requests.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './http/types.js';

export function serveOpenApiDocument(api: OpenAPIHono<AppEnv>, version: string) {
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'KeywordLens API',
      version,
      description:
        'Keyword research, SERP analysis and related keywords over the DataForSEO data provider. ' +
        'Every refusal answers { error: { code, message } }.',
    },
  });
}
