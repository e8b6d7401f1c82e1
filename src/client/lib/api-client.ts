// The typed API client (decision 019): Hono's `hc` over the server's declared routes, so every
// call's input and answer are typed from the same zod schemas the server validates with. Only the
// route type crosses from the server (a type import, erased from the bundle).
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '../../server/api-type';
import { ApiRequestError, NO_RESPONSE_MESSAGE, readApiFailure } from './api';

const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const api = hc<ApiRoutes>(origin, { init: { credentials: 'same-origin' } }).api;

/** The answer of a call when it succeeds: the 2xx members of the route's declared answers. */
export type SuccessBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a typed call and answers its success body; a refusal throws ApiRequestError with the server's message. */
export async function unwrap<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, NO_RESPONSE_MESSAGE, 'NO_RESPONSE');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = readApiFailure(body);
    throw new ApiRequestError(response.status, failure.message ?? `Request failed (${response.status}).`, failure.code, body);
  }
  return body as SuccessBody<R>; // the server's declared answer for a 2xx status (checked by its route's types)
}
