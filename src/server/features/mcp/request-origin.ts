// DNS-rebinding protection of the MCP endpoint (decision 062): a page on another site that gets its
// name pointed at this server reaches it with its own Host and Origin, so the Host must be the
// app's own (APP_URL's host; any loopback name with its port when the app runs on one), and an
// Origin, when a browser sends one, the app's own origin. Assistants send no Origin.
import type { Context } from 'hono';
import { MCP_HOST_REFUSED, MCP_ORIGIN_REFUSED } from '../../../shared/mcp/messages.js';
import { ForbiddenError } from '../../domain/errors.js';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function mcpOriginGuard(appUrl: string) {
  const app = new URL(appUrl);
  const allowedHosts = new Set([app.host.toLowerCase()]);
  if (LOOPBACK_NAMES.has(app.hostname)) {
    for (const name of LOOPBACK_NAMES) allowedHosts.add(app.port ? `${name}:${app.port}` : name);
  }
  return (c: Context): void => {
    const host = c.req.header('host')?.toLowerCase();
    if (host === undefined || !allowedHosts.has(host)) throw new ForbiddenError(MCP_HOST_REFUSED, { code: 'MCP_HOST_REFUSED' });
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== app.origin) throw new ForbiddenError(MCP_ORIGIN_REFUSED, { code: 'MCP_ORIGIN_REFUSED' });
  };
}
