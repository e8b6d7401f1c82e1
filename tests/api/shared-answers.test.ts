// One stored copy per answer (decision 054), on the real app and database (PGlite, or PostgreSQL
// with TEST_DB=postgres): researches of one user that got the same answer read one set of rows;
// deleting one hands the rows to another, deleting the last removes them; another user, or an
// answer refined by a SERP analysis stored since, stores its own copy.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordResearch, keywordResults, rowTotals, user } from '../../src/server/db/schema/index.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import type { CreatedShareLink } from '../../src/shared/contract/share-links.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
const db = () => app.deps.database.db;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const question = (keyword: string, limit = 50) => ({ keyword, languageCode: 'en', locationCode: 2840, limit });

async function research(client: TestClient, keyword: string, limit?: number): Promise<string> {
  const res = await client.post<{ researchId: string }>('/api/research', question(keyword, limit));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.researchId;
}

async function header(id: string) {
  const [row] = await db().select().from(keywordResearch).where(eq(keywordResearch.id, id));
  return row;
}

async function rowsStored(ids: string[]): Promise<number> {
  const [row] = await db().select({ n: count() }).from(keywordResults).where(inArray(keywordResults.researchId, ids));
  return row?.n ?? 0;
}

/** Everything a research shows of its rows: a page, the charts, the clusters, the changes and the CSV export. */
async function view(client: TestClient, id: string) {
  const page = await client.get<RowsPage>(`/api/researches/${id}/rows?sort=searchVolume&direction=desc&limit=1000`);
  const distribution = await client.get(`/api/researches/${id}/distribution`);
  const clusters = await client.get(`/api/researches/${id}/clusters`);
  const csv = await client.get<string>(`/api/researches/${id}/export?format=csv`);
  for (const res of [page, distribution, clusters, csv]) expect(res.status).toBe(200);
  // The file is named after the day; the rows are what must match.
  return { page: page.body, distribution: distribution.body, clusters: clusters.body, csv: csv.body };
}

async function shareLink(client: TestClient, id: string): Promise<string> {
  const res = await client.post<CreatedShareLink>(`/api/researches/${id}/shares`, { displayName: 'Shared answer' });
  expect(res.status).toBe(201);
  return res.body.token;
}

