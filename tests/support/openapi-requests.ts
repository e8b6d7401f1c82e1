// Requests built from GET /api/openapi.json the way a generated client would build them: each
// operation's path and query from its parameters' examples (or a value their schema allows), its
// JSON body from the documented example (or the smallest body the schema requires). Shared by the
// contract walk (contract-calls.test.ts) and the document's truth test (openapi.test.ts).
import { readResponse, type TestResponse } from './test-app.js';

export interface Schema {
  type?: string | string[];
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  items?: Schema;
  default?: unknown;
  format?: string;
  minimum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}
export interface DocumentedResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
export interface Operation {
  security?: Array<Record<string, unknown>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, DocumentedResponse>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, DocumentedResponse> };
}

export const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const SAMPLE_PASSWORD = 'correct horse battery staple';

/**
 * Well-formed bodies for the operations whose document gives no example of the whole body and whose
 * schema cannot say what makes one valid (an offered language and market, a status word, one of two
 * fields, two equal passwords): the walk's own examples, so a 400 VALIDATION to them is the
 * server's refusal of a valid request, not a guess of the walk's. (The three tools and their quotes
 * carry their examples in the document, which the walk prefers.)
 */
const WELL_FORMED_BODIES: Record<string, unknown> = {
  'put /api/admin/users/{id}/subscription': { tier: 'starter', status: 'active' },
  'post /api/lists/{id}/items': { researchId: SAMPLE_ID, ranks: [0] },
  'post /api/lists/{id}/items/remove': { ids: [SAMPLE_ID] },
  'post /api/auth/sign-up/email': { email: 'ada@example.com', password: SAMPLE_PASSWORD, confirmPassword: SAMPLE_PASSWORD, acceptTerms: true },
  'post /api/auth/request-password-reset': { email: 'ada@example.com', redirectTo: '/update-password' },
};

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
}

/** A value for a schema from its example, enum, default or type: the documented well-formed request. */
function sample(doc: OpenApiDocument, input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, input);
  if (!schema || depth > 6) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(doc, variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sample(doc, schema.properties?.[key], depth + 1);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'uuid' ? SAMPLE_ID : schema.format === 'email' ? 'ada@example.com' : 'running shoes';
  return undefined;
}

/** A parameter value as URL text: scalars as themselves, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

function buildPath(doc: OpenApiDocument, path: string, op: Operation, malformed: boolean): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value = asText(param?.example ?? sample(doc, param?.schema) ?? SAMPLE_ID);
    return encodeURIComponent(value.includes(' ') ? SAMPLE_ID : value);
  });
  const query = new URLSearchParams();
  for (const param of op.parameters ?? []) {
    if (param.in !== 'query') continue;
    const value = malformed ? '%%not-a-value%%' : (param.example ?? sample(doc, param.schema));
    if (value !== undefined && (param.required || param.example !== undefined || malformed)) query.set(param.name, asText(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** The operations of the document, in its order, with their method and path. */
export function operationsOf(doc: OpenApiDocument): Array<{ path: string; method: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
}

/** The well-formed (documented example) or malformed request of an operation. */
export function requestOf(doc: OpenApiDocument, method: string, path: string, op: Operation, malformed = false): { target: string; body: unknown } {
  const json = op.requestBody?.content['application/json'];
  const wellFormed = () => json?.example ?? WELL_FORMED_BODIES[`${method} ${path}`] ?? sample(doc, json?.schema);
  const body = json ? (malformed ? { unexpected: [1, { deep: true }] } : wellFormed()) : undefined;
  return { target: buildPath(doc, path, op, malformed), body };
}

/** A request the way a script sends it with a key: the Authorization header, no cookie, no Origin. */
export async function callWithKey(baseUrl: string, secret: string, method: string, target: string, body: unknown): Promise<TestResponse> {
  const res = await fetch(`${baseUrl}${target}`, {
    method,
    redirect: 'manual',
    headers: { Authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readResponse(res);
}
