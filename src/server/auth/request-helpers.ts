// Small helpers the auth wrappers share: the caller's IP, a body read that leaves the request
// intact for better-auth, and an error answer shaped like better-auth's own ({ code, message }).
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Reads the JSON body from a clone, so the original can still be handed to better-auth. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const stringField = (body: Record<string, unknown>, key: string): string | undefined =>
  typeof body[key] === 'string' ? body[key] : undefined;

// better-auth's client reads `message` and `code`; the rest of our API reads `error`: send all.
export const fail = (c: Context, status: 400 | 429, message: string, code: string) =>
  c.json({ success: false, code, message, error: message }, status);

/** A copy of a request with a new JSON body (headers kept, so Origin and cookies still count). */
export function withJsonBody(request: Request, body: unknown): Request {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  // better-auth also reads form-encoded bodies; what it gets from here is always the JSON we checked.
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}
