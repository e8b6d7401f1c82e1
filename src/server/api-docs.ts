// GET /api/docs: Swagger UI over /api/openapi.json, served from the swagger-ui-dist package on
// this server (no CDN: the CSP allows only our own origin, and an install may be offline). The
// page carries no inline script: its initializer is a served file too. Only this page loads it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { notFound } from './http/errors.js';
import { createApiRouter, refusal } from './http/openapi.js';

const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The package's files the page loads, and their types; nothing else of the package is served. */
const PACKAGE_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INITIALIZER = `// Starts Swagger UI on the KeywordLens API document (served as a file: the CSP allows no inline script).
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${OPENAPI_DOCUMENT_PATH}', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>KeywordLens API</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="KeywordLens API reference"></main>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/initializer.js"></script>
  </body>
</html>
`;

const html = { 'text/html': { schema: { type: 'string' as const } } };

const pageRoute = createRoute({
  method: 'get',
  path: API_DOCS_PATH,
  tags: ['Documentation'],
  summary: 'The document rendered by Swagger UI',
  responses: { 200: { description: 'The page.', content: html } },
});

const assetRoute = createRoute({
  method: 'get',
  path: `${API_DOCS_PATH}/{file}`,
  tags: ['Documentation'],
  summary: "The docs page's script and style files",
  request: { params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'initializer.js']) }) },
  responses: {
    200: { description: 'The file.', content: { 'text/css': { schema: { type: 'string' as const } }, 'text/javascript': { schema: { type: 'string' as const } } } },
    400: refusal('Not one of the files the page loads (VALIDATION).'),
    404: refusal('No such file.'),
  },
});

/** The docs page and its files. */
export function apiDocsRoutes() {
  const cache = new Map<string, Promise<Buffer>>();
  const packageFile = (name: string) => {
    let file = cache.get(name);
    if (!file) cache.set(name, (file = readFile(path.join(swaggerDir, name))));
    return file;
  };
  return createApiRouter()
    .openapi(pageRoute, (c) => c.html(PAGE))
    .openapi(assetRoute, async (c) => {
      const { file } = c.req.valid('param');
      c.header('Cache-Control', 'public, max-age=3600');
      if (file === 'initializer.js') return c.body(INITIALIZER, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      const type = PACKAGE_FILES[file];
      if (!type) throw notFound();
      return c.body(new Uint8Array(await packageFile(file)), 200, { 'Content-Type': type });
    });
}
