// The client's address for per-address rate limits. TRUST_PROXY=0 (the default) uses the socket's
// peer and ignores X-Forwarded-For, which any client can write; TRUST_PROXY=N trusts N reverse
// proxies and takes the N-th address from the right of X-Forwarded-For (each proxy appends the
// peer it saw), so addresses a client prepended itself are never used.
// Limits count an address group (decision 037): an IPv4 address, or an IPv6 /64, since one
// subscriber usually holds a whole /64 and could otherwise be 2^64 clients.
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

/** Eight 16-bit groups of an IPv6 address (isIP already said it is one), zone removed. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const parts = (text: string | undefined): number[] => {
    if (!text) return [];
    return text.split(':').flatMap((part) => {
      if (!part.includes('.')) return [Number.parseInt(part, 16)];
      // A trailing dotted IPv4 address is the last 32 bits.
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (::ffff:a.b.c.d, what a dual-stack socket reports) as that IPv4 address, any other IPv6 address as
 * its /64 network ("2001:db8:0:1::/64"); anything else ('unknown') as it is.
 */
export function addressGroup(address: string): string {
  const version = isIP(address.split('%')[0] ?? '');
  if (version !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The key per-address rate limits count the client under (its address group). */
export function clientLimitKey<E extends Env, P extends string, I extends Input>(c: Context<E, P, I>, trustProxy: number): string {
  return addressGroup(clientAddress(c, trustProxy));
}
