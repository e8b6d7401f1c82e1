// The MCP server (decision 062) on the real app and database, driven by the SDK's own client: over
// Streamable HTTP at /mcp with an API key, and through the stdio entry started as a child process.
// Tools listed (at most 15, valid schemas, the lists' tools for a lists key only), every tool's
// happy path, estimateOnly spending nothing, an exhausted quota, malformed input and another user's
// ids as tool errors with the product's messages, refused keys, hosts and origins, the key's rate
// limit, the answer size of a 1,000-row research, the saved lists on the REST API through a key, and
// Search Console's figures through MCP and the REST reads with a key.
import http from 'node:http';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { currentUsagePeriod } from '../../src/server/features/billing/usage-period.js';
import { readFileSync } from 'node:fs';
import { estimateTokens, MCP_ANSWER_MAX_TOKENS, MCP_ROW_COLUMNS, MCP_ROWS_MAX } from '../../src/shared/mcp/limits.js';
import { API_KEY_LISTS_NOT_ALLOWED } from '../../src/shared/messages/api-keys.js';
import { SEARCH_CONSOLE_PROPERTY_NOT_FOUND } from '../../src/shared/messages/search-console.js';
import { RESULTS_NOT_FOUND, INVALID_RESEARCH_LIMIT } from '../../src/shared/messages/research.js';
import { mcpToolsMarkdown, README_TOOLS_END, README_TOOLS_START } from '../../src/shared/mcp/tool-list-markdown.js';
import { sampleKeywordMetrics, storeDemoResearch } from '../support/research-fixtures.js';
import { QUERIES_CSV } from '../support/search-console-fixtures.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };
type Structured = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON

const root = path.resolve(import.meta.dirname, '../..');
const market = { languageCode: 'en', locationCode: 2840 } as const;
const TOOLS_ONLY = ['research_keywords', 'get_research_rows', 'list_researches', 'analyse_serp', 'related_keywords', 'competitor_keywords', 'keyword_gap', 'get_usage'];
/** The tools of scope "Tools and lists": the saved lists' and Search Console's. */
const LIST_TOOLS = ['list_keyword_lists', 'get_keyword_list', 'create_keyword_list', 'add_to_keyword_list', 'import_to_keyword_list', 'remove_from_keyword_list', 'search_console_opportunities'];

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let aliceTools: string;
let aliceLists: string;
let bobLists: string;
const open: Client[] = [];

async function createKey(user: TestClient, scope: 'tools' | 'tools-and-lists'): Promise<{ id: string; secret: string }> {
  const res = await user.post('/api/api-keys', { name: `MCP ${scope}`, scope });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.key.scope).toBe(scope);
  return { id: res.body.key.id, secret: res.body.secret };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
  open.push(client);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult & { structuredContent?: Structured }> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent?: Structured };
}

/** A successful call's structured answer; fails the test with the tool's message otherwise. */
async function ok(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Structured> {
  const result = await call(client, name, args);
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  expect(result.content[0]).toMatchObject({ type: 'text', text: expect.any(String) });
  return result.structuredContent!;
}

async function toolError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(client, name, args);
  expect(result.isError, JSON.stringify(result.structuredContent)).toBe(true);
  return (result.content[0] as { text: string }).text;
}

/** The size an assistant counts for an answer: its text and its structured content. */
function answerTokens(result: CallToolResult): number {
  return estimateTokens(JSON.stringify(result.content) + JSON.stringify(result.structuredContent ?? {}));
}

const usage = async (user: SignedIn) => (await user.get('/api/billing/subscription')).body.usage as Record<string, number>;

async function useUpQuotas(user: SignedIn): Promise<void> {
  const { plan } = (await user.get('/api/billing/subscription')).body;
  const [subscription] = await app.deps.database.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, user.userId));
  const period = currentUsagePeriod(subscription!, new Date());
  const used = { keywordsUsed: plan.keywordsPerMonth, serpAnalysesUsed: plan.serpAnalysesPerMonth, relatedKeywordsUsed: plan.relatedKeywordsPerMonth, competitorReadsUsed: plan.competitorReadsPerMonth };
  await app.deps.database.db
    .insert(userUsage)
    .values({ userId: user.userId, periodStart: period.start, periodEnd: period.end, ...used })
    .onConflictDoUpdate({ target: [userUsage.userId, userUsage.periodStart], set: used });
}

