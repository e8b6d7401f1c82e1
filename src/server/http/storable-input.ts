// The one check of what storage cannot hold (decision 038): before any route, better-auth's
// included, every string a request carries (path parameters, query parameters, JSON bodies, form
// and multipart text fields) is checked with the shared rule, and a NUL or a lone surrogate is a
// 400 VALIDATION naming its field, so no such string ever reaches a query.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { findUnstorable, UNSTORABLE_MESSAGES, unstorableReason, type UnstorableValue } from '../../shared/storable-text.js';
import { InvalidInputError } from '../domain/errors.js';
import { hasOwnBodyLimit } from './body-limit.js';
import { LIST_IMPORT_PATH } from './special-paths.js';
import type { AppEnv } from './types.js';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;

/**
 * Text fields read line by line, each line checked by its reader: a refused line is counted and
 * skipped as the import preview reports it, rather than the whole text refused.
 */
const LINE_CHECKED_FIELDS: Array<{ path: RegExp; field: string }> = [{ path: LIST_IMPORT_PATH, field: 'text' }];

/** Percent-decoding as Hono decodes a parameter: a run that is not UTF-8 stays as it was sent. */
function decodeSegment(segment: string): string {
  return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The path's parameter names by position, from the routes the path matched (`:id`, `{id}` alike). */
function parameterNames(c: Context, segmentCount: number): Map<number, string> {
  const names = new Map<number, string>();
  for (const route of matchedRoutes(c)) {
    const parts = route.path.split('/');
    if (parts.length !== segmentCount) continue;
    parts.forEach((part, i) => {
      const name = /^:(\w+)/.exec(part)?.[1];
      if (name && !names.has(i)) names.set(i, name);
    });
  }
  return names;
}

function pathProblem(c: Context): UnstorableValue | null {
  const url = new URL(c.req.url);
  const segments = url.pathname.split('/');
  const found = segments.findIndex((segment) => segment.includes('%') && unstorableReason(decodeSegment(segment)) !== null);
  if (found === -1) return null;
  return { field: parameterNames(c, segments.length).get(found) ?? 'path', reason: unstorableReason(decodeSegment(segments[found]!))! };
}

/**
 * The first bad name or value of flat fields (a query string, a form). A name is reported as sent
 * ("filter.words" is one field, not a path), a bad name as `whole`, since naming it would repeat
 * the character the answer refuses.
 */
function fieldsProblem(fields: Record<string, string[]>, whole: string): UnstorableValue | null {
  for (const [name, values] of Object.entries(fields)) {
    const nameReason = unstorableReason(name);
    if (nameReason !== null) return { field: whole, reason: nameReason };
    const reason = values.map(unstorableReason).find((r) => r !== null);
    if (reason) return { field: name, reason };
  }
  return null;
}

const queryProblem = (c: Context) => (c.req.url.includes('?') ? fieldsProblem(c.req.queries(), 'query') : null);

/** A JSON body, less the fields its route reads line by line; null when it is not JSON (the route says so). */
async function parsedJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const lineChecked = LINE_CHECKED_FIELDS.filter((entry) => entry.path.test(c.req.path)).map((entry) => entry.field);
  if (lineChecked.length === 0) return body;
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !(lineChecked.includes(key) && typeof value === 'string')));
}

/** The text fields of a form; a file part is bytes, never checked as text. Null when it does not parse. */
async function formFields(c: Context, multipart: boolean): Promise<Record<string, string[]> | null> {
  try {
    const form = multipart ? await c.req.raw.clone().formData() : new URLSearchParams(await c.req.raw.clone().text());
    const fields: Record<string, string[]> = {};
    form.forEach((value, name) => {
      if (typeof value === 'string') (fields[name] ??= []).push(value);
    });
    return fields;
  } catch {
    return null;
  }
}

async function bodyProblem(c: Context): Promise<UnstorableValue | null> {
  // A body is read only once the body limit has bounded it; the avatar upload's own limit comes
  // later, in its route, which reads only the file part.
  if (!c.req.raw.body || hasOwnBodyLimit(c.req.path)) return null;
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) return findUnstorable(await parsedJson(c));
  const isMultipart = MULTIPART_TYPE.test(type);
  if (!isMultipart && !FORM_TYPE.test(type)) return null;
  const fields = await formFields(c, isMultipart);
  return fields ? fieldsProblem(fields, 'body') : null;
}

export const storableInput = createMiddleware<AppEnv>(async (c, next) => {
  const problem = pathProblem(c) ?? queryProblem(c) ?? (await bodyProblem(c));
  if (problem) throw new InvalidInputError(UNSTORABLE_MESSAGES[problem.reason], problem.field);
  return next();
});
