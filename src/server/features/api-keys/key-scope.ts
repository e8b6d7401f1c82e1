// What an API key may reach (decision 021): the keyword tools and the competitor tools (decision 052), reading their results, the user's
// quota and the API's own document; a key of scope 'tools-and-lists' also its owner's saved lists
// and Search Console figures (decision 062). Everything else (account, sign-in, profile, billing changes, admin, key
// management, share links) is refused: deny by default, so a route added later is closed to keys
// until it is listed here.
import type { ApiKeyScope } from '../../../shared/contract/api-keys.js';

const READ_PREFIXES = ['/api/research', '/api/researches', '/api/serp', '/api/related', '/api/competitors'] as const;
const READ_ONLY_PATHS = ['/api/billing/subscription', '/api/openapi.json', '/api/markets', '/api/keyword-detail'] as const;
/** The tools' runs and cost quotes: the only writes a key may make. */
const COMPETITOR_TOOLS = ['/api/competitors/domain-keywords', '/api/competitors/discovery', '/api/competitors/gap'] as const;
const TOOL_WRITES = [
  '/api/research', '/api/research/quote', '/api/serp', '/api/serp/quote', '/api/related', '/api/related/quote',
  '/api/keyword-value', '/api/keyword-value/quote', '/api/keyword-detail/history', '/api/keyword-detail/history/quote',
  ...COMPETITOR_TOOLS.flatMap((tool) => [tool, `${tool}/quote`]),
] as const;
// Share links publish results to anyone holding the link: a leaked key must not be able to do
// that, nor read the tokens of the links the owner made (GET /api/researches/{id}/shares).
const SHARES = /^\/api\/researches\/[^/]+\/shares(?:\/|$)/;

// An idea tab's run and its quote: a keyword research tool of the research (decision 061).
const IDEA_TAB_WRITE = /^\/api\/researches\/[^/]+\/idea-tabs\/[^/]+(?:\/quote)?$/;

// The saved lists a 'tools-and-lists' key reaches: read them, create one, add, import (preview
// first), remove keywords, export, follow an import job. Renaming, deleting a whole list and its
// share links stay with the signed-in owner.
const LIST = '/api/lists/[^/]+';
const LIST_READS = [new RegExp(`^/api/lists$`), new RegExp(`^${LIST}(?:/items|/clusters|/export|/jobs/[^/]+)?$`)];
const LIST_WRITES = [new RegExp(`^/api/lists$`), new RegExp(`^${LIST}/(?:items|items/remove|import/preview|import|jobs/[^/]+/cancel)$`)];

// The Search Console figures a 'tools-and-lists' key reads, as the MCP tool does (decision 062):
// the properties, a property's queries and its opportunity views. Their "not tracked yet" view
// tells which keywords the saved lists hold, and the figures are the owner's own site data, not a
// tool's result: the wider scope. Uploads, deleting a property and the Google connection stay with
// the signed-in owner.
const SEARCH_CONSOLE_READS = [/^\/api\/search-console\/properties$/, /^\/api\/search-console\/properties\/[^/]+\/(?:queries|opportunities\/[^/]+)$/];

const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** `path` is the canonical path (the canonical-path middleware has refused any other spelling). */
export function isApiKeyRoute(method: string, path: string, scope: ApiKeyScope = 'tools'): boolean {
  if (SHARES.test(path)) return false;
  if (scope === 'tools-and-lists' && isListsScopeRoute(method, path)) return true;
  if (method === 'GET' || method === 'HEAD') {
    return READ_PREFIXES.some((p) => within(path, p)) || (READ_ONLY_PATHS as readonly string[]).includes(path);
  }
  if (method === 'POST') return (TOOL_WRITES as readonly string[]).includes(path) || IDEA_TAB_WRITE.test(path);
  return false;
}

/** A route of the saved lists or Search Console that a 'tools-and-lists' key reaches; a 'tools' key is refused it with its own message. */
export function isListsScopeRoute(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return [...LIST_READS, ...SEARCH_CONSOLE_READS].some((re) => re.test(path));
  if (method === 'POST') return LIST_WRITES.some((re) => re.test(path));
  return false;
}
