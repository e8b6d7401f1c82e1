// Search Console on the real app and database (decision 066): an upload of the export's CSVs (any
// UI language) stores a property's figures for a date range, a second upload of the same range
// replaces them, the queries read pages, sorts and filters on the server, the three opportunity
// views apply the shared rules (untracked: not in the user's lists or projects), and deleting a property takes
// its figures. Only the owner sees or touches a property (404 otherwise); a wrong file or malformed
// input is refused with a clear message and nothing stored. Google: connect (consent URL with the
// read-only scope, state checked), tokens sealed at rest, a linked property imported day by day and
// never re-read, disconnect deletes the tokens (against a stand-in for Google).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordListItems, keywordLists, searchConsoleGoogle } from '../../src/server/db/schema/index.js';
import { FAKE_REFRESH_TOKEN, startFakeGoogle, type FakeGoogle } from '../support/fake-google.js';
import { SEARCH_CONSOLE_UPLOAD_MAX_BYTES } from '../../src/shared/search-console/limits.js';
import { QUERIES_CSV as QUERIES } from '../support/search-console-fixtures.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let google: FakeGoogle;
let alice: SignedIn;
let bob: SignedIn;

const PAGES = ['Top pages,Clicks,Impressions,CTR,Position', 'https://example.com/,150,5000,3%,5.1', 'https://example.com/tools/,7,900,"0,78%","9,4"'].join('\n');
const GERMAN = ['Häufigste Suchanfragen,Klicks,Impressionen,CTR,Position', 'seo tools,10,500,"2,0%","5,0"', 'neue anfrage,1,100,"1,0%","12,0"'].join('\n');

function expectError(res: TestResponse, status: number, text?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code: expect.any(String), message: text === undefined ? expect.any(String) : expect.stringContaining(text) } });
}

const upload = (client: TestClient, body: Record<string, unknown>) => client.post('/api/search-console/uploads', body);

async function uploadOk(client: TestClient, startDate: string, endDate: string, files: { name: string; text: string }[], property = 'example.com') {
  const res = await upload(client, { property, startDate, endDate, files });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { property: { id: string; siteUrl: string; imports: unknown[] }; queries: number; pages: number; replacedRows: number };
}

const queryNames = (res: TestResponse) => (res.body as { rows: { query: string }[] }).rows.map((row) => row.query);

