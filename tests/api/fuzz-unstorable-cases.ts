// The requests of the fuzz suite's unstorable-input run (decision 038): for every route (the
// OpenAPI document's operations, plus the fuzz's own route list for what the document leaves
// out), one request per input (path parameter, query parameter, top-level body field, an element
// of an array field, and an undeclared query parameter and body field) carrying a NUL, a lone
// high or a lone low surrogate inside seeded text, with what the answer must be.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

export type UnstorableKind = 'nul' | 'high-surrogate' | 'low-surrogate';

export interface UnstorableCase {
  method: string;
  /** The route as declared (`{id}` for a path parameter). */
  path: string;
  url: string;
  where: 'path' | 'query' | 'body' | 'form';
  name: string;
  kind: UnstorableKind;
  body?: string | FormData;
  contentType?: string;
  /** The field the refusal must name. */
  field: string;
  /**
   * refused: 400 VALIDATION naming `field`. passed-on: a URL cannot carry a lone surrogate (it
   * is sent as its WTF-8 bytes, which never decode to one), an import's text is checked line by
   * line, and the avatar upload reads only its file part: never a 5xx, never refused as a whole.
   */
  expect: 'refused' | 'passed-on';
  /** Sent without the session (signing out would end the session the run uses). */
  anonymous: boolean;
}

interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
}

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

interface FuzzRoute {
  method: string;
  path: string;
  fields?: string[];
  query?: string[];
  anonymousOnly?: boolean;
}

const BAD: Record<UnstorableKind, string> = { nul: '\u0000', 'high-surrogate': '\ud800', 'low-surrogate': '\udc00' };
const KINDS = Object.keys(BAD) as UnstorableKind[];

/** How a lone surrogate reaches a URL: its WTF-8 bytes (encodeURIComponent refuses it). */
const URL_FORM: Record<UnstorableKind, string> = { nul: '%00', 'high-surrogate': '%ED%A0%80', 'low-surrogate': '%ED%B0%80' };

/** Not in the OpenAPI document, but a route with named parameters all the same. */
const AVATAR_FILES = '/avatars/{userId}/{fileName}';
const LINE_CHECKED = [{ path: /^\/api\/lists\/\{id\}\/import(\/preview)?$/, field: 'text' }];

function resolve(schema: SchemaObject | undefined, document: OpenApiDocument): SchemaObject {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 10; i++) current = document.components?.schemas?.[current.$ref.split('/').pop() ?? ''] ?? {};
  return current;
}

function propertiesOf(schema: SchemaObject | undefined, document: OpenApiDocument): Record<string, SchemaObject> {
  const resolved = resolve(schema, document);
  const parts = [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  return Object.assign({}, ...parts.map((part) => propertiesOf(part, document)), resolved.properties ?? {}) as Record<string, SchemaObject>;
}

const isArray = (schema: SchemaObject, document: OpenApiDocument) => {
  const type = resolve(schema, document).type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
};

interface RouteInputs {
  method: string;
  path: string;
  params: string[];
  query: Set<string>;
  body: Map<string, boolean>;
  multipart: boolean;
  documented: boolean;
  anonymous: boolean;
}

function routesOf(document: OpenApiDocument, extra: FuzzRoute[]): RouteInputs[] {
  const routes = new Map<string, RouteInputs>();
  const entry = (method: string, path: string, documented: boolean) => {
    const key = `${method} ${path}`;
    const found = routes.get(key) ?? { method, path, params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!), query: new Set(), body: new Map(), multipart: false, documented, anonymous: false };
    routes.set(key, found);
    return found;
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = entry(method.toUpperCase(), path, true);
      for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') route.query.add(parameter.name);
      const content = operation.requestBody?.content ?? {};
      route.multipart = 'multipart/form-data' in content && !('application/json' in content);
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      for (const [name, property] of Object.entries(propertiesOf(schema, document))) route.body.set(name, isArray(property, document));
    }
  }
  for (const fuzzRoute of extra) {
    const path = fuzzRoute.path.replace(/:(\w+)/g, '{$1}');
    const route = routes.get(`${fuzzRoute.method} ${path}`) ?? entry(fuzzRoute.method, path, path === AVATAR_FILES);
    route.anonymous ||= fuzzRoute.anonymousOnly === true;
    for (const name of fuzzRoute.query ?? []) route.query.add(name);
    for (const name of fuzzRoute.fields ?? []) if (!route.body.has(name)) route.body.set(name, false);
  }
  return [...routes.values()];
}

/** Seeded printable text around the bad character, so it is not always alone or at the start. */
function carriers(seed: number, count: number): Array<[string, string]> {
  const side = fc.string({ maxLength: 12 });
  return fc.sample(fc.tuple(side, side), { seed, numRuns: count });
}

export function unstorableCases(document: OpenApiDocument, extra: FuzzRoute[], seed: number): UnstorableCase[] {
  const cases: UnstorableCase[] = [];
  const routes = routesOf(document, extra);
  const texts = carriers(seed, 4096);
  let t = 0;
  const carrier = (kind: UnstorableKind) => {
    const [before, after] = texts[t++ % texts.length]!;
    // A slash or backslash, even encoded, makes another path (404 before any check): left out of URLs.
    const inUrl = (text: string) => encodeURIComponent(text.replace(/[/\\]/g, '-'));
    return { text: `${before}${BAD[kind]}${after}`, url: `${inUrl(before)}${URL_FORM[kind]}${inUrl(after)}` };
  };

  for (const route of routes) {
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || route.body.size > 0;
    // A parameter is named where a route declares it; elsewhere the check names the path.
    const paramField = (name: string) => (route.documented ? name : 'path');
    const urlWith = (params: Record<string, string>, query = '') =>
      `${route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? randomUUID())}${query ? `?${query}` : ''}`;
    const isLineChecked = (name: string) => LINE_CHECKED.some((entry) => entry.path.test(route.path) && entry.field === name);
    const isOwnBody = route.path === '/api/profile/avatar';
    const jsonBody = (fields: Record<string, unknown>) => ({ body: JSON.stringify(fields), contentType: 'application/json' });

    for (const kind of KINDS) {
      const urlRefused = kind === 'nul' ? ('refused' as const) : ('passed-on' as const);
      const base = { method: route.method, path: route.path, kind, anonymous: route.anonymous };
      const emptyBody = hasBody ? jsonBody({}) : {};
      for (const name of route.params) {
        const { url } = carrier(kind);
        cases.push({ ...base, ...emptyBody, url: urlWith({ [name]: url }), where: 'path', name, field: paramField(name), expect: urlRefused });
      }
      for (const name of [...route.query, 'q']) {
        const { url } = carrier(kind);
        cases.push({ ...base, ...emptyBody, url: urlWith({}, `${name}=${url}`), where: 'query', name, field: name, expect: urlRefused });
      }
      if (!hasBody) continue;
      for (const [name, array] of [...route.body, ['x', false] as const]) {
        const { text } = carrier(kind);
        const expect = isOwnBody || isLineChecked(name) ? ('passed-on' as const) : ('refused' as const);
        if (route.multipart) {
          const form = new FormData();
          form.set(name, text);
          cases.push({ ...base, url: urlWith({}), where: 'form', name, body: form, field: name, expect });
          continue;
        }
        cases.push({ ...base, ...jsonBody({ [name]: text }), url: urlWith({}), where: 'body', name, field: name, expect });
        if (array) cases.push({ ...base, ...jsonBody({ [name]: ['seo tools', text] }), url: urlWith({}), where: 'body', name: `${name}.1`, field: `${name}.1`, expect });
      }
    }
  }
  return cases;
}
