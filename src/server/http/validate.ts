// Reads and validates a JSON body or query with a shared zod schema; a bad one is a 400 with the
// first problem's message, before any service runs.
import type { Context } from 'hono';
import type { z } from 'zod';
import { BODY_NOT_JSON } from './error-shape.js';
import { badRequest } from './errors.js';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(BODY_NOT_JSON);
  }
  return parseWith(schema, body);
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? 'Invalid request.', 'VALIDATION');
  }
  return parsed.data;
}
