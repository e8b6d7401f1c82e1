// The contract called, not only read (issue 15): every operation of GET /api/openapi.json is sent
// through the real HTTP app, as an admin, a user and anonymously, once with its documented
// examples (a well-formed request) and once with a malformed body or query. Whatever it answers
// must be a status the document declares for that operation (plus the few every /api route may
// answer: body limits, rate limits, unknown ids), never a 5xx, and a refusal always in the error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

interface Schema {
  type?: string | string[];
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
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
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** What any /api route may answer besides its own list: body limits, content type, rate limits. */
const ALWAYS_POSSIBLE = new Set(['413', '415', '429']);
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

let app: TestApp;
let doc: OpenApiDocument;
let callers: Array<{ name: string; client: TestClient }>;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: 'contract-admin@example.test' });
  doc = (await app.client().get<OpenApiDocument>('/api/openapi.json')).body;
  const user = await app.createUser();
  const admin = await app.createUser('contract-admin@example.test');
  callers = [
    { name: 'admin', client: admin },
    { name: 'user', client: user },
    { name: 'anonymous', client: app.client() },
  ];
});

afterAll(async () => {
  await app?.close();
});

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
}

/** A value for a schema from its example, enum, default or type: the documented well-formed request. */
function sample(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (!schema || depth > 6) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], depth + 1);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'uuid' ? SAMPLE_ID : 'running shoes';
  return undefined;
}

/** A parameter value as URL text: scalars as themselves, anything else as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

function buildPath(path: string, op: Operation, malformed: boolean): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value = asText(param?.example ?? sample(param?.schema) ?? SAMPLE_ID);
    return encodeURIComponent(value.includes(' ') ? SAMPLE_ID : value);
  });
  const query = new URLSearchParams();
  for (const param of op.parameters ?? []) {
    if (param.in !== 'query') continue;
    const value = malformed ? '%%not-a-value%%' : (param.example ?? sample(param.schema));
    if (value !== undefined && (param.required || param.example !== undefined || malformed)) query.set(param.name, asText(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function isErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

describe('every documented operation, called with its examples and malformed', () => {
  it('answers only declared statuses, never 5xx, and refuses in the error shape', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // Signing out or deleting the callers' own sessions would end the walk early.
        if (/sign-out|revoke|delete-user/.test(path) || (method === 'delete' && path.includes('/admin/users'))) continue;
        const json = op.requestBody?.content['application/json'];
        for (const malformed of [false, true]) {
          for (const { name, client } of callers) {
            const body = json ? (malformed ? { unexpected: [1, { deep: true }] } : (json.example ?? sample(json.schema))) : undefined;
            const target = buildPath(path, op, malformed);
            const res = await client.request(method.toUpperCase(), target, body);
            calls += 1;
            const status = String(res.status);
            const label = `${method.toUpperCase()} ${target} as ${name}${malformed ? ' (malformed)' : ''}: ${status}`;
            if (res.status >= 500) problems.push(`${label} — server error`);
            else if (!(status in op.responses) && !ALWAYS_POSSIBLE.has(status)) problems.push(`${label} — not declared (${Object.keys(op.responses).join(', ')})`);
            if (res.status >= 400 && res.status < 500 && (res.headers.get('content-type') ?? '').includes('json') && !isErrorShape(res.body)) {
              problems.push(`${label} — refusal not in the error shape`);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
