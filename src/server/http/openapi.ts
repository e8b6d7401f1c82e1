// The router every /api feature is written with (decision 019): routes are declared once with
// @hono/zod-openapi's createRoute, which validates the request, types the handler's answer, feeds
// the OpenAPI document and, through the exported route type, types the browser's calls.
import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { errorBodySchema } from '../../shared/contract/common.js';
import { InvalidInputError } from '../domain/errors.js';
import { BODY_NOT_JSON } from './error-shape.js';
import { badRequest } from './errors.js';
import type { AppEnv } from './types.js';

const JSON_TYPE = /^application\/([\w.-]+\+)?json/i;

// A bad request is the same domain error a service throws for invalid input (one mapping: 400
// VALIDATION with the first problem's message and the field it is about, e.g. "locationCode" or
// "seeds.2"); a body sent as anything but JSON says so instead of naming a field.
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  if (result.target === 'json' && !JSON_TYPE.test(c.req.header('content-type') ?? '')) throw badRequest(BODY_NOT_JSON);
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  throw new InvalidInputError(issue?.message ?? 'Invalid request.', field);
};

export function createApiRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

/** A guard's refusal without a user, as the document says it (routes here and the derived security, openapi-security.ts). */
export const SIGN_IN_REFUSAL = 'Not signed in: no session cookie or API key (UNAUTHORIZED).';

/** The refusals any signed-in route may answer, for the document; add what a route adds. */
export const commonRefusals = {
  400: errorContent('The request is invalid; the message names the first problem.'),
  401: errorContent(SIGN_IN_REFUSAL),
  403: errorContent('Signed in without the permission this route needs.'),
  429: errorContent('Too many requests; Retry-After says when to try again.'),
} as const;

export const refusal = errorContent;

/**
 * A JSON body a route requires (required: without it the validator would skip a body-less
 * request), with a well-formed example for the document, its readers and the contract test.
 */
export function jsonBody<S>(schema: S, example?: unknown) {
  return { required: true, content: { 'application/json': example === undefined ? { schema } : { schema, example } } } as const;
}

export function jsonAnswer<S>(schema: S, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}
