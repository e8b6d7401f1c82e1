// Does GET /api/openapi.json tell the truth? Read the way a generated client or an assistant reads
// it (never through the code that generates it), then checked against the running app: every
// operation is called anonymously, with an API key and with a session, and each answer is held
// against what the document declares (decision 063). Each disagreement is one misstatement:
// - anonymous: a 401 "please sign in" (UNAUTHORIZED) iff the operation declares security;
// - API key: a 403 API_KEY_NOT_ALLOWED iff the document says a key is refused there (its 403
//   names API_KEY_NOT_ALLOWED; where it declares security, that security lists no apiKey);
// - every answered status is declared, and every JSON answer validates (ajv) against the schema
//   declared for its status;
// - a query parameter declared required is required; a request value the document's body schema
//   accepts is not refused as invalid.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'; // OpenAPI 3.1's schemas are JSON Schema 2020-12.
import { callWithKey, operationsOf, requestOf, type DocumentedResponse, type OpenApiDocument, type Operation, type Schema } from './openapi-requests.js';
import type { TestApp, TestClient, TestResponse } from './test-app.js';

const DOCUMENT_ID = 'openapi.json';

/** Values the server refuses that a looser document would accept (the tools' fixed page sizes). */
const REFUSED_VALUES: Array<{ operation: string; field: string; value: unknown }> = [
  { operation: 'post /api/research', field: 'limit', value: 99 },
  { operation: 'post /api/related', field: 'limit', value: 50 },
];

/** Operations walked at once: the app answers several requests while the database works on one. */
const WALKERS = 6;

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

type Validate = (schema: Schema, value: unknown) => string | null;