beforeAll(async () => {
  google = await startFakeGoogle('sc-domain:example.org', 'https://example.org/a');
  app = await startTestApp({ GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'client-secret', GOOGLE_API_BASE_URL: google.url });
  [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
});

afterAll(async () => {
  await app?.close();
  await google?.close();
});

describe('Search Console', () => {
  let propertyId: string;

  it('stores an upload and reads queries for a date range: paged, sorted, filtered on the server', async () => {
    const stored = await uploadOk(alice, '2026-10-01', '2026-10-28', [
      { name: 'Queries.csv', text: QUERIES },
      { name: 'Pages.csv', text: PAGES },
    ]);
    propertyId = stored.property.id;
    expect(stored).toMatchObject({ queries: 6, pages: 2, replacedRows: 0, property: { siteUrl: 'sc-domain:example.com', label: 'example.com (domain)', firstDate: '2026-10-01', lastDate: '2026-10-28' } });

    const listed = await alice.get('/api/search-console/properties');
    expect(listed.body).toMatchObject({ googleConnect: true, googleConnected: false, properties: [{ id: propertyId, imports: [{ startDate: '2026-10-01', endDate: '2026-10-28', source: 'upload', rows: 8 }] }] });

    const first = await alice.get(`/api/search-console/properties/${propertyId}/queries?limit=2`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ total: 6, offset: 0, from: '2026-10-01', to: '2026-10-28', totals: { clicks: 157, impressions: 8220 } });
    expect(first.body.rows[0]).toEqual({ query: 'keyword research tool', clicks: 120, impressions: 2400, ctr: 0.05, position: 3.2 });
    expect(queryNames(first)).toEqual(['keyword research tool', 'seo tools']);
    expect(queryNames(await alice.get(`/api/search-console/properties/${propertyId}/queries?limit=2&offset=2`))).toEqual(['serp checker', 'rank tracker']);
    expect(queryNames(await alice.get(`/api/search-console/properties/${propertyId}/queries?sort=position&direction=asc&limit=3`))).toEqual(['keyword research tool', 'seo tools', 'rank tracker']);
    const filtered = await alice.get(`/api/search-console/properties/${propertyId}/queries?q=TOOL`);
    expect(queryNames(filtered)).toEqual(['keyword research tool', 'seo tools']);
    expect(filtered.body.total).toBe(2);
    // A range holding none of the stored span reads nothing (a span is never split).
    expect((await alice.get(`/api/search-console/properties/${propertyId}/queries?from=2026-10-05&to=2026-10-28`)).body.total).toBe(0);
  });

  it('shows the three opportunity views with the shared rules; untracked leaves out the keywords of the lists and the projects', async () => {
    const view = (kind: string) => alice.get(`/api/search-console/properties/${propertyId}/opportunities/${kind}`);
    const striking = await view('striking-distance');
    expect(striking.status, JSON.stringify(striking.body)).toBe(200);
    expect(queryNames(striking)).toEqual(['seo tools', 'rank tracker', 'serp checker']);
    expect(striking.body.rows[0]).toMatchObject({ page: null, expectedCtr: null });
    const lowCtr = await view('low-ctr');
    // Most clicks missed first: (expected − actual CTR) × impressions.
    expect(queryNames(lowCtr)).toEqual(['keyword research tool', 'seo tools', 'rank tracker']);
    expect(lowCtr.body.rows[0].expectedCtr).toBeGreaterThan(0.03);

    const db = app.deps.database.db;
    const [list] = await db.insert(keywordLists).values({ userId: alice.userId, name: 'Tracked' }).returning();
    await db.insert(keywordListItems).values({ listId: list!.id, keyword: 'seo tools' });
    const untracked = await view('untracked');
    expect(queryNames(untracked)).toEqual(['far away', 'keyword research tool', 'rank tracker', 'serp checker', 'rare query']);
    expect((await alice.get(`/api/search-console/properties/${propertyId}/opportunities/untracked?offset=4&limit=1`)).body).toMatchObject({ total: 5, offset: 4, rows: [{ query: 'rare query' }] });

    // A keyword a rank-tracking project tracks is tracked too (decision 064).
    const project = await alice.post('/api/projects', {
      name: 'Acme',
      target: 'https://www.acme.example/',
      locationCode: 2840,
      languageCode: 'en',
      devices: ['desktop'],
      interval: 'weekly',
      depth: 10,
      keywords: { source: 'paste', keywords: ['Rank Tracker'] },
    });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    expect(queryNames(await view('untracked'))).toEqual(['far away', 'keyword research tool', 'serp checker', 'rare query']);
  });

  it('replaces the rows of the same dates on a second upload, never duplicates; another range adds to the history', async () => {
    const again = await uploadOk(alice, '2026-10-01', '2026-10-28', [{ name: 'Queries.csv', text: QUERIES }]);
    expect(again).toMatchObject({ replacedRows: 8, queries: 6, pages: 0 });
    expect((await alice.get(`/api/search-console/properties/${propertyId}/queries`)).body.total).toBe(6);

    const german = await uploadOk(alice, '2026-11-01', '2026-11-07', [{ name: 'Suchanfragen.csv', text: GERMAN }], 'sc-domain:Example.com');
    expect(german).toMatchObject({ replacedRows: 0, queries: 2, property: { id: propertyId } });
    const all = await alice.get(`/api/search-console/properties/${propertyId}/queries?q=seo tools`);
    expect(all.body.rows).toEqual([{ query: 'seo tools', clicks: 40, impressions: 2000, ctr: 0.02, position: (6.4 * 1500 + 5 * 500) / 2000 }]);
    const november = await alice.get(`/api/search-console/properties/${propertyId}/queries?from=2026-11-01&to=2026-11-30`);
    expect(queryNames(november)).toEqual(['seo tools', 'neue anfrage']);
  });

  it("never shows or touches another user's property: 404, and it stays as it was", async () => {
    for (const path of [`/api/search-console/properties/${propertyId}/queries`, `/api/search-console/properties/${propertyId}/opportunities/low-ctr`]) {
      expectError(await bob.get(path), 404);
    }
    expectError(await bob.request('DELETE', `/api/search-console/properties/${propertyId}`), 404);
    expect((await bob.get('/api/search-console/properties')).body.properties).toEqual([]);
    // Bob's upload of the same site is his own property; Alice's rows stay.
    const bobs = await uploadOk(bob, '2026-10-01', '2026-10-28', [{ name: 'Queries.csv', text: QUERIES }]);
    expect(bobs.property.id).not.toBe(propertyId);
    expect((await alice.get(`/api/search-console/properties/${propertyId}/queries`)).body.total).toBe(7);
  });

  it('refuses a wrong file or malformed input with a clear message, storing nothing', async () => {
    const files = [{ name: 'Queries.csv', text: QUERIES }];
    const ok = { property: 'new-site.example', startDate: '2026-10-01', endDate: '2026-10-28', files };
    expectError(await upload(alice, { ...ok, files: [{ name: 'keywords.csv', text: 'keyword\nseo tools\n' }] }), 422, 'keywords.csv is not a Search Console export');
    expectError(await upload(alice, { ...ok, files: [{ name: 'Queries.csv', text: 'Top queries,Clicks,Impressions,CTR,Position\nseo,many,1,1%,1' }] }), 422, 'row 2: the clicks value');
    expectError(await upload(alice, { ...ok, property: 'not a site' }), 400, 'domain');
    expectError(await upload(alice, { ...ok, startDate: '2026-10-29' }), 400, 'date range');
    expectError(await upload(alice, { ...ok, endDate: '2999-01-01' }), 400, 'date range');
    expectError(await upload(alice, { ...ok, startDate: '2026-02-30' }), 400, 'not a real date');
    expectError(await upload(alice, { ...ok, files: [] }), 400, 'Queries.csv');
    expectError(await upload(alice, { ...ok, files: 'Queries.csv' }), 400);
    expectError(await upload(alice, { ...ok, files: [{ name: 'Queries.csv', text: 'x'.repeat(SEARCH_CONSOLE_UPLOAD_MAX_BYTES) }] }), 413, 'too large');
    expect((await alice.get('/api/search-console/properties')).body.properties).toHaveLength(1);

    const base = `/api/search-console/properties/${propertyId}`;
    expectError(await alice.get(`${base}/opportunities/everything`), 400, 'kind must be one of');
    expectError(await alice.get(`${base}/queries?sort=volume`), 400, 'sort must be one of');
    expectError(await alice.get(`${base}/queries?from=2026-11-02&to=2026-11-01`), 400, 'from must not come after to');
    expectError(await alice.get(`${base}/queries?limit=100000`), 400, 'limit');
    expectError(await alice.get('/api/search-console/properties/not-an-id/queries'), 400);
    expectError(await app.client().get('/api/search-console/properties'), 401);
    // An API key reaches no Search Console route yet (key scope: deny by default); a cross-site upload is refused.
    const key = await alice.post('/api/api-keys', { name: 'script' });
    const keyed = await fetch(`${app.url}/api/search-console/properties`, { headers: { Authorization: `Bearer ${key.body.secret}` } });
    expect(keyed.status).toBe(403);
    expectError(await alice.request('POST', '/api/search-console/uploads', ok, { Origin: 'https://evil.example' }), 403);
  });

  it('deletes a property with its figures', async () => {
    expect((await alice.request('DELETE', `/api/search-console/properties/${propertyId}`)).status).toBe(200);
    expectError(await alice.get(`/api/search-console/properties/${propertyId}/queries`), 404);
    expect((await alice.get('/api/search-console/properties')).body.properties).toEqual([]);
  });
});

