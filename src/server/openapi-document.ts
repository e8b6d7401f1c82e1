// GET /api/openapi.json: the OpenAPI 3.1 document of every /api route, generated from the same
// schemas that validate requests. The routes live on several routers (the features under /api,
// the health probes before the session middleware, better-auth's described endpoints), so each
// router's document is generated and the paths and components are joined into one.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { OPENAPI_DOCUMENT_PATH } from './api-docs.js';
import { API_KEY_USAGE, withAccess } from './features/api-keys/index.js';
import { createApiRouter, jsonAnswer } from './http/openapi.js';
import type { RouteTableEntry } from './http/route-access.js';
import type { AppEnv } from './http/types.js';

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type Components = NonNullable<OpenApiDocument['components']>;

const INFO = {
  title: 'KeywordLens API',
  description:
    'Keyword research, SERP analysis and related keywords over the DataForSEO data provider. ' +
    'Every refusal answers { error: { code, message } }.\n\n' +
    API_KEY_USAGE,
};

function joinComponents(into: Components, from: Components | undefined): Components {
  const joined: Record<string, unknown> = { ...into };
  for (const [kind, entries] of Object.entries(from ?? {})) {
    joined[kind] = { ...(joined[kind] as object | undefined), ...(entries as object) };
  }
  return joined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Any route may fail on our side: a 500 in the error shape (error-shape.ts), said once and referred to. */
const SERVER_FAULT = 'ServerFault';

function withServerFault(paths: OpenApiDocument['paths']): OpenApiDocument['paths'] {
  const answered: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(paths ?? {})) {
    const next = { ...item };
    for (const method of METHODS) {
      const operation = next[method];
      if (operation) next[method] = { ...operation, responses: { ...operation.responses, 500: { $ref: `#/components/responses/${SERVER_FAULT}` } } };
    }
    answered[path] = next;
  }
  return answered;
}

/**
 * The generator (zod-to-openapi) writes a nullable reference, e.g. `analysis: serpAnalysisSchema.nullable()`,
 * as `allOf: [{ $ref }, { type: ['object', 'null'] }]`, which no null satisfies (the reference is an
 * object); what the server answers is the reference or null: `anyOf: [{ $ref }, { type: 'null' }]`.
 */
function withNullableReferences<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withNullableReferences(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withNullableReferences(inner)] as const);
  const node = Object.fromEntries(entries) as Record<string, unknown>;
  const parts = node['allOf'];
  if (Array.isArray(parts) && parts.length === 2) {
    const [reference, nullable] = parts as Array<{ $ref?: string; type?: unknown }>;
    const types = nullable?.type;
    if (reference?.$ref && Object.keys(nullable ?? {}).length === 1 && Array.isArray(types) && types.length === 2 && types.includes('null')) {
      const { allOf: _replaced, ...rest } = node;
      return { ...rest, anyOf: [reference, { type: 'null' }] } as T;
    }
  }
  return node as T;
}

/**
 * Left out of the document for now: with the rank-tracking projects' operations in it, Swagger UI
 * 5.35 stops drawing the reference after its third group (no error is logged; any one of the
 * projects' paths alone draws, any two stop it; the cause is not found yet). The routes work and are
 * tested (tests/api/projects.test.ts); they return to the document once the reference draws them.
 */
const UNRENDERED_PATH_PREFIXES = ['/api/projects'];

/** Whether a served path is left out of the document (above). */
export const isLeftOutOfDocument = (path: string): boolean => UNRENDERED_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

function withoutUnrenderedPaths(paths: OpenApiDocument['paths']): OpenApiDocument['paths'] {
  return Object.fromEntries(Object.entries(paths ?? {}).filter(([path]) => !isLeftOutOfDocument(path)));
}

function buildOpenApiDocument(routers: ReadonlyArray<OpenAPIHono<AppEnv>>, version: string, table: readonly RouteTableEntry[]): OpenApiDocument {
  const config = { openapi: '3.1.0', info: { ...INFO, version } };
  const documents = routers.map((router) => router.getOpenAPI31Document(config));
  const components = documents.reduce<Components>((joined, d) => joinComponents(joined, d.components), {});
  // Security and the access refusals are added after generation, from the middleware that run
  // before each route in the serving app (route-access.ts) and the key scope (key-scope.ts).
  const document = withAccess({
    ...config,
    tags: [...new Map(documents.flatMap((d) => d.tags ?? []).map((tag) => [tag.name, tag])).values()],
    paths: withServerFault(withoutUnrenderedPaths(documents.reduce<OpenApiDocument['paths']>((joined, d) => ({ ...joined, ...d.paths }), {}))),
    components: {
      ...components,
      responses: {
        ...components.responses,
        [SERVER_FAULT]: {
          description: 'Something went wrong on our side (logged); the message asks to try again.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  }, table);
  return withNullableReferences(document);
}

const documentRoute = createRoute({
  method: 'get',
  path: OPENAPI_DOCUMENT_PATH,
  tags: ['Documentation'],
  summary: 'This OpenAPI 3.1 document',
  responses: {
    200: jsonAnswer(
      z.looseObject({
        openapi: z.literal('3.1.0'),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.looseObject({})),
      }),
      'The document.',
    ),
  },
});

/**
 * Serves the joined document, itself included; it is built on the first request and kept (the
 * routes never change while the server runs). `routeTable` reads the serving app's route table
 * (Hono's `app.routes`), complete by the first request.
 */
export function openApiDocumentRoutes(routers: ReadonlyArray<OpenAPIHono<AppEnv>>, version: string, routeTable: () => readonly RouteTableEntry[]) {
  const app = createApiRouter();
  app.openAPIRegistry.registerPath(documentRoute);
  let document: OpenApiDocument | undefined;
  app.get(OPENAPI_DOCUMENT_PATH, (c) => c.json((document ??= buildOpenApiDocument([...routers, app], version, routeTable()))));
  return app;
}
