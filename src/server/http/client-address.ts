// The client's address for per-address rate limits. TRUST_PROXY=0 (the default) uses the socket's
// peer and ignores X-Forwarded-For, which any client can write; TRUST_PROXY=N trusts N reverse
// proxies and takes the N-th address from the right of X-Forwarded-For (each proxy appends the
// peer it saw), so addresses a client prepended itself are never used.
import { isIP } from 'node:net';
import type { Context, Env, Input } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export function socketAddress<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function pickForwardedAddress(forwardedFor: string | undefined, trustProxy: number, socket: string): string {
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  // Fewer hops than trusted proxies: the leftmost one was still written by a trusted proxy.
  const candidate = hops[Math.max(0, hops.length - trustProxy)]!;
  return isIP(candidate) ? candidate : socket;
}

export function clientAddress<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>, trustProxy: number): string {
  return pickForwardedAddress(c.req.header('x-forwarded-for'), trustProxy, socketAddress(c));
}