/** A raw POST to /mcp with chosen headers (node:http, so Host can be set). */
function rawPost(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const url = new URL(`${app.url}/mcp`);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: '/mcp', method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }));
  });
}

beforeAll(async () => {
  app = await startTestApp({ API_KEY_RATE_LIMIT: '300' });
  [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
  aliceTools = (await createKey(alice, 'tools')).secret;
  aliceLists = (await createKey(alice, 'tools-and-lists')).secret;
  bobLists = (await createKey(bob, 'tools-and-lists')).secret;
});

afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await app?.close();
});

describe('tools over Streamable HTTP', () => {
  it('lists at most 15 tools with valid schemas, costs in their descriptions, and the lists\' tools for a lists key only', async () => {
    const tools = (await (await connect(aliceTools)).listTools()).tools;
    expect(tools.map((t) => t.name)).toEqual(TOOLS_ONLY);
    const all = (await (await connect(aliceLists)).listTools()).tools;
    expect(all.map((t) => t.name)).toEqual([...TOOLS_ONLY, ...LIST_TOOLS]);
    expect(all.length).toBeLessThanOrEqual(15);
    const ajv = new AjvJsonSchemaValidator();
    for (const tool of all) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(() => ajv.getValidator(tool.inputSchema)).not.toThrow();
      expect(() => ajv.getValidator(tool.outputSchema!)).not.toThrow();
      expect(tool.description, tool.name).toMatch(/Costs \d|Free/);
      expect(tool.annotations?.readOnlyHint, tool.name).toBeTypeOf('boolean');
      expect(tool.annotations?.openWorldHint, tool.name).toBeTypeOf('boolean');
      const paid = /Costs \d/.test(tool.description ?? '');
      expect('estimateOnly' in (tool.inputSchema.properties ?? {}), tool.name).toBe(paid);
    }
  });

  it('the README\'s tool list is the registrations\' own', async () => {
    const tools = (await (await connect(aliceLists)).listTools()).tools;
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf(README_TOOLS_START), readme.indexOf(README_TOOLS_END) + README_TOOLS_END.length);
    expect(section, 'run: npm run mcp:readme').toBe(mcpToolsMarkdown(tools.map((t) => ({ name: t.name, description: t.description ?? '', readOnly: t.annotations?.readOnlyHint === true, lists: LIST_TOOLS.includes(t.name) }))));
  });

  it('research_keywords: the estimate spends nothing, the run charges one unit and answers compact top rows; the rows read back page by page', async () => {
    const client = await connect(aliceTools);
    const before = await usage(alice);
    const estimate = await ok(client, 'research_keywords', { keyword: 'trail running shoes', ...market, limit: 100, estimateOnly: true });
    expect(estimate).toMatchObject({ estimateOnly: true, researchId: null, charges: [], charged: 'Nothing: estimate only.' });
    expect(estimate.estimate[0]).toMatchObject({ tool: 'keywords', units: 1, cached: false, dollars: null });
    expect(await usage(alice)).toEqual(before);

    const runResult = await call(client, 'research_keywords', { keyword: 'trail running shoes', ...market, limit: 100 });
    expect(answerTokens(runResult)).toBeLessThan(MCP_ANSWER_MAX_TOKENS);
    const run = runResult.structuredContent!;
    expect(run).toMatchObject({ estimateOnly: false, charges: [{ tool: 'keywords', units: 1 }], charged: 'Charged 1 of your keyword researches.' });
    expect(run.topRows.rows.length).toBeGreaterThan(0);
    expect(Object.keys(run.topRows.rows[0]).sort()).toEqual(['cpc', 'difficulty', 'intent', 'keyword', 'rank', 'searchVolume']);
    expect((await usage(alice)).keywordsUsed).toBe(before.keywordsUsed! + 1);

    // The session reads the same stored rows.
    const rest = await alice.get(`/api/researches/${run.researchId}/rows?limit=5`);
    const page = await ok(client, 'get_research_rows', { researchId: run.researchId, limit: 5, columns: ['searchVolume'] });
    expect(page.rows.map((r: Structured) => r.keyword)).toEqual(rest.body.rows.map((r: Structured) => r.keyword));
    expect(page).toMatchObject({ truncated: true, nextOffset: 5, nextPage: 'Call get_research_rows again with offset=5 for the next rows.' });
    const next = await ok(client, 'get_research_rows', { researchId: run.researchId, limit: 5, offset: 5 });
    expect(next.offset).toBe(5);

    // The results table's filter and sort.
    const filtered = await ok(client, 'get_research_rows', { researchId: run.researchId, filter: { vol: '1000..' }, sort: 'keyword', direction: 'asc' });
    const restFiltered = await alice.get(`/api/researches/${run.researchId}/rows?vol=1000..&sort=keyword&direction=asc`);
    expect(filtered.totalMatching).toBe(restFiltered.body.totalMatching);
    expect(filtered.rows.map((r: Structured) => r.keyword)).toEqual(restFiltered.body.rows.slice(0, filtered.rows.length).map((r: Structured) => r.keyword));

    const history = await ok(client, 'list_researches', { kind: 'keywords' });
    expect(history.researches[0]).toMatchObject({ researchId: run.researchId, seedKeyword: 'trail running shoes' });
  });

  it('analyse_serp, related_keywords, competitor_keywords and keyword_gap: estimate free, run charged, compact answers', async () => {
    const client = await connect(aliceTools);
    const cases = [
      { name: 'analyse_serp', args: { keyword: 'mcp serp check', ...market }, usedField: 'serpAnalysesUsed' },
      { name: 'related_keywords', args: { keyword: 'mcp related check', ...market, depth: 1 }, usedField: 'relatedKeywordsUsed' },
      { name: 'competitor_keywords', args: { target: 'example.com', ...market }, usedField: 'competitorReadsUsed' },
      { name: 'keyword_gap', args: { own: 'example.com', competitors: ['example.org'], ...market }, usedField: 'competitorReadsUsed' },
    ];
    for (const { name, args, usedField } of cases) {
      const before = await usage(alice);
      const estimate = await ok(client, name, { ...args, estimateOnly: true });
      expect(estimate, name).toMatchObject({ estimateOnly: true, charges: [] });
      expect(estimate.estimate.length, name).toBeGreaterThan(0);
      expect(await usage(alice), name).toEqual(before);
      const run = await ok(client, name, args);
      expect(run.charges.reduce((sum: number, c: Structured) => sum + c.units, 0), name).toBe(1);
      expect((await usage(alice))[usedField], name).toBe(before[usedField]! + 1);
      expect(run.researchId, name).toEqual(expect.any(String));
    }
    const serp = await ok(client, 'analyse_serp', { keyword: 'mcp serp check', ...market });
    // A repeat within 24 hours is free, and says so.
    expect(serp).toMatchObject({ charges: [{ tool: 'serp', units: 0 }], charged: 'Charged nothing: the answer was cached.' });
    expect(Object.keys(serp.results[0]).sort()).toEqual(['domain', 'position', 'title', 'url']);
    const gap = await ok(client, 'keyword_gap', { own: 'example.com', competitors: ['example.org'], ...market });
    expect(gap.topRows.columns).toEqual(['rank', 'keyword', 'gapCategories', 'gapRanks', 'searchVolume', 'difficulty']);

    const quotas = await ok(client, 'get_usage');
    expect(quotas.quotas.map((q: Structured) => q.quota)).toEqual(['keywords', 'serp', 'related', 'competitors']);
    const summary = (await alice.get('/api/billing/subscription')).body;
    expect(quotas.quotas[0]).toMatchObject({ used: summary.usage.keywordsUsed, limit: summary.plan.keywordsPerMonth, left: summary.plan.keywordsPerMonth - summary.usage.keywordsUsed });
  });

  it('an exhausted quota is a tool error with the plan\'s limit message, and nothing is charged; the estimate says so first', async () => {
    const carol = await app.createUser();
    const client = await connect((await createKey(carol, 'tools')).secret);
    await useUpQuotas(carol);
    const before = await usage(carol);
    const estimate = await ok(client, 'research_keywords', { keyword: 'quota gone', ...market, estimateOnly: true });
    expect(estimate.estimate[0].refusal).toMatch(/reached your trial limit|reached your monthly limit/);
    for (const [name, args] of [
      ['research_keywords', { keyword: 'quota gone', ...market }],
      ['analyse_serp', { keyword: 'quota gone', ...market }],
      ['related_keywords', { keyword: 'quota gone', ...market }],
      ['competitor_keywords', { target: 'example.net', ...market }],
    ] as const) {
      expect(await toolError(client, name, args), name).toMatch(/reached your (trial|monthly) limit/);
    }
    expect(await usage(carol)).toEqual(before);
  });

  it('malformed input is a tool error with a clear message; another user\'s research or list is not found', async () => {
    const client = await connect(aliceLists);
    expect(await toolError(client, 'research_keywords', { keyword: 'shoes', ...market, limit: 7 })).toBe(INVALID_RESEARCH_LIMIT);
    expect(await toolError(client, 'research_keywords', { ...market })).toMatch(/keyword/i);
    expect(await toolError(client, 'get_research_rows', { researchId: 'not-an-id' })).toMatch(/Input validation error.*researchId/s);
    expect(await toolError(client, 'get_research_rows', { researchId: crypto.randomUUID(), filter: { vol: 'lots' } })).toMatch(/range such as/);
    expect(await toolError(client, 'get_research_rows', { researchId: crypto.randomUUID(), filter: { volume: '1..' } })).toMatch(/volume/);
    expect(await toolError(client, 'analyse_serp', { keyword: 'valid keyword', ...market, locationCode: 1 })).toMatch(/location/i);
    expect(await toolError(client, 'analyse_serp', { keyword: 'x', ...market })).toMatch(/at least 2 characters/);
    expect(await toolError(client, 'keyword_gap', { own: 'example.com', competitors: [], ...market })).toMatch(/Input validation error/);

    const bobClient = await connect(bobLists);
    const bobs = await ok(bobClient, 'research_keywords', { keyword: 'bob private research', ...market, limit: 50 });
    const bobList = await ok(bobClient, 'create_keyword_list', { name: 'Bob private' });
    expect(await toolError(client, 'get_research_rows', { researchId: bobs.researchId })).toBe(RESULTS_NOT_FOUND);
    expect(await toolError(client, 'get_keyword_list', { listId: bobList.list.listId })).toMatch(/^No keyword list with this id/);
    expect(await toolError(client, 'import_to_keyword_list', { listId: bobList.list.listId, text: 'a b', estimateOnly: true })).toMatch(/^No keyword list with this id/);
    const aliceList = await ok(client, 'create_keyword_list', { name: 'Alice via MCP' });
    expect(await toolError(client, 'add_to_keyword_list', { listId: aliceList.list.listId, researchId: bobs.researchId, ranks: [1] })).toBe(RESULTS_NOT_FOUND);
  });

  it('the saved lists through MCP: create, add from a research, import with its estimate, read, remove', async () => {
    const client = await connect(aliceLists);
    const research = await ok(client, 'research_keywords', { keyword: 'mcp list seed', ...market, limit: 50 });
    const { list } = await ok(client, 'create_keyword_list', { name: 'MCP list' });
    const added = await ok(client, 'add_to_keyword_list', { listId: list.listId, researchId: research.researchId, filter: { vol: '1..' } });
    expect(added.added).toBeGreaterThan(0);
    const preview = await ok(client, 'import_to_keyword_list', { listId: list.listId, text: 'brand new mcp keyword\nanother mcp keyword', estimateOnly: true });
    expect(preview).toMatchObject({ estimateOnly: true, newKeywords: 2, jobId: null, estimatedCost: null });
    const before = (await ok(client, 'get_keyword_list', { listId: list.listId })).totalRows;
    expect(before).toBe(added.keywordCount);
    const imported = await ok(client, 'import_to_keyword_list', { listId: list.listId, text: 'brand new mcp keyword\nanother mcp keyword' });
    expect(imported.estimateOnly).toBe(false);
    const read = await ok(client, 'get_keyword_list', { listId: list.listId, limit: 3 });
    expect(read.totalRows).toBe(before + 2);
    expect(read.rows[0].itemId).toEqual(expect.any(String));
    const removed = await ok(client, 'remove_from_keyword_list', { listId: list.listId, ids: [read.rows[0].itemId] });
    expect(removed.removed).toBe(1);
    expect(await toolError(client, 'remove_from_keyword_list', { listId: list.listId })).toMatch(/Choose the keywords to remove/);
    expect((await ok(client, 'list_keyword_lists')).lists.map((l: Structured) => l.listId)).toContain(list.listId);
  });

  it('keeps every answer under the token ceiling for a 1,000-row research, cutting pages with a way to the next', async () => {
    const client = await connect(aliceTools);
    // The demo provider's 1,000-row answer holds fewer rows: a full research through the app's own store.
    const researchId = await storeDemoResearch(app.deps.database.db, alice.userId, Array.from({ length: 1000 }, (_, i) => sampleKeywordMetrics(`size check keyword ${i}`, i)));
    const run = { researchId };
    const sizes: Record<string, number> = {};
    const compact = await call(client, 'get_research_rows', { researchId: run.researchId, limit: MCP_ROWS_MAX });
    sizes.compact200 = answerTokens(compact);
    const everything = await call(client, 'get_research_rows', { researchId: run.researchId, limit: MCP_ROWS_MAX, columns: [...MCP_ROW_COLUMNS] });
    sizes.allColumns200 = answerTokens(everything);
    for (const [what, tokens] of Object.entries(sizes)) expect(tokens, what).toBeLessThan(MCP_ANSWER_MAX_TOKENS);
    expect(compact.structuredContent!).toMatchObject({ totalRows: 1000, rows: expect.any(Array) });
    expect(compact.structuredContent!.rows).toHaveLength(MCP_ROWS_MAX);
    const cut = everything.structuredContent!;
    expect(cut.truncated).toBe(true);
    expect(cut.nextOffset).toBe(cut.rows.length);
    console.info(`[mcp answer sizes, tokens ≈ chars/4] ${JSON.stringify({ ...sizes, allColumnsRows: cut.rows.length })}`);
  });
});