describe('Search Console through Google', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  it('connects with the read-only scope and a checked state, storing the tokens sealed', async () => {
    const connect = await alice.get('/api/search-console/google/connect');
    expect(connect.status).toBe(302);
    const consent = new URL(connect.headers.get('location')!);
    expect(consent.origin + consent.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(consent.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/webmasters.readonly');
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${app.url}/api/search-console/google/callback`);
    const state = consent.searchParams.get('state')!;

    // Another user's browser, a wrong state or a refusal never stores anything.
    expect((await bob.get(`/api/search-console/google/callback?code=good-code&state=${state}`)).headers.get('location')).toBe('/search-console?google=refused');
    expect((await alice.get('/api/search-console/google/callback?code=good-code&state=wrong')).headers.get('location')).toBe('/search-console?google=refused');
    await alice.get('/api/search-console/google/connect');
    const again = new URL((await alice.get('/api/search-console/google/connect')).headers.get('location')!).searchParams.get('state')!;
    const callback = await alice.get(`/api/search-console/google/callback?code=good-code&state=${again}`);
    expect(callback.headers.get('location')).toBe('/search-console?google=connected');

    const [stored] = await app.deps.database.db.select().from(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, alice.userId));
    expect(stored!.refreshToken).not.toContain('fake-refresh-token');
    expect(stored!.accessToken).not.toContain('access-');
    expect(JSON.stringify(stored)).not.toContain(FAKE_REFRESH_TOKEN);
    expect((await alice.get('/api/search-console/properties')).body.googleConnected).toBe(true);
    expect((await bob.get('/api/search-console/properties')).body.googleConnected).toBe(false);
  });

  it('links a property: its last 28 final days imported day by day, never read again; best page per query known', async () => {
    const sites = await alice.get('/api/search-console/google/sites');
    expect(sites.body).toEqual({ sites: [{ siteUrl: 'sc-domain:example.org', permissionLevel: 'siteOwner', linked: false }] });
    expectError(await bob.get('/api/search-console/google/sites'), 409, 'Connect Google first');

    const linked = await alice.post('/api/search-console/google/link', { siteUrl: 'sc-domain:example.org' });
    expect(linked.status, JSON.stringify(linked.body)).toBe(201);
    expect(linked.body).toMatchObject({ daysImported: 28, property: { googleLinked: true, importedThrough: daysAgo(3), firstDate: daysAgo(30), lastDate: daysAgo(3) } });
    expect(google.analyticsRequests).toHaveLength(56);
    expect(new Set(google.analyticsRequests.map((r) => r.day)).size).toBe(28);

    // Linking again (or the hourly run) reads no stored day again.
    expect((await alice.post('/api/search-console/google/link', { siteUrl: 'sc-domain:example.org' })).body.daysImported).toBe(0);
    expect(google.analyticsRequests).toHaveLength(56);

    const id = linked.body.property.id as string;
    const queries = await alice.get(`/api/search-console/properties/${id}/queries`);
    expect(queries.body.rows).toEqual([{ query: 'gsc query', clicks: 28, impressions: 1680, ctr: 1 / 60, position: 7 }]);
    const striking = await alice.get(`/api/search-console/properties/${id}/opportunities/striking-distance`);
    expect(striking.body.rows).toMatchObject([{ query: 'gsc query', page: 'https://example.org/a' }]);
  });

  it('disconnects: the tokens are deleted, the figures stay, the import stops', async () => {
    expect((await alice.request('DELETE', '/api/search-console/google')).status).toBe(200);
    expect(await app.deps.database.db.select().from(searchConsoleGoogle).where(eq(searchConsoleGoogle.userId, alice.userId))).toEqual([]);
    const properties = (await alice.get('/api/search-console/properties')).body;
    expect(properties.googleConnected).toBe(false);
    expect(properties.properties).toMatchObject([{ siteUrl: 'sc-domain:example.org', googleLinked: false }]);
    expectError(await alice.post('/api/search-console/google/link', { siteUrl: 'sc-domain:example.org' }), 409);
  });
});
