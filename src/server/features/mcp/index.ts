// The MCP server's public entry (decision 062): its endpoint, and its tools for the README's list.
export { MCP_PATH, mcpRoutes } from './mcp-endpoint.js';
export { MCP_TOOLS, toolsForScope } from './tool-registry.js';