/** ajv over the document's own components, so `#/components/...` references resolve as a client's would. */
function schemaValidator(doc: OpenApiDocument): Validate {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();
  return (schema, value) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`);
    let validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text) as object)));
    return validate(value) ? null : ajv.errorsText(validate.errors?.slice(0, 2));
  };
}

function responseOf(doc: OpenApiDocument, op: Operation, status: string): DocumentedResponse | undefined {
  const response = op.responses[status];
  if (!response?.$ref) return response;
  return doc.components?.responses?.[response.$ref.replace('#/components/responses/', '')];
}

const errorCode = (body: unknown): unknown => (body as { error?: { code?: unknown } } | null)?.error?.code;

/** Security a caller must present: a non-empty list without the empty ("none needed") requirement. */
const declaresSecurity = (op: Operation) => (op.security ?? []).length > 0 && !(op.security ?? []).some((r) => Object.keys(r).length === 0);

/** The document's word that an API key is refused: its 403 names the code, and any security it declares lists no apiKey. */
function documentRefusesKey(doc: OpenApiDocument, op: Operation): { refused: boolean; inconsistent: boolean } {
  const refused = /API_KEY_NOT_ALLOWED/.test(responseOf(doc, op, '403')?.description ?? '');
  const keyInSecurity = (op.security ?? []).some((requirement) => 'apiKey' in requirement);
  return { refused, inconsistent: declaresSecurity(op) && keyInSecurity === refused };
}

/** What is wrong with one answer: a status not declared, or a JSON body not matching its declared schema. */
function answerProblems(doc: OpenApiDocument, validate: Validate, label: string, op: Operation, res: TestResponse): string[] {
  const status = String(res.status);
  const declared = responseOf(doc, op, status);
  if (!declared) return [`${label}: ${status} not declared (${Object.keys(op.responses).join(', ')})`];
  // A redirect's word is its Location; only other JSON answers have a body to hold to a schema.
  if (res.status >= 300 && res.status < 400) return [];
  if (!(res.headers.get('content-type') ?? '').includes('json')) return [];
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return [`${label}: a JSON ${status} the document gives no JSON schema for`];
  const wrong = validate(schema, res.body);
  return wrong ? [`${label}: the ${status} body does not match its schema: ${wrong}`] : [];
}

/** The body of `operation` with one field changed, when its documented body is an object. */
function withField(body: unknown, field: string, value: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null ? { ...(body as Record<string, unknown>), [field]: value } : null;
}

export interface TruthWalk {
  /** A signed-in user (their session is never ended by the walk). */
  session: TestClient;
  /** An API key of that user. */
  keySecret: string;
}

export async function documentMisstatements(app: TestApp, doc: OpenApiDocument, walk: TruthWalk): Promise<{ calls: number; misstatements: string[] }> {
  const validate = schemaValidator(doc);
  // A fresh cookie jar for each anonymous call: no answer can sign the next call in.
  const anonymous = () => app.client();
  const misstatements: string[] = [];
  let calls = 0;
  const walkOne = async ({ path, method, op }: { path: string; method: string; op: Operation }) => {
    const name = `${method.toUpperCase()} ${path}`;
    const { target, body } = requestOf(doc, method, path, op);
    const verb = method.toUpperCase();

    const anon = await anonymous().request(verb, target, body);
    const askedToSignIn = anon.status === 401 && errorCode(anon.body) === 'UNAUTHORIZED';
    if (askedToSignIn !== declaresSecurity(op)) {
      misstatements.push(`${name}: ${declaresSecurity(op) ? 'declares security, but answers' : 'declares no security, but answers'} ${anon.status} without credentials`);
    }
    misstatements.push(...answerProblems(doc, validate, `${name} anonymously`, op, anon));

    const keyed = await callWithKey(app.url, walk.keySecret, verb, target, body);
    const keyRefused = keyed.status === 403 && errorCode(keyed.body) === 'API_KEY_NOT_ALLOWED';
    const word = documentRefusesKey(doc, op);
    if (word.inconsistent) misstatements.push(`${name}: its security and its 403 disagree on whether an API key may call it`);
    if (keyRefused !== word.refused) {
      misstatements.push(`${name}: ${word.refused ? 'says an API key is refused, but a key gets' : 'does not declare the 403 a key gets'} (${keyed.status})`);
    }
    misstatements.push(...answerProblems(doc, validate, `${name} with an API key`, op, keyed));

    // Signed in, where the key could not go (elsewhere the key's call answered as the session
    // would); the auth endpoints would end or replace the walk's session: their anonymous call covers them.
    const signedIn = !keyRefused || path.startsWith('/api/auth/') ? null : await walk.session.request(verb, target, body);
    if (signedIn) misstatements.push(...answerProblems(doc, validate, `${name} signed in`, op, signedIn));
    calls += signedIn ? 3 : 2;

    const caller = path.startsWith('/api/auth/') ? anonymous() : walk.session;
    // A path parameter outside its declared values: whatever the app answers must be declared.
    for (const param of (op.parameters ?? []).filter((p) => p.in === 'path' && p.schema?.enum)) {
      const outside = requestOf(doc, method, path.replace(`{${param.name}}`, 'not-a-value'), op);
      const res = await caller.request(verb, outside.target, outside.body);
      calls += 1;
      misstatements.push(...answerProblems(doc, validate, `${name} with ${param.name} outside its values`, op, res));
    }
    for (const param of (op.parameters ?? []).filter((p) => p.in === 'query' && p.required)) {
      const without = new URL(target, app.url);
      without.searchParams.delete(param.name);
      const res = await caller.request(verb, `${without.pathname}${without.search}`, body);
      calls += 1;
      if (res.status < 300) misstatements.push(`${name}: declares the query parameter ${param.name} required, but answers ${res.status} without it`);
    }
  };
  // The reads first, all on the fresh user's empty state, then the writes: the same answers each run.
  const operations = operationsOf(doc);
  await inParallel(operations.filter(({ method }) => method === 'get'), WALKERS, walkOne);
  await inParallel(operations.filter(({ method }) => method !== 'get'), WALKERS, walkOne);

  for (const { operation, field, value } of REFUSED_VALUES) {
    const [method = '', path = ''] = operation.split(' ');
    const op = doc.paths[path]?.[method];
    const schema = op?.requestBody?.content['application/json']?.schema;
    if (!op || !schema) {
      misstatements.push(`${operation}: not in the document with a JSON body`);
      continue;
    }
    const probe = withField(requestOf(doc, method, path, op).body, field, value);
    if (!probe || validate(schema, probe) !== null) continue; // The document already refuses it.
    const res = await walk.session.request(method.toUpperCase(), path, probe);
    calls += 1;
    if (res.status === 400) misstatements.push(`${operation}: the document accepts ${field} ${JSON.stringify(value)}, the app refuses it`);
  }
  return { calls, misstatements: misstatements.sort() };
}
