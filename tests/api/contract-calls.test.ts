// The contract called, not only read: every operation of GET /api/openapi.json is sent
// through the real HTTP app, as an admin, a user and anonymously, once with its documented
// examples (a well-formed request) and once with a malformed body or query. Whatever it answers
// must be a status the document declares for that operation (plus the few every /api route may
// answer: body limits, rate limits, unknown ids), never a 5xx, and a refusal always in the error shape.
// A documented example is never refused as invalid (400 VALIDATION); every JSON success matches the
// zod schema the route declares for that status, every refusal the error shape. A second walk calls
// every operation with an API key (`Authorization: Bearer`, no cookie), a user's and an admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsRoutes } from '../../src/server/api-docs.js';
import { authApiDescription } from '../../src/server/auth/openapi.js';
import { featureApiRoutes } from '../../src/server/features/index.js';
import { healthRoutes } from '../../src/server/observability/routes.js';
import { openApiDocumentRoutes } from '../../src/server/openapi-document.js';
import { errorBodySchema } from '../../src/shared/contract/common.js';
import { callWithKey, operationsOf, requestOf, type OpenApiDocument, type Operation } from '../support/openapi-requests.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

/** What any /api route may answer besides its own list: body limits, content type, rate limits. */
const ALWAYS_POSSIBLE = new Set(['413', '415', '429']);
/** The codes of a request refused for its form (the validation hook's, the auth routes' and better-auth's). */
const VALIDATION_CODES = new Set(['VALIDATION', 'VALIDATION_ERROR']);

/** The part of a zod schema the walk uses: parsing an answer's body. */
interface BodySchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}
/** A route as the routers' OpenAPI registries hold it: its answers' zod schemas per status. */
interface RegisteredRoute {
  method: string;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
}

let app: TestApp;
let doc: OpenApiDocument;
let callers: Array<{ name: string; client: TestClient }>;
let keys: Array<{ name: string; secret: string }>;
/** `get /api/researches/{id}` -> the zod schemas of its JSON answers, by status. */
let answerSchemas: Map<string, Map<string, BodySchema>>;

const isBodySchema = (value: unknown): value is BodySchema => typeof (value as Partial<BodySchema> | null)?.safeParse === 'function';

/**
 * The zod schemas every route declares for its JSON answers, read from the registries of the same
 * routers the app joins into its document (app.ts). A feature route is registered under its path
 * below /api (the router's base path is added when the document is generated).
 */
function readAnswerSchemas(test: TestApp): Map<string, Map<string, BodySchema>> {
  const routers = [healthRoutes(test.deps), featureApiRoutes(test.deps), apiDocsRoutes(), authApiDescription(), openApiDocumentRoutes([], 'test', () => [])];
  const found = new Map<string, Map<string, BodySchema>>();
  for (const router of routers) {
    for (const definition of router.openAPIRegistry.definitions) {
      if (definition.type !== 'route') continue;
      const route = definition.route as unknown as RegisteredRoute;
      const byStatus = new Map<string, BodySchema>();
      for (const [status, answer] of Object.entries(route.responses)) {
        const schema = answer?.content?.['application/json']?.schema;
        if (isBodySchema(schema)) byStatus.set(status, schema);
      }
      found.set(`${route.method} ${route.path}`, byStatus);
    }
  }
  return found;
}

/** The declared JSON schemas of a document operation (its path with or without the /api base). */
function schemasOf(method: string, path: string): Map<string, BodySchema> | undefined {
  return answerSchemas.get(`${method} ${path}`) ?? answerSchemas.get(`${method} ${path.replace(/^\/api(?=\/)/, '')}`);
}

beforeAll(async () => {
  // The key walk sends a few hundred requests with each key: far above a script's rate.
  app = await startTestApp({ ADMIN_EMAILS: 'contract-admin@example.test', API_KEY_RATE_LIMIT: '100000' });
  doc = (await app.client().get<OpenApiDocument>('/api/openapi.json')).body;
  answerSchemas = readAnswerSchemas(app);
  const user = await app.createUser();
  const admin = await app.createUser('contract-admin@example.test');
  callers = [
    { name: 'admin', client: admin },
    { name: 'user', client: user },
    { name: 'anonymous', client: app.client() },
  ];
  keys = [];
  for (const [name, client] of [
    ['user', user],
    ['admin', admin],
  ] as const) {
    // The widest scope, the one the document describes (a lists key also reaches the saved lists, decision 062).
    const made = await client.post<{ secret: string }>('/api/api-keys', { name: `contract walk (${name})`, scope: 'tools-and-lists' });
    if (made.status !== 201) throw new Error(`key for ${name}: ${made.status} ${JSON.stringify(made.body)}`);
    keys.push({ name: `${name}'s API key`, secret: made.body.secret });
  }
});

afterAll(async () => {
  await app?.close();
});

function isErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

const errorCode = (body: unknown): unknown => (body as { error?: { code?: unknown } } | null)?.error?.code;