const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/researches/${id}`);

describe('one stored copy per answer', () => {
  let alice: SignedIn;
  beforeAll(async () => {
    alice = await app.createUser();
  });

  it('two researches of the same answer read one set of rows, and show the same', async () => {
    const first = await research(alice, 'trail running shoes');
    const second = await research(alice, 'Trail  Running Shoes');
    expect(second).not.toBe(first);
    expect((await header(second))?.rowsResearchId).toBe(first);
    expect((await header(first))?.rowsResearchId).toBeNull();
    const stored = await rowsStored([first]);
    expect(stored).toBeGreaterThan(1);
    expect(await rowsStored([second])).toBe(0);
    const [a, b] = [await view(alice, first), await view(alice, second)];
    expect(b.page.rows.length).toBe(stored);
    expect(b).toEqual(a);
    // Each research keeps its own header: the seed as typed, its own id in the history.
    expect((await alice.get(`/api/researches/${second}`)).body.seedKeyword).toBe('Trail  Running Shoes');
    const history = await alice.get<{ researches: Array<{ id: string; totalResults: number }> }>('/api/researches?kind=keywords');
    expect(history.body.researches.filter((r) => r.id === first || r.id === second).map((r) => r.totalResults)).toEqual([stored, stored]);
    // The second run of a request compares against the first: the same answer, nothing changed.
    const changes = await alice.get<{ previous: { id: string }; counts: { new: number; lost: number; changed: number; unchanged: number } }>(
      `/api/researches/${second}/changes`,
    );
    expect(changes.body.previous.id).toBe(first);
    expect(changes.body.counts).toEqual({ new: 0, lost: 0, changed: 0, unchanged: stored });
  });

  it('deleting the owner hands the rows to a reader; the rows, export and share link stay; deleting the last removes them', async () => {
    const first = await research(alice, 'hiking boots');
    const second = await research(alice, 'hiking boots');
    const third = await research(alice, 'hiking boots');
    const before = await view(alice, third);
    const stored = await rowsStored([first]);
    const token = await shareLink(alice, third);
    const visitor = app.client();
    const sharedBefore = await visitor.get<RowsPage>(`/api/shared/${token}/rows?sort=searchVolume&direction=desc&limit=1000`);
    const sharedCsvBefore = await visitor.get<string>(`/api/shared/${token}/export?format=csv`);

    expect((await remove(alice, first)).status).toBe(200);
    expect(await header(first)).toBeUndefined();
    // The oldest reader owns the rows now, the other reads from it; nothing was copied or lost.
    expect((await header(second))?.rowsResearchId).toBeNull();
    expect((await header(third))?.rowsResearchId).toBe(second);
    expect(await rowsStored([second])).toBe(stored);
    expect(await rowsStored([first, third])).toBe(0);
    const [totals] = await db().select().from(rowTotals).where(eq(rowTotals.researchId, second));
    expect(totals?.totals.totalRows).toBe(stored);
    expect(await view(alice, third)).toEqual(before);
    expect(await view(alice, second)).toEqual(before);
    expect((await visitor.get(`/api/shared/${token}/rows?sort=searchVolume&direction=desc&limit=1000`)).body).toEqual(sharedBefore.body);
    expect((await visitor.get(`/api/shared/${token}/export?format=csv`)).body).toBe(sharedCsvBefore.body);
    // A later research of the same answer finds the new owner.
    const fourth = await research(alice, 'hiking boots');
    expect((await header(fourth))?.rowsResearchId).toBe(second);

    expect((await remove(alice, second)).status).toBe(200);
    expect(await rowsStored([third])).toBe(stored);
    expect((await header(fourth))?.rowsResearchId).toBe(third);
    expect((await remove(alice, fourth)).status).toBe(200);
    expect(await rowsStored([third])).toBe(stored);
    expect((await remove(alice, third)).status).toBe(200);
    expect(await rowsStored([first, second, third, fourth])).toBe(0);
    expect((await visitor.get(`/api/shared/${token}/rows`)).status).toBe(404);
  });

  it('deleting a reader leaves the owner and its rows as they were', async () => {
    const first = await research(alice, 'climbing rope');
    const second = await research(alice, 'climbing rope');
    const stored = await rowsStored([first]);
    const before = await view(alice, first);
    expect((await remove(alice, second)).status).toBe(200);
    expect(await rowsStored([first])).toBe(stored);
    expect(await view(alice, first)).toEqual(before);
  });

  it("another user's identical research stores its own copy, and cannot delete or read this one", async () => {
    const bob = await app.createUser();
    const mine = await research(alice, 'tent pegs');
    const his = await research(bob, 'tent pegs');
    expect((await header(his))?.rowsResearchId).toBeNull();
    expect(await rowsStored([his])).toBe(await rowsStored([mine]));
    expect((await remove(bob, mine)).status).toBe(404);
    expect((await bob.get(`/api/researches/${mine}/rows`)).status).toBe(404);
    expect(await rowsStored([mine])).toBeGreaterThan(0);
  });

  it('a SERP analysis stored since the first run refines the answer: the next run stores its own copy', async () => {
    const first = await research(alice, 'camping stove');
    const keywords = (await alice.get<RowsPage>(`/api/researches/${first}/rows?limit=5`)).body.rows.map((row) => row.keyword);
    const serp = await alice.post('/api/serp', { keyword: keywords[0], languageCode: 'en', locationCode: 2840 });
    expect(serp.status, JSON.stringify(serp.body)).toBe(200);
    const second = await research(alice, 'camping stove');
    expect((await header(second))?.rowsResearchId).toBeNull();
    // With no SERP analysis since, the third run shares the second's rows again.
    const third = await research(alice, 'camping stove');
    expect((await header(third))?.rowsResearchId).toBe(second);
  });

  it("a user's deletion removes every research of theirs and the rows they shared", async () => {
    const carol = await app.createUser();
    const ids = [await research(carol, 'sleeping bag'), await research(carol, 'sleeping bag')];
    expect((await header(ids[1]!))?.rowsResearchId).toBe(ids[0]);
    await db().delete(user).where(eq(user.id, carol.userId));
    expect(await rowsStored(ids)).toBe(0);
    expect(await db().select().from(keywordResearch).where(inArray(keywordResearch.id, ids))).toEqual([]);
  });

  it('20 identical concurrent researches store one copy of the rows', async () => {
    const dave = await app.createUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => dave.post<{ researchId: string }>('/api/research', question('kayak paddle', 100))));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = answers.map((answer) => answer.body.researchId);
    expect(new Set(ids).size).toBe(20);
    const owners = await db().select({ id: keywordResearch.id }).from(keywordResearch).where(eq(keywordResearch.userId, dave.userId));
    const stored = await rowsStored(owners.map((owner) => owner.id));
    const one = (await dave.get<RowsPage>(`/api/researches/${ids[0]}/rows?limit=1`)).body.totalRows;
    console.log(`[shared answers] 20 identical concurrent researches of ${one} rows each: ${stored} rows stored`);
    expect(stored).toBe(one);
    for (const id of ids) expect((await dave.get<RowsPage>(`/api/researches/${id}/rows?limit=1`)).body.totalRows).toBe(one);
  });
});
