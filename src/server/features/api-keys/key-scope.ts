// What an API key may reach (decision 021): the three tools, reading their results, the user's
// quota and the API's own document. Everything else (account, sign-in, profile, billing changes,
// admin, key management) is refused: deny by default, so a route added later is closed to keys
// until it is listed here.
const TOOL_PREFIXES = ['/api/research', '/api/researches', '/api/serp', '/api/related'] as const;
const READ_ONLY_PATHS = ['/api/billing/subscription', '/api/openapi.json', '/api/markets'] as const;

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `path` is the canonical path (the canonical-path middleware has refused any other spelling). */
export function isApiKeyRoute(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') {
    return TOOL_PREFIXES.some((p) => within(path, p)) || (READ_ONLY_PATHS as readonly string[]).includes(path);
  }
  if (method === 'POST') return TOOL_PREFIXES.some((p) => within(path, p));
  return false;
}
