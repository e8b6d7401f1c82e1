// A new research's rows stored with their analysis computed before the insert (insertAnalysedRows)
// are the rows, and the stored totals, that storing them and then running the analysis pass over
// them gives: the same SERP-refined opportunity (a stored SERP of the keyword in any letter case),
// the same clusters, the same totals. On PGlite, and PostgreSQL with TEST_DB=postgres.
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityScore, serpWeakness } from '../../src/shared/analysis/opportunity.js';
import type { Database } from '../../src/server/db/client.js';
import { keywordResearch, keywordResults, rowTotals, serpResults } from '../../src/server/db/schema/index.js';
import { analyseResearchRows, createResearch, insertAnalysedRows, insertKeywordRows, toResultInsert } from '../../src/server/features/research-results/index.js';
import type { KeywordMetrics } from '../../src/server/providers/types.js';
import { createTestDatabase } from '../support/test-db.js';

const USER = 'analysed-insert-user';
const WORDS = ['trail', 'Running', 'shoes', 'how', 'best', 'cheap'];
const market = { locationCode: 2840, languageCode: 'en' };
const weakSerp = [
  { domain: 'www.reddit.com', url: 'https://www.reddit.com/r/running/1', description: 'A thread about trail shoes.' },
  { domain: 'quora.com', url: 'https://quora.com/q/2', description: 'Which trail running shoes are best?' },
  { domain: 'shop.example', url: 'https://shop.example/trail', description: 'Trail running shoes for every runner, free returns and fast delivery.' },
];

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });
const metricsArb = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
  searchVolume: maybe(fc.integer({ min: 0, max: 200_000 })),
  difficulty: maybe(fc.integer({ min: 0, max: 100 })),
  cpc: maybe(fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  intent: fc.constantFrom('informational', 'commercial', 'transactional', null),
});

type Generated = typeof metricsArb extends fc.Arbitrary<infer T> ? T : never;

const toMetrics = (m: Generated, i: number): KeywordMetrics => ({
  keyword: i % 3 === 0 ? m.words.join(' ') : `${m.words.join(' ')} ${i}`,
  searchVolume: m.searchVolume,
  difficulty: m.difficulty,
  cpc: m.cpc,
  intent: m.intent,
  competition: null,
  competitionLevel: null,
  monthlySearches: [],
  source: 'demo',
  fetchedAt: '2026-11-29T07:00:00.000Z',
  metricsUpdatedAt: null,
});

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.execute(sql`insert into "user" (id, name, email) values (${USER}, 'Analysed', 'analysed@example.test')`);
  // The owner's SERP analysis of "trail shoes", stored in another letter case than the rows have it.
  const [serp] = await db.insert(keywordResearch).values({ userId: USER, kind: 'serp', seedKeyword: 'TRAIL shoes', ...market }).returning({ id: keywordResearch.id });
  await db.insert(serpResults).values(weakSerp.map((page, i) => ({ researchId: serp!.id, position: i + 1, title: `Result ${i + 1}`, metricsSource: 'demo', ...page })));
});

afterAll(async () => {
  await database?.close();
});

const newResearch = () => createResearch(database.db, { userId: USER, kind: 'keywords', status: 'complete', seedKeyword: 'trail shoes', resultLimit: 100, ...market });

async function storedRows(researchId: string) {
  const rows = await database.db.select().from(keywordResults).where(eq(keywordResults.researchId, researchId)).orderBy(asc(keywordResults.rank));
  return rows.map(({ id: _id, researchId: _research, ...row }) => row);
}

async function storedTotals(researchId: string) {
  const [row] = await database.db.select({ totals: rowTotals.totals }).from(rowTotals).where(eq(rowTotals.researchId, researchId));
  return row?.totals;
}

describe('rows stored with their analysis', () => {
  it('equal the rows stored and then analysed, with the same totals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(metricsArb, { minLength: 0, maxLength: 60 }), async (generated) => {
        const seed: Generated = { words: ['trail', 'shoes'], searchVolume: 900, difficulty: 40, cpc: 1.2, intent: 'commercial' };
        const metrics = [seed, ...generated].map(toMetrics);
        const [afterwards, before] = [await newResearch(), await newResearch()];
        await database.db.transaction(async (tx) => {
          await insertKeywordRows(tx, metrics.map((m, rank) => toResultInsert(afterwards, m, rank, rank === 0)));
          await analyseResearchRows(tx, { id: afterwards, userId: USER, ...market });
        });
        const stored = await database.db.transaction((tx) => insertAnalysedRows(tx, { id: before, userId: USER, ...market }, metrics.map((m, rank) => toResultInsert(before, m, rank, rank === 0))));
        expect(stored).toBe(metrics.length);
        const rows = await storedRows(before);
        expect(rows).toEqual(await storedRows(afterwards));
        expect(rows.every((row) => row.clusterId !== null)).toBe(true);
        // The stored SERP refined the first row's opportunity, in both.
        expect(rows[0]!.opportunity).toBe(opportunityScore(metrics[0]!, serpWeakness(weakSerp)));
        // The same totals; an average of doubles may differ in its last bit with the summing order.
        const [totalsBefore, totalsAfter] = [await storedTotals(before), await storedTotals(afterwards)];
        const cpc = totalsAfter?.summary.averageCpc;
        expect(totalsBefore).toEqual(totalsAfter && { ...totalsAfter, summary: { ...totalsAfter.summary, averageCpc: typeof cpc === 'number' ? expect.closeTo(cpc, 9) : cpc } });
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
