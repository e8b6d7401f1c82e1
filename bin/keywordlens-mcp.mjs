#!/usr/bin/env node
// KeywordLens's MCP server over stdio, for assistants that start a local command (decision 062).
// It holds no tools of its own: every JSON-RPC message read from stdin is sent to the KeywordLens
// server's /mcp with the API key, and its answer written back, so the tools, quotas, scopes and
// answers are exactly those of the HTTP endpoint. Plain JavaScript, so `npx keywordlens-mcp` runs
// without a TypeScript loader.
//
//   KEYWORDLENS_API_KEY  an API key from the Profile page (required)
//   KEYWORDLENS_URL      the app's address, e.g. https://keywords.example.com (default http://localhost:3000)
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const apiKey = process.env.KEYWORDLENS_API_KEY ?? '';
const baseUrl = (process.env.KEYWORDLENS_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
if (apiKey === '') {
  process.stderr.write('keywordlens-mcp: set KEYWORDLENS_API_KEY to an API key from your Profile page.\n');
  process.exit(1);
}
const endpoint = `${baseUrl}/mcp`;

const transport = new StdioServerTransport();
/** The protocol version the client and server agreed on, sent on every later request as the transport requires. */
let protocolVersion = null;

/** A JSON-RPC error for `message` (only requests, which carry an id, get an answer). */
function errorFor(message, text) {
  return 'id' in message && message.id !== undefined ? { jsonrpc: '2.0', id: message.id, error: { code: -32000, message: text } } : null;
}

async function forward(message) {
  let response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...(protocolVersion ? { 'Mcp-Protocol-Version': protocolVersion } : {}),
      },
      body: JSON.stringify(message),
    });
  } catch (error) {
    return errorFor(message, `KeywordLens at ${baseUrl} cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 202) return null;
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  // A JSON-RPC answer (a result, or the transport's own error) goes back as it came.
  if (body && typeof body === 'object' && body.jsonrpc === '2.0') {
    if (body.result?.protocolVersion) protocolVersion = body.result.protocolVersion;
    return body;
  }
  // The app's refusals (401 revoked key, 403, 429 rate limit) carry { error: { message } }.
  const reason = body?.error?.message ?? `HTTP ${response.status}`;
  return errorFor(message, `KeywordLens refused the request (${response.status}): ${reason}`);
}

transport.onmessage = (message) => {
  void forward(message).then((answer) => (answer ? transport.send(answer) : undefined));
};
transport.onclose = () => process.exit(0);
await transport.start();
