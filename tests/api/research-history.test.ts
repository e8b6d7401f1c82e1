// The history on the real app and database: every kind, filtered by kind, part of
// the keyword and days, paged by cursor within the filter; deleting one's own research (its rows
// and share links go in the same transaction, anyone else gets 404, an API key 403); and the
// changes since the last run of the same request, computed on the server and paged.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordResults, serpResults, shareLinks, userRoles } from '../../src/server/db/schema/index.js';
import type { ResearchChanges } from '../../src/shared/contract/research-changes.js';
import type { HistoryPage } from '../../src/shared/contract/researches.js';
import { insertResearch } from '../support/research-fixtures.js';
import { readResponse, startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let admin: SignedIn;
const db = () => app.deps.database.db;
const day = (d: string, hour = 12) => new Date(`${d}T${String(hour).padStart(2, '0')}:00:00.000Z`);

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser()]);
  await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
});

afterAll(async () => {
  await app?.close();
});

async function readAllHistory(client: TestClient, query: string): Promise<string[]> {
  const seeds: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const res: { status: number; body: HistoryPage } = await client.get<HistoryPage>(`/api/researches?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seeds.push(...res.body.researches.map((r) => r.seedKeyword));
    cursor = res.body.nextCursor;
  }
  return seeds;
}

describe('GET /api/researches (history filters)', () => {
  beforeAll(async () => {
    const kinds = ['keywords', 'serp', 'related'] as const;
    for (let i = 0; i < 60; i++) {
      await insertResearch(db(), {
        userId: bob.userId,
        seed: i % 2 === 0 ? `Trail Shoes ${i}` : `coffee 100%_${i}`,
        kind: kinds[i % 3],
        createdAt: day(`2026-10-${String(1 + (i % 30)).padStart(2, '0')}`, i % 24),
      });
    }
  });

  it('filters by kind, keyword (any case, % and _ as text) and days, paging within the filter', async () => {
    const serp = await readAllHistory(bob, 'kind=serp');
    expect(serp).toHaveLength(20);
    const trail = await readAllHistory(bob, 'keyword=%20trail%20');
    expect(trail).toHaveLength(30);
    expect(trail.every((s) => s.startsWith('Trail Shoes'))).toBe(true);
    expect(await readAllHistory(bob, `keyword=${encodeURIComponent('100%_')}`)).toHaveLength(30);
    expect(await readAllHistory(bob, `keyword=${encodeURIComponent('%')}&kind=keywords`)).toHaveLength(10);
    // i % 30 in 0..4 -> days 1..5: i = 0..4 and 30..34.
    const early = await readAllHistory(bob, 'from=2026-10-01&to=2026-10-05');
    expect(early.sort()).toEqual(['Trail Shoes 0', 'Trail Shoes 2', 'Trail Shoes 30', 'Trail Shoes 32', 'Trail Shoes 4', 'Trail Shoes 34', 'coffee 100%_1', 'coffee 100%_3', 'coffee 100%_31', 'coffee 100%_33'].sort());
    expect(await readAllHistory(bob, 'from=2026-10-05&to=2026-10-05&kind=serp&keyword=trail')).toEqual(['Trail Shoes 34', 'Trail Shoes 4']);
    expect(await readAllHistory(alice, 'keyword=trail')).toEqual([]);
  });

  it('pages the unfiltered list newest first with no row twice', async () => {
    const all = await readAllHistory(bob, '');
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    const first = await bob.get<HistoryPage>('/api/researches');
    const times = first.body.researches.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    ['from=2026-13-01', /from must be a date/],
    ['to=yesterday', /to must be a date/],
    ['from=2026-02-30', /from must be a date/],
    ['from=2026-10-06&to=2026-10-05', /from must not be after to/],
    [`keyword=${'x'.repeat(201)}`, /at most 200/],
    ['kind=import', /kind must be/],
  ])('refuses %s with a 400 in the error shape', async (query, message) => {
    const res = await bob.get<{ error: { code: string; message: string } }>(`/api/researches?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('DELETE /api/researches/:id', () => {
  it('deletes the owner’s research with its rows and share links; anyone else gets 404', async () => {
    const id = await insertResearch(db(), { userId: alice.userId, seed: 'to delete', rows: [{ keyword: 'to delete' }, { keyword: 'to delete now' }] });
    const serpId = await insertResearch(db(), { userId: alice.userId, seed: 'serp to delete', kind: 'serp', urls: ['https://a.test/'] });
    const link = await alice.post(`/api/researches/${id}/shares`, { displayName: 'Alice' });
    expect(link.status).toBe(201);

    expect((await bob.request('DELETE', `/api/researches/${id}`)).status).toBe(404);
    // An admin reads anyone's research but deletes only their own.
    expect((await admin.request('DELETE', `/api/researches/${id}`)).status).toBe(404);
    expect((await app.client().request('DELETE', `/api/researches/${id}`)).status).toBe(401);
    expect((await alice.get(`/api/researches/${id}`)).status).toBe(200);

    const res = await alice.request('DELETE', `/api/researches/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await alice.get(`/api/researches/${id}`)).status).toBe(404);
    expect(await db().select().from(keywordResults).where(eq(keywordResults.researchId, id))).toEqual([]);
    expect(await db().select().from(shareLinks).where(eq(shareLinks.targetId, id))).toEqual([]);
    expect((await app.client().get(`/api/shared/${(link.body as { token: string }).token}`)).status).toBe(404);
    expect((await alice.request('DELETE', `/api/researches/${id}`)).status).toBe(404);

    expect((await alice.request('DELETE', `/api/researches/${serpId}`)).status).toBe(200);
    expect(await db().select().from(serpResults).where(eq(serpResults.researchId, serpId))).toEqual([]);
  });

  it('refuses an API key (403) and a malformed id (400)', async () => {
    const id = await insertResearch(db(), { userId: alice.userId, seed: 'kept' });
    const key = await alice.post('/api/api-keys', { name: 'script' });
    const res = await readResponse<{ error: { code: string } }>(
      await fetch(`${app.url}/api/researches/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${(key.body as { secret: string }).secret}` } }),
    );
    expect(res.status).toBe(403);
    expect((await alice.get(`/api/researches/${id}`)).status).toBe(200);
    const bad = await alice.request<{ error: { code: string } }>('DELETE', '/api/researches/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeTruthy();
  });
});

describe('GET /api/researches/:id/changes', () => {
  it('compares with the latest earlier run of the same normalised request, a page at a time', async () => {
    const market = { locationCode: 2276, languageCode: 'de', resultLimit: 100 };
    const oldest = await insertResearch(db(), { userId: alice.userId, seed: 'laufschuhe', ...market, createdAt: day('2026-09-01'), rows: [{ keyword: 'laufschuhe', searchVolume: 1 }] });
    const earlier = await insertResearch(db(), {
      userId: alice.userId,
      seed: 'Laufschuhe',
      ...market,
      createdAt: day('2026-10-01'),
      rows: [
        { keyword: 'laufschuhe', searchVolume: 1000, difficulty: 40, cpc: 0.9 },
        { keyword: 'laufschuhe damen', searchVolume: 500, difficulty: 30, cpc: 0.8 },
        { keyword: 'laufschuhe alt', searchVolume: 10 },
        ...Array.from({ length: 150 }, (_, i) => ({ keyword: `laufschuhe modell ${i}`, searchVolume: i })),
      ],
    });
    // Not the same request: another market, another user, another limit.
    await insertResearch(db(), { userId: alice.userId, seed: 'laufschuhe', locationCode: 2040, languageCode: 'de', createdAt: day('2026-10-10'), rows: [{ keyword: 'x' }] });
    await insertResearch(db(), { userId: bob.userId, seed: 'laufschuhe', ...market, createdAt: day('2026-10-11'), rows: [{ keyword: 'y' }] });
    await insertResearch(db(), { userId: alice.userId, seed: 'laufschuhe', ...market, resultLimit: 500, createdAt: day('2026-10-12'), rows: [{ keyword: 'z' }] });
    const current = await insertResearch(db(), {
      userId: alice.userId,
      seed: '  LAUFSCHUHE ',
      ...market,
      createdAt: day('2026-11-01'),
      rows: [
        { keyword: 'Laufschuhe', searchVolume: 1200, difficulty: 40, cpc: 0.9 },
        { keyword: 'laufschuhe damen', searchVolume: 500, difficulty: 30, cpc: 0.8 },
        { keyword: 'laufschuhe neu', searchVolume: 70 },
        ...Array.from({ length: 150 }, (_, i) => ({ keyword: `laufschuhe modell ${i}`, searchVolume: i % 10 === 0 ? i + 1 : i })),
      ],
    });

    const first = await alice.get<ResearchChanges>(`/api/researches/${current}/changes?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.previous?.id).toBe(earlier);
    expect(first.body.counts).toEqual({ new: 1, lost: 1, changed: 16, unchanged: 136 });
    expect(first.body.totalMatching).toBe(154);
    expect(first.body.rows).toHaveLength(2);
    expect(first.body.rows[0]).toMatchObject({ label: 'Laufschuhe', status: 'changed', searchVolume: { before: 1000, after: 1200, delta: 200 } });
    expect(first.body.nextOffset).toBe(2);

    const changes: ResearchChanges['rows'] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { body: ResearchChanges } = await alice.get<ResearchChanges>(`/api/researches/${current}/changes?only=changes&limit=5&offset=${offset}`);
      changes.push(...page.body.rows);
      offset = page.body.nextOffset;
    }
    expect(changes).toHaveLength(18);
    expect(changes.filter((c) => c.status === 'new').map((c) => c.label)).toEqual(['laufschuhe neu']);
    expect(changes.at(-1)).toMatchObject({ label: 'laufschuhe alt', status: 'lost', searchVolume: { before: 10, after: null } });

    // The earlier run's own previous one is the oldest; the oldest has none.
    expect((await alice.get<ResearchChanges>(`/api/researches/${earlier}/changes`)).body.previous?.id).toBe(oldest);
    const none = await alice.get<ResearchChanges>(`/api/researches/${oldest}/changes`);
    expect(none.body).toMatchObject({ previous: null, rows: [], totalMatching: 0 });
  });

  it('compares SERP runs by URL and position', async () => {
    await insertResearch(db(), { userId: alice.userId, kind: 'serp', seed: 'best crm', createdAt: day('2026-10-01'), urls: ['https://a.test/', 'https://b.test/', 'https://c.test/'] });
    const now = await insertResearch(db(), { userId: alice.userId, kind: 'serp', seed: 'best crm', createdAt: day('2026-11-01'), urls: ['https://b.test/', 'https://a.test/', 'https://d.test/'] });
    const res = await alice.get<ResearchChanges>(`/api/researches/${now}/changes`);
    expect(res.body.rows.map((r) => [r.label, r.status, r.position.before, r.position.after])).toEqual([
      ['https://b.test/', 'changed', 2, 1],
      ['https://a.test/', 'changed', 1, 2],
      ['https://d.test/', 'new', null, 3],
      ['https://c.test/', 'lost', 3, null],
    ]);
  });

  it("answers 404 for another user's research, 401 without a session and 400 for bad paging", async () => {
    const id = await insertResearch(db(), { userId: alice.userId, seed: 'private' });
    expect((await bob.get(`/api/researches/${id}/changes`)).status).toBe(404);
    expect((await app.client().get(`/api/researches/${id}/changes`)).status).toBe(401);
    expect((await admin.get(`/api/researches/${id}/changes`)).status).toBe(200);
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'only=all']) {
      const res = await alice.get<{ error: { message: string } }>(`/api/researches/${id}/changes?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });
});