describe('who may reach /mcp', () => {
  it('refuses a missing, malformed or revoked key with 401, a foreign Host or Origin with 403, GET with 405', async () => {
    expect((await rawPost({})).status).toBe(401);
    expect((await rawPost({ Authorization: 'Basic abc' })).status).toBe(401);
    const key = await createKey(alice, 'tools');
    const client = await connect(key.secret);
    expect((await client.listTools()).tools.length).toBeGreaterThan(0);
    expect((await alice.request('DELETE', `/api/api-keys/${key.id}`)).status).toBe(200);
    await expect(connect(key.secret)).rejects.toThrow(/401|not valid/);
    await expect(client.listTools()).rejects.toThrow(/401|not valid/);

    const port = new URL(app.url).port;
    expect((await rawPost({ Authorization: `Bearer ${aliceTools}`, Host: `evil.example:${port}` })).status).toBe(403);
    expect((await rawPost({ Authorization: `Bearer ${aliceTools}`, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await rawPost({ Authorization: `Bearer ${aliceTools}`, Host: `localhost:${port}`, Origin: app.url })).status).toBe(200);
    const get = await fetch(`${app.url}/mcp`, { headers: { Authorization: `Bearer ${aliceTools}` } });
    expect(get.status).toBe(405);
  });

  it('counts every /mcp request against the key\'s own rate limit, as on the REST API', async () => {
    const dave = await app.createUser();
    const key = await createKey(dave, 'tools');
    const rule = { windowSeconds: 60, max: app.config.apiKeyRequestsPerMinute };
    await Promise.all(Array.from({ length: rule.max }, () => app.deps.limiter.hit(`api-key:${key.id}`, rule)));
    const refused = await rawPost({ Authorization: `Bearer ${key.secret}` });
    expect(refused.status).toBe(429);
    expect((await fetch(`${app.url}/api/serp/latest`, { headers: { Authorization: `Bearer ${key.secret}` } })).status).toBe(429);
  });
});

describe('the stdio entry', () => {
  it('relays the same tools and answers, started as a child process', async () => {
    const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin/keywordlens-mcp.mjs')],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', KEYWORDLENS_API_KEY: aliceLists, KEYWORDLENS_URL: app.url },
      stderr: 'pipe',
    });
    await client.connect(transport);
    open.push(client);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual([...TOOLS_ONLY, ...LIST_TOOLS]);
    const overHttp = await ok(await connect(aliceLists), 'get_usage');
    expect(await ok(client, 'get_usage')).toEqual(overHttp);
    const estimate = await ok(client, 'research_keywords', { keyword: 'stdio estimate', ...market, estimateOnly: true });
    expect(estimate.estimateOnly).toBe(true);
    expect(await toolError(client, 'get_research_rows', { researchId: crypto.randomUUID() })).toBe(RESULTS_NOT_FOUND);
  });

  it('says what is wrong when the key is refused', async () => {
    const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin/keywordlens-mcp.mjs')],
      env: { PATH: process.env.PATH ?? '', KEYWORDLENS_API_KEY: 'kl_revoked', KEYWORDLENS_URL: app.url },
      stderr: 'pipe',
    });
    open.push(client);
    await expect(client.connect(transport)).rejects.toThrow(/401.*API key is not valid/);
  });
});