/** The first few problems zod finds in a body, as `path: message`. */
function schemaProblems(schema: BodySchema, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return (parsed.error?.issues ?? [])
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

const operations = () => operationsOf(doc);

/** Whether the document lets an API key call the operation (its security lists the apiKey scheme). */
const keyMayCall = (op: Operation) => (op.security ?? []).some((requirement) => 'apiKey' in requirement);

/**
 * What is wrong with one answer, if anything: an undeclared status or a 5xx; a well-formed request
 * refused as invalid; a JSON success not matching its declared schema; a refusal not in the error
 * shape (the declared schema of that status, or the Error schema for the statuses any route may answer).
 */
function checkAnswer(label: string, method: string, path: string, op: Operation, malformed: boolean, res: TestResponse): string[] {
  const problems: string[] = [];
  const status = String(res.status);
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (res.status >= 500) problems.push(`${label} — server error ${JSON.stringify(res.body).slice(0, 200)}`);
  else if (!(status in op.responses) && !ALWAYS_POSSIBLE.has(status)) problems.push(`${label} — not declared (${Object.keys(op.responses).join(', ')})`);
  if (!malformed && res.status === 400 && VALIDATION_CODES.has(String(errorCode(res.body)))) {
    problems.push(`${label} — the documented example refused as invalid: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  if (res.status >= 400 && res.status < 500 && isJson && !isErrorShape(res.body)) problems.push(`${label} — refusal not in the error shape`);
  if (res.status >= 500 || !isJson) return problems;
  const declared = schemasOf(method, path)?.get(status);
  if (res.status >= 200 && res.status < 300) {
    if (!declared) problems.push(`${label} — a JSON answer the route declares no JSON schema for`);
    else {
      const wrong = schemaProblems(declared, res.body);
      if (wrong) problems.push(`${label} — body does not match the declared schema: ${wrong}`);
    }
  } else if (res.status >= 400) {
    const wrong = schemaProblems(declared ?? errorBodySchema, res.body);
    if (wrong) problems.push(`${label} — refusal does not match the ${declared ? 'declared' : 'Error'} schema: ${wrong}`);
  }
  return problems;
}

describe('every documented operation, called with its examples and malformed', () => {
  it('answers only declared statuses, never 5xx, its examples as valid, and in its declared shapes', async () => {
    const problems: string[] = [];
    let calls = 0;
    let checkedBodies = 0;
    for (const { path, method, op } of operations()) {
      // Signing out or deleting the callers' own sessions would end the walk early.
      if (/sign-out|revoke|delete-user/.test(path) || (method === 'delete' && path.includes('/admin/users'))) continue;
      for (const malformed of [false, true]) {
        for (const { name, client } of callers) {
          const { target, body } = requestOf(doc, method, path, op, malformed);
          const res = await client.request(method.toUpperCase(), target, body);
          calls += 1;
          if (res.status >= 200 && res.status < 300 && schemasOf(method, path)?.has(String(res.status))) checkedBodies += 1;
          const label = `${method.toUpperCase()} ${target} as ${name}${malformed ? ' (malformed)' : ''}: ${res.status}`;
          problems.push(...checkAnswer(label, method, path, op, malformed, res));
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    // The walk reaches real successes, not only refusals.
    expect(checkedBodies).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('knows the declared answer schemas of every documented operation', () => {
    const missing = operations()
      .filter(({ method, path }) => !schemasOf(method, path))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('with an API key: only the statuses declared for each operation (or 403 off the key scope), never 5xx, in the declared shapes', async () => {
    const problems: string[] = [];
    let calls = 0;
    let succeeded = 0;
    for (const { path, method, op } of operations()) {
      for (const malformed of [false, true]) {
        for (const key of keys) {
          const { target, body } = requestOf(doc, method, path, op, malformed);
          const res = await callWithKey(app.url, key.secret, method.toUpperCase(), target, body);
          calls += 1;
          if (res.status < 300) succeeded += 1;
          const label = `${method.toUpperCase()} ${target} with the ${key.name}${malformed ? ' (malformed)' : ''}: ${res.status}`;
          // Off the key's scope the apiKey scheme's own description declares a 403 for every
          // operation, declared there or not (in the error shape); anything else must be declared.
          if (!keyMayCall(op) && res.status === 403) {
            const wrong = schemaProblems(errorBodySchema, res.body);
            if (wrong) problems.push(`${label} — refusal does not match the Error schema: ${wrong}`);
            // Refused by the key scope itself, not by the route after letting the key in.
            else if (errorCode(res.body) !== 'API_KEY_NOT_ALLOWED') problems.push(`${label} — refused with ${String(errorCode(res.body))}, not API_KEY_NOT_ALLOWED`);
          } else problems.push(...checkAnswer(label, method, path, op, malformed, res));
          if (keyMayCall(op) && res.status === 403 && errorCode(res.body) === 'API_KEY_NOT_ALLOWED') problems.push(`${label} — the document lets a key call it`);
          // Never signed in through a key: no session cookie comes back.
          if (res.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))) problems.push(`${label} — set a session cookie`);
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    // The key does reach the tools and their reads.
    expect(succeeded).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
