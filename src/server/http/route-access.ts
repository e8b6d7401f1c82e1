// What the access middleware enforce, read back from the app's route table for the API document
// (decision 063): each guard and the API key check are marked once where they are made, and an
// operation's security and refusals are derived from the marked middleware that really run before
// its handler, so the document cannot say other than the server does.

/** `signed-in`: needs a user (session or key); `browser-session`: needs a session, refuses keys; `api-key`: the key check (scope, rate). */
export type Enforcement = 'signed-in' | 'browser-session' | 'api-key';

const marks = new WeakMap<object, Enforcement>();

/** Marks `middleware` as enforcing `enforcement`; returns it unchanged. */
export function enforcing<T extends object>(enforcement: Enforcement, middleware: T): T {
  marks.set(middleware, enforcement);
  return middleware;
}

/** One entry of a Hono app's route table (`app.routes`): a middleware or handler, its method (or ALL) and path pattern. */
export interface RouteTableEntry {
  method: string;
  path: string;
  handler: unknown;
}

/** A Hono path pattern as a regular expression over paths in Hono's spelling (`:id` segments). */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    // A trailing /* also matches the path without it, as Hono's does (/api/profile/* covers /api/profile).
    .replace(/\/\.\*$/, '(?:/.*)?');
  return new RegExp(`^${source}$`);
}

/**
 * The enforcements that run for `method path` (the document's spelling, {id}): the marked entries
 * whose method and pattern match, registered before the operation's own handler (the last entry
 * with exactly its method and path; a middleware registered after it never runs, as for the health
 * probes before the key check).
 */
export function enforcementsFor(table: readonly RouteTableEntry[], method: string, path: string): Set<Enforcement> {
  const honoPath = path.replace(/\{(\w+)\}/g, ':$1');
  const verb = method.toUpperCase();
  let own = -1;
  table.forEach((entry, index) => {
    if (entry.method === verb && entry.path === honoPath) own = index;
  });
  const found = new Set<Enforcement>();
  table.forEach((entry, index) => {
    const enforcement = typeof entry.handler === 'function' ? marks.get(entry.handler) : undefined;
    if (!enforcement || (own >= 0 && index > own)) return;
    if ((entry.method === 'ALL' || entry.method === verb) && patternOf(entry.path).test(honoPath)) found.add(enforcement);
  });
  return found;
}
