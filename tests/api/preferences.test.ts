// A user's screen preferences on the real app and database: a table's layout and a page's overview
// state saved and read back (so they follow the user to another browser), replaced on a later save,
// kept per table; unknown tables and columns, locked or repeated columns, widths out of bounds and
// malformed or oversized bodies refused with a clear 400 or 413 and nothing stored; another user's
// preferences never read; signed-out requests, cross-site saves and API keys refused; saves capped
// per user per minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_WRITES_PER_MINUTE, REQUEST_BODY_MAX_BYTES } from '../../src/shared/constants/limits.js';
import { UNKNOWN_TABLE, unknownColumn } from '../../src/shared/messages/preferences.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

let app: TestApp;
let alice: TestClient;
let bob: TestClient;

const layout = { order: ['select', 'keyword', 'difficulty', 'searchVolume', 'source', 'trend'], hidden: ['trend'], sizes: { keyword: 360 }, density: 'compact' };

function expectRefusal(res: TestResponse, status: number, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code: expect.any(String), message: message ?? expect.any(String) } });
}

const preferences = async (client: TestClient) => {
  const res = await client.get('/api/preferences');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { tables: Record<string, unknown>; overviews: Record<string, boolean> };
};

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
});

afterAll(async () => {
  await app?.close();
});

describe('user preferences', () => {
  it('starts empty, saves a layout and an overview state, reads them back and replaces them', async () => {
    const user = await app.createUser();
    expect(await preferences(user)).toEqual({ tables: {}, overviews: {} });

    expect((await user.request('PUT', '/api/preferences/tables/results', layout)).status).toBe(200);
    expect((await user.request('PUT', '/api/preferences/overviews/list', { open: true })).status).toBe(200);
    expect(await preferences(user)).toEqual({ tables: { results: layout }, overviews: { list: true } });

    const wider = { ...layout, hidden: [], sizes: { keyword: 420, trend: 200 }, density: 'comfortable' };
    expect((await user.request('PUT', '/api/preferences/tables/results', wider)).status).toBe(200);
    expect((await user.request('PUT', '/api/preferences/tables/gap', { order: ['keyword', 'site-0', 'site-10'], hidden: ['site-10'], sizes: {}, density: 'compact' })).status).toBe(200);
    expect((await user.request('PUT', '/api/preferences/overviews/list', { open: false })).status).toBe(200);
    const read = await preferences(user);
    expect(read.tables).toEqual({ results: wider, gap: { order: ['keyword', 'site-0', 'site-10'], hidden: ['site-10'], sizes: {}, density: 'compact' } });
    expect(read.overviews).toEqual({ list: false });
  });

  it("never reads or changes another user's preferences", async () => {
    expect((await alice.request('PUT', '/api/preferences/tables/related', layout)).status).toBe(200);
    expect((await alice.request('PUT', '/api/preferences/overviews/results', { open: true })).status).toBe(200);
    expect(await preferences(bob)).toEqual({ tables: {}, overviews: {} });
    expect((await bob.request('PUT', '/api/preferences/tables/related', { ...layout, density: 'comfortable' })).status).toBe(200);
    expect((await preferences(alice)).tables.related).toEqual(layout);
    expect((await preferences(bob)).tables.related).toMatchObject({ density: 'comfortable' });
  });

  it('refuses an unknown table or column, a locked or repeated column and a width out of bounds, storing nothing', async () => {
    const user = await app.createUser();
    expectRefusal(await user.request('PUT', '/api/preferences/tables/nope', layout), 400, UNKNOWN_TABLE);
    expectRefusal(await user.request('PUT', '/api/preferences/overviews/nope', { open: true }), 400, UNKNOWN_TABLE);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, order: [...layout.order, 'password'] }), 400, unknownColumn('password'));
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, sizes: { secret: 100 } }), 400, unknownColumn('secret'));
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, hidden: ['keyword'] }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, order: ['keyword', 'keyword'] , hidden: [] }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, hidden: ['cpc'] }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, sizes: { keyword: 5 } }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, sizes: { keyword: 10_000 } }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, density: 'tiny' }), 400);
    expect(await preferences(user)).toEqual({ tables: {}, overviews: {} });
  });

  it('refuses malformed and oversized bodies with the error shape', async () => {
    const user = await app.createUser();
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', 'not json', { 'Content-Type': 'application/json' }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, extra: 1 }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { order: 'keyword' }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/overviews/results', { open: 'yes' }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/overviews/results', true), 400);
    // Bounded by the schema (more columns than any table has) and by the API-wide body limit.
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, hidden: [], order: Array.from({ length: 500 }, () => 'keyword') }), 400);
    expectRefusal(await user.request('PUT', '/api/preferences/tables/results', { ...layout, padding: 'x'.repeat(REQUEST_BODY_MAX_BYTES) }), 413);
    expect(await preferences(user)).toEqual({ tables: {}, overviews: {} });
  });

  it('refuses no session, a cross-site save and an API key', async () => {
    expectRefusal(await app.client().get('/api/preferences'), 401);
    expectRefusal(await app.client().request('PUT', '/api/preferences/tables/results', layout), 401);
    expectRefusal(await alice.request('PUT', '/api/preferences/tables/results', layout, { Origin: 'https://evil.example' }), 403);
    const key = await alice.post('/api/api-keys', { name: 'script' });
    for (const [method, path, body] of [['GET', '/api/preferences', undefined], ['PUT', '/api/preferences/tables/results', JSON.stringify(layout)]] as const) {
      const res = await fetch(`${app.url}${path}`, { method, body, headers: { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' } });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'API_KEY_NOT_ALLOWED' } });
    }
  });

  it('caps saves per user per minute with a 429 and Retry-After, other users unaffected', async () => {
    const user = await app.createUser();
    // Sent together, so a slow machine cannot stretch them past the minute the cap counts.
    const answers = await Promise.all(
      Array.from({ length: PREFERENCE_WRITES_PER_MINUTE + 1 }, (_, i) => user.request('PUT', '/api/preferences/overviews/results', { open: i % 2 === 0 })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PREFERENCE_WRITES_PER_MINUTE);
    const refused = answers.find((r) => r.status !== 200)!;
    expectRefusal(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await user.get('/api/preferences')).status).toBe(200);
    expect((await bob.request('PUT', '/api/preferences/overviews/results', { open: true })).status).toBe(200);
  });
});
