// Small helpers the auth wrappers share: a strict JSON body read that leaves the request intact
// for better-auth, a relative-path check for the redirect fields, and the API's error answer.
import type { Context, Env, Input } from 'hono';
import { jsonError } from '../http/errors.js';

export const BODY_NOT_JSON = 'The request body must be a JSON object.';

export type JsonObject = Record<string, unknown>;

/**
 * The JSON object a request carries, read from a clone so the original can still be handed on;
 * an empty body counts as {}. Anything else (malformed JSON, an array, a form) is null.
 */
export async function readJsonObject<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>): Promise<JsonObject | null> {
  let text: string;
  try {
    text = await c.req.raw.clone().text();
  } catch {
    return null;
  }
  if (text.trim() === '') return {};
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as JsonObject) : null;
  } catch {
    return null;
  }
}

/** For handlers behind requireJsonBody: the body is known to be a JSON object. */
export async function readBody<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>): Promise<JsonObject> {
  return (await readJsonObject(c)) ?? {};
}

export const stringField = (body: JsonObject, key: string): string | undefined =>
  typeof body[key] === 'string' ? body[key] : undefined;

/** A same-site path such as /auth/update-password: never another origin, never //host. */
export function isRelativePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]{0,300}$/.test(value);
}

export const fail = <E extends Env, P extends string, I extends Input>(c: Context<E, P, I>, status: 400 | 403 | 404 | 415 | 429, message: string, code: string) =>
  jsonError(c, status, code, message);

/** A copy of a request with a new JSON body (headers kept, so Origin and cookies still count). */
export function withJsonBody(request: Request, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  // better-auth also reads form-encoded bodies; what it gets from here is always the JSON we checked.
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}
