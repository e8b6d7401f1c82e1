// The results charts' counts: GET /api/researches/:id/distribution counts in SQL
// what the shared reference (src/shared/histogram.ts over the rows the shared filter passes) counts,
// for random rows and filters; and the route's owner check, validation and error shape.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { keywordResearch, keywordResults, user } from '../../src/server/db/schema/index.js';
import { readDistribution } from '../../src/server/features/research-results/distribution.js';
import type { RowsDistribution } from '../../src/shared/contract/distribution.js';
import { EMPTY_KEYWORD_FILTER, matchesKeywordFilter, type FilterableKeyword, type KeywordFilter } from '../../src/shared/filters/keyword-filter.js';
import { keywordFilterArb, keywordRowArb } from '../../src/shared/filters/keyword-filter.arbitraries.js';
import { DIFFICULTY_BIN_EDGES, histogram, VOLUME_BIN_EDGES } from '../../src/shared/histogram.js';
import { createTestDatabase } from '../support/test-db.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

async function insertResearch(db: Database['db'], userId: string, rows: readonly FilterableKeyword[]): Promise<string> {
  const [research] = await db.insert(keywordResearch).values({ userId, seedKeyword: 'shoes', locationCode: 2840, languageCode: 'en' }).returning();
  if (rows.length > 0) await db.insert(keywordResults).values(rows.map((row, rank) => ({ researchId: research!.id, rank, ...row })));
  return research!.id;
}

/** The reference: the shared filter, then the shared bins, in memory. */
function expected(rows: readonly FilterableKeyword[], filter: KeywordFilter): RowsDistribution {
  const passing = rows.filter((row) => matchesKeywordFilter(row, filter, { language: 'en' }));
  const intents = new Map<string | null, number>();
  for (const row of passing) intents.set(row.intent ?? null, (intents.get(row.intent ?? null) ?? 0) + 1);
  return {
    totalMatching: passing.length,
    volume: histogram(passing.map((r) => r.searchVolume), VOLUME_BIN_EDGES),
    difficulty: histogram(passing.map((r) => r.difficulty), DIFFICULTY_BIN_EDGES),
    intents: [...intents].map(([intent, count]) => ({ intent, count })),
  };
}

const byIntent = (d: RowsDistribution) => [...d.intents].sort((a, b) => String(a.intent).localeCompare(String(b.intent)));

describe('readDistribution against the shared reference', () => {
  let database: Database;
  let researchId: string;
  const rows = fc.sample(keywordRowArb, { numRuns: 300, seed: 17 });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(user).values({ id: 'chart-owner', name: 'Owner', email: 'chart-owner@example.test' });
    researchId = await insertResearch(database.db, 'chart-owner', rows);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts the same bins, missing values and intents for any filter', async () => {
    await fc.assert(
      fc.asyncProperty(keywordFilterArb, async (filter) => {
        const got = await readDistribution(database.db, { id: researchId, rowsResearchId: null, languageCode: 'en' }, filter);
        const want = expected(rows, filter);
        expect({ ...got, intents: byIntent(got) }).toEqual({ ...want, intents: byIntent(want) });
        expect(got.intents.map((i) => i.count)).toEqual([...got.intents.map((i) => i.count)].sort((a, b) => b - a));
      }),
      { numRuns: 60 },
    );
  });

  it('answers zeros for a research without rows', async () => {
    const empty = await insertResearch(database.db, 'chart-owner', []);
    const got = await readDistribution(database.db, { id: empty, rowsResearchId: null, languageCode: 'en' }, EMPTY_KEYWORD_FILTER);
    expect(got).toEqual({ totalMatching: 0, volume: { counts: VOLUME_BIN_EDGES.map(() => 0), missing: 0 }, difficulty: { counts: DIFFICULTY_BIN_EDGES.map(() => 0), missing: 0 }, intents: [] });
  });
});

describe('GET /api/researches/:id/distribution', () => {
  let app: TestApp;
  let owner: TestClient & { userId: string };
  let other: TestClient;
  let admin: TestClient;
  let researchId: string;
  const adminEmail = uniqueEmail('chart-admin');
  const rows: FilterableKeyword[] = [
    { keyword: 'trail shoes', searchVolume: 5_400, difficulty: 35, cpc: 1.2, competition: 0.4, intent: 'commercial' },
    { keyword: 'buy trail shoes', searchVolume: 880, difficulty: 12, cpc: 2.1, competition: 0.8, intent: 'transactional' },
    { keyword: 'what are trail shoes', searchVolume: 90, difficulty: null, cpc: null, competition: null, intent: 'informational' },
  ];

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: adminEmail });
    owner = await app.createUser();
    other = await app.createUser();
    admin = await app.createUser(adminEmail);
    researchId = await insertResearch(app.deps.database.db, owner.userId, rows);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the counts of the rows that pass the filter in the URL', async () => {
    const all = await owner.get<RowsDistribution>(`/api/researches/${researchId}/distribution`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalMatching: 3, volume: { counts: [0, 1, 1, 1, 0, 0, 0], missing: 0 }, difficulty: { missing: 1 } });
    const filtered = await owner.get<RowsDistribution>(`/api/researches/${researchId}/distribution?vol=500..&intent=commercial`);
    expect(filtered.body).toMatchObject({ totalMatching: 1, volume: { counts: [0, 0, 0, 1, 0, 0, 0] }, intents: [{ intent: 'commercial', count: 1 }] });
  });

  it('is a read of the research: the owner and admins; another user 404, anonymous 401, a bad filter or id 400', async () => {
    expect((await admin.get(`/api/researches/${researchId}/distribution`)).status).toBe(200);
    expect((await other.get(`/api/researches/${researchId}/distribution`)).status).toBe(404);
    expect((await app.client().get(`/api/researches/${researchId}/distribution`)).status).toBe(401);
    const bad = await owner.get(`/api/researches/${researchId}/distribution?vol=lots`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await owner.get('/api/researches/nope/distribution')).status).toBe(400);
  });
});
