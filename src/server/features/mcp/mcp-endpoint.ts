// The MCP endpoint (decision 062): Streamable HTTP at /mcp on the app itself, stateless — a fresh
// server and transport per request, plain JSON answers — authenticated with the API keys: the
// same key check, rate limit (one hit per request) and last-used stamp as the REST API, the key's
// scope choosing which tools are offered. Only the SDK's web-standard transport is imported, so
// the bundled server carries no Express.
import { Hono } from 'hono';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MCP_KEY_REQUIRED } from '../../../shared/mcp/messages.js';
import type { AppDeps } from '../../deps.js';
import { UnauthenticatedError } from '../../domain/errors.js';
import { currentUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { runWithProviderCallContext } from '../../providers/call-context.js';
import { actAsKeyOwner, apiKeyResolver, createLastUsedStamper } from '../api-keys/index.js';
import { mcpOriginGuard } from './request-origin.js';
import { toolsForScope } from './tool-registry.js';

export const MCP_PATH = '/mcp';
const SERVER_INFO = { name: 'keywordlens', version: '1.0.0' };
const INSTRUCTIONS =
  'KeywordLens keyword research. Paid tools spend the user\'s quota: call them with estimateOnly=true first and tell the user the cost. ' +
  'Runs store a research; read more of its rows with get_research_rows (compact columns, limit/offset).';

export function mcpRoutes(deps: AppDeps) {
  const resolveKey = apiKeyResolver(deps);
  const stamp = createLastUsedStamper(deps.database.db, deps.log);
  const checkOrigin = mcpOriginGuard(deps.config.appUrl);

  return new Hono<AppEnv>().all(MCP_PATH, async (c) => {
    checkOrigin(c);
    const header = c.req.header('authorization');
    if (header === undefined) {
      c.header('WWW-Authenticate', 'Bearer realm="KeywordLens API"');
      throw new UnauthenticatedError(MCP_KEY_REQUIRED, { code: 'API_KEY_REQUIRED' });
    }
    const owner = await resolveKey(c, header);
    await stamp(owner.keyId);
    actAsKeyOwner(c, owner);
    // Stateless: no stream to open with GET, no session to end with DELETE.
    if (c.req.method !== 'POST') {
      c.header('Allow', 'POST');
      return c.json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: send JSON-RPC with POST.' }, id: null }, 405);
    }

    const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
    const context = { deps, user: currentUser(c), scope: owner.scope };
    for (const tool of toolsForScope(owner.scope)) tool.register(server, context);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      // The provider call ledger stamps each paid call with the key's owner, as on /api.
      return await runWithProviderCallContext({ userId: owner.userId }, () => transport.handleRequest(c.req.raw));
    } finally {
      await server.close();
    }
  });
}
