// Writes the MCP tool list into README.md from the tools' registrations (decision 062):
//   node --import tsx src/server/operations/cli/mcp-readme.ts
// tests/api/mcp.test.ts fails when the README's list and the running server's differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MCP_TOOLS } from '../../features/mcp/index.js';
import { mcpToolsMarkdown, README_TOOLS_END, README_TOOLS_START } from '../../../shared/mcp/tool-list-markdown.js';

const readmePath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../..', 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(README_TOOLS_START);
const end = readme.indexOf(README_TOOLS_END);
if (start < 0 || end < start) throw new Error(`README.md has no ${README_TOOLS_START} … ${README_TOOLS_END} section`);
const list = mcpToolsMarkdown(MCP_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, readOnly: tool.annotations.readOnlyHint === true, lists: tool.scope === 'tools-and-lists' })));
writeFileSync(readmePath, readme.slice(0, start) + list + readme.slice(end + README_TOOLS_END.length));
console.log(`README.md: ${MCP_TOOLS.length} MCP tools listed`);