describe('saved lists on the REST API through a key', () => {
  const key = (secret: string) => ({ Authorization: `Bearer ${secret}` });
  const send = async (secret: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${app.url}${url}`, { method, headers: { ...key(secret), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };

  it('a tools-only key is refused the lists with a message naming the scope; a tools-and-lists key reads and writes them; another user\'s list is 404', async () => {
    const refused = await send(aliceTools, 'GET', '/api/lists');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'API_KEY_NOT_ALLOWED', message: API_KEY_LISTS_NOT_ALLOWED });
    expect((await send(aliceTools, 'POST', '/api/lists', { name: 'Nope' })).status).toBe(403);

    const created = await send(aliceLists, 'POST', '/api/lists', { name: 'Through a key' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const research = await send(aliceLists, 'POST', '/api/research', { keyword: 'rest list seed', ...market, limit: 50 });
    expect(research.status).toBe(200);
    const added = await send(aliceLists, 'POST', `/api/lists/${id}/items`, { researchId: research.body.researchId, ranks: [1, 2, 3] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await send(aliceLists, 'GET', '/api/lists')).body.lists.map((l: Structured) => l.id)).toContain(id);
    const items = await send(aliceLists, 'GET', `/api/lists/${id}/items`);
    expect(items.body.rows.length).toBe(added.body.keywordCount);
    expect((await send(aliceLists, 'POST', `/api/lists/${id}/import/preview`, { text: 'rest import one' })).body.newKeywords).toBe(1);
    expect((await send(aliceLists, 'POST', `/api/lists/${id}/import`, { text: 'rest import one' })).status).toBe(202);
    const removed = await send(aliceLists, 'POST', `/api/lists/${id}/items/remove`, { ids: [items.body.rows[0].id] });
    expect(removed.body.removed).toBe(1);
    const exported = await send(aliceLists, 'GET', `/api/lists/${id}/export?format=csv`);
    expect(exported.status).toBe(200);

    // Renaming, deleting a whole list and sharing stay with the signed-in owner.
    expect((await send(aliceLists, 'DELETE', `/api/lists/${id}`)).status).toBe(403);
    expect((await send(aliceLists, 'PATCH', `/api/lists/${id}`, { name: 'x' })).status).toBe(403);
    expect((await send(aliceLists, 'POST', `/api/lists/${id}/shares`, {})).status).toBe(403);

    expect((await send(bobLists, 'GET', `/api/lists/${id}`)).status).toBe(404);
    expect((await send(bobLists, 'GET', `/api/lists/${id}/items`)).status).toBe(404);
    expect((await send(bobLists, 'POST', `/api/lists/${id}/import/preview`, { text: 'x y' })).status).toBe(404);
    expect((await send(aliceLists, 'POST', '/api/lists', { name: '' })).status).toBe(400);
  });
});

describe('Search Console through MCP and the REST reads with a key', () => {
  const withKey = (secret: string, url: string, init: RequestInit = {}) =>
    fetch(`${app.url}${url}`, { ...init, headers: { Authorization: `Bearer ${secret}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });

  it('lists the properties, answers the queries and each opportunity view as the REST routes do, pages them; another user\'s property is not found', async () => {
    const uploaded = await alice.post('/api/search-console/uploads', { property: 'mcp-example.com', startDate: '2026-10-01', endDate: '2026-10-28', files: [{ name: 'Queries.csv', text: QUERIES_CSV }] });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const propertyId = uploaded.body.property.id as string;
    const client = await connect(aliceLists);

    const listed = await ok(client, 'search_console_opportunities');
    expect(listed.properties).toEqual([{ propertyId, siteUrl: 'sc-domain:mcp-example.com', label: 'mcp-example.com (domain)', firstDate: '2026-10-01', lastDate: '2026-10-28', googleLinked: false }]);
    expect(listed.rows).toEqual([]);

    const striking = await ok(client, 'search_console_opportunities', { propertyId, kind: 'striking-distance' });
    const rest = (await alice.get(`/api/search-console/properties/${propertyId}/opportunities/striking-distance`)).body;
    expect(striking).toMatchObject({ kind: 'striking-distance', from: '2026-10-01', to: '2026-10-28', total: rest.total, truncated: false, nextOffset: null, property: { propertyId } });
    expect(striking.rows.map((r: Structured) => r.query)).toEqual(rest.rows.map((r: Structured) => r.query));
    expect(striking.rows[0]).toEqual({ query: 'seo tools', clicks: 30, impressions: 1500, ctr: 0.02, position: 6.4 });

    const paged = await ok(client, 'search_console_opportunities', { propertyId, kind: 'striking-distance', limit: 2 });
    expect(paged).toMatchObject({ truncated: true, nextOffset: 2, nextPage: 'Call search_console_opportunities again with offset=2 for the next rows.' });

    const queries = await ok(client, 'search_console_opportunities', { propertyId, from: '2026-10-01', to: '2026-10-28', limit: 2 });
    expect(queries).toMatchObject({ kind: 'queries', total: 6, totals: { clicks: 157, impressions: 8220 }, truncated: true });
    expect(queries.rows[0]).toEqual({ query: 'keyword research tool', clicks: 120, impressions: 2400, ctr: 0.05, position: 3.2 });
    const lowCtr = await ok(client, 'search_console_opportunities', { propertyId, kind: 'low-ctr' });
    expect(lowCtr.rows.length).toBeGreaterThan(0);
    for (const row of lowCtr.rows) expect(row.expectedCtr, row.query).toBeGreaterThan(row.ctr);
    expect((await ok(client, 'search_console_opportunities', { propertyId, kind: 'untracked' })).total).toBe(6);

    // Malformed input: the tool's kinds, the routes' own messages.
    expect(await toolError(client, 'search_console_opportunities', { propertyId, kind: 'not-tracked' })).toMatch(/kind must be one of queries, striking-distance, low-ctr, untracked\./);
    expect(await toolError(client, 'search_console_opportunities', { propertyId, from: '2026-13-01' })).toMatch(/from is not a real date/);
    expect(await toolError(client, 'search_console_opportunities', { propertyId, from: '2026-10-20', to: '2026-10-01' })).toBe('from must not come after to.');
    expect(await toolError(client, 'search_console_opportunities', { propertyId, kind: 'low-ctr', q: 'seo' })).toMatch(/q filters kind "queries" only/);

    const bobClient = await connect(bobLists);
    expect((await ok(bobClient, 'search_console_opportunities')).properties).toEqual([]);
    expect(await toolError(bobClient, 'search_console_opportunities', { propertyId, kind: 'striking-distance' })).toBe(SEARCH_CONSOLE_PROPERTY_NOT_FOUND);
    expect(await toolError(bobClient, 'search_console_opportunities', { propertyId })).toBe(SEARCH_CONSOLE_PROPERTY_NOT_FOUND);

    // The REST reads follow the same scope: a tools-and-lists key reads, a tools key is refused naming the scope, another user's key gets 404.
    expect((await withKey(aliceLists, '/api/search-console/properties')).status).toBe(200);
    const keyed = await withKey(aliceLists, `/api/search-console/properties/${propertyId}/opportunities/striking-distance`);
    expect(((await keyed.json()) as Structured).rows.map((r: Structured) => r.query)).toEqual(rest.rows.map((r: Structured) => r.query));
    const refused = await withKey(aliceTools, `/api/search-console/properties/${propertyId}/queries`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Structured).error).toMatchObject({ code: 'API_KEY_NOT_ALLOWED', message: API_KEY_LISTS_NOT_ALLOWED });
    expect((await withKey(bobLists, `/api/search-console/properties/${propertyId}/queries`)).status).toBe(404);
    // Uploading and deleting stay with the signed-in owner.
    expect((await withKey(aliceLists, '/api/search-console/uploads', { method: 'POST', body: JSON.stringify({ property: 'x.com', startDate: '2026-10-01', endDate: '2026-10-02', files: [{ name: 'Queries.csv', text: QUERIES_CSV }] }) })).status).toBe(403);
    expect((await withKey(aliceLists, `/api/search-console/properties/${propertyId}`, { method: 'DELETE' })).status).toBe(403);
  });
});
