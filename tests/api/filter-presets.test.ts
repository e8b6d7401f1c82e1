// Filter presets on the real app and database: save a named filter in the URL
// codec's vocabulary (stored canonically), list, rename, delete; only the owner's presets are seen
// or touched (another user's id answers 404), malformed input is refused with the error shape and
// nothing changed, names are unique per user, the per-user cap holds under racing saves, and an API
// key is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_PRESET_NAME_MAX, FILTER_PRESETS_PER_USER } from '../../src/shared/constants/limits.js';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;

function expectErrorShape(res: TestResponse, status: number, code?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code: code ?? expect.any(String), message: expect.any(String) } });
}

async function save(client: TestClient, name: string, filter = 'vol=100..5000') {
  const res = await client.post('/api/filter-presets', { name, filter });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string; filter: string };
}

const names = async (client: TestClient) => ((await client.get('/api/filter-presets')).body.presets as { name: string }[]).map((p) => p.name);

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([app.createUser(), app.createUser()]);
});

afterAll(async () => {
  await app?.close();
});

describe('filter presets', () => {
  it('saves a filter in canonical form, lists, renames and deletes it', async () => {
    const res = await alice.post('/api/filter-presets', {
      name: '  Low KD, no freebies  ',
      filter: 'exc=FREE+cheap&kd=..40&intent=transactional,commercial&vol=100..5000&wc=2..4&qs=1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Low KD, no freebies', filter: 'vol=100..5000&kd=..40&wc=2..4&exc=free+cheap&intent=commercial%2Ctransactional&qs=1' });

    const list = await alice.get('/api/filter-presets');
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(FILTER_PRESETS_PER_USER);
    expect(list.body.presets).toEqual([res.body]);

    const renamed = await alice.request('PATCH', `/api/filter-presets/${res.body.id}`, { name: 'Quick wins' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: res.body.id, name: 'Quick wins', filter: res.body.filter });
    expect(await names(alice)).toEqual(['Quick wins']);

    expect((await alice.request('DELETE', `/api/filter-presets/${res.body.id}`)).status).toBe(200);
    expect(await names(alice)).toEqual([]);
    expectErrorShape(await alice.request('DELETE', `/api/filter-presets/${res.body.id}`), 404);
  });

  it("never shows or touches another user's preset: 404, and it stays as it was", async () => {
    const bobs = await save(bob, 'Bob only');
    expect(await names(alice)).not.toContain('Bob only');
    expectErrorShape(await alice.request('PATCH', `/api/filter-presets/${bobs.id}`, { name: 'Mine now' }), 404);
    expectErrorShape(await alice.request('DELETE', `/api/filter-presets/${bobs.id}`), 404);
    expect(await names(bob)).toEqual(['Bob only']);
  });

  it('refuses malformed input with the error shape and changes nothing', async () => {
    const before = await names(alice);
    for (const body of [
      {},
      { name: 'x' },
      { filter: 'vol=1..2' },
      { name: '   ', filter: 'vol=1..2' },
      { name: 'x'.repeat(FILTER_PRESET_NAME_MAX + 1), filter: 'vol=1..2' },
      { name: 42, filter: 'vol=1..2' },
      { name: 'empty', filter: '' },
      { name: 'default only', filter: 'incm=all' },
      { name: 'reversed', filter: 'vol=500..100' },
      { name: 'not a range', filter: 'kd=easy' },
      { name: 'unknown intent', filter: 'intent=curious' },
      { name: 'unknown part', filter: 'vol=1..2&sort=cpc' },
      { name: 'repeated part', filter: 'vol=1..2&vol=3..4' },
      { name: 'too long', filter: `q=${'a'.repeat(5000)}` },
      { name: 'not text', filter: { vol: '1..2' } },
    ]) {
      expectErrorShape(await alice.post('/api/filter-presets', body), 400, 'VALIDATION');
    }
    expectErrorShape(await alice.request('POST', '/api/filter-presets', 'not json', { 'Content-Type': 'application/json' }), 400);
    const mine = await save(alice, 'Kept');
    expectErrorShape(await alice.request('PATCH', `/api/filter-presets/${mine.id}`, { name: '' }), 400, 'VALIDATION');
    expectErrorShape(await alice.request('PATCH', '/api/filter-presets/not-a-uuid', { name: 'x' }), 400);
    expectErrorShape(await alice.request('DELETE', '/api/filter-presets/not-a-uuid'), 400);
    expect(await names(alice)).toEqual([...before, 'Kept']);
  });

  it('keeps names unique per user, ignoring case; another user may use the same name', async () => {
    const first = await save(alice, 'Brand terms', 'inc=nike');
    expectErrorShape(await alice.post('/api/filter-presets', { name: 'brand TERMS', filter: 'inc=adidas' }), 409, 'FILTER_PRESET_NAME_TAKEN');
    const other = await save(alice, 'Other', 'inc=puma');
    expectErrorShape(await alice.request('PATCH', `/api/filter-presets/${other.id}`, { name: 'Brand Terms' }), 409, 'FILTER_PRESET_NAME_TAKEN');
    expect((await alice.request('PATCH', `/api/filter-presets/${first.id}`, { name: 'BRAND terms' })).status).toBe(200);
    await save(bob, 'Brand terms');
  });

  it('caps the presets per user on the server, even for racing saves; a deleted one frees its place', async () => {
    const user = await app.createUser();
    const made = await Promise.all(Array.from({ length: FILTER_PRESETS_PER_USER + 3 }, (_, i) => user.post('/api/filter-presets', { name: `p${i}`, filter: `vol=${i}..` })));
    expect(made.filter((r) => r.status === 201)).toHaveLength(FILTER_PRESETS_PER_USER);
    for (const refused of made.filter((r) => r.status !== 201)) expectErrorShape(refused, 409, 'FILTER_PRESET_LIMIT');
    const first = made.find((r) => r.status === 201)!.body.id as string;
    expect((await user.request('DELETE', `/api/filter-presets/${first}`)).status).toBe(200);
    expect((await user.post('/api/filter-presets', { name: 'again', filter: 'qs=1' })).status).toBe(201);
  });

  it('refuses no session, a cross-site save and an API key', async () => {
    expectErrorShape(await app.client().get('/api/filter-presets'), 401);
    expectErrorShape(await app.client().post('/api/filter-presets', { name: 'x', filter: 'qs=1' }), 401);
    expectErrorShape(await alice.request('POST', '/api/filter-presets', { name: 'evil', filter: 'qs=1' }, { Origin: 'https://evil.example' }), 403);
    const key = await alice.post('/api/api-keys', { name: 'script' });
    const res = await fetch(`${app.url}/api/filter-presets`, { headers: { Authorization: `Bearer ${key.body.secret}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'API_KEY_NOT_ALLOWED' } });
  });
});
