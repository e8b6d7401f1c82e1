// Stored totals (decision 040): the totals stored with a research's rows or a list's items (count,
// summary, distribution) equal a recount after every kind of change (a research stored, a related
// page added, items added, an import batch enriching pending items, items removed, a re-cluster),
// and a filtered count or distribution read before a change is not served after it. On PGlite, and
// PostgreSQL with TEST_DB=postgres.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { keywordLists } from '../../src/server/db/schema/index.js';
import { storeResearchSession } from '../../src/server/features/research-runner/research-store.js';
import { appendRelatedRows } from '../../src/server/features/related/related-store.js';
import { analyseList, insertItems, removeItems, storeItemMetrics, type ListItemInsert } from '../../src/server/features/lists/list-items.js';
import { analyseResearchRows } from '../../src/server/features/research-results/keyword-analysis.js';
import { keywordFilterCondition } from '../../src/server/features/research-results/keyword-filter-sql.js';
import { countDistribution, countRows } from '../../src/server/features/research-results/row-counts.js';
import { listRowSource, researchRowSource, type RowSource } from '../../src/server/features/research-results/row-source.js';
import { distributionFor, readStoredTotals, rowsTotalsFor } from '../../src/server/features/research-results/row-totals.js';
import { keywordFilterFromQuery, keywordFilterQuerySchema } from '../../src/shared/filters/keyword-filter-url.js';
import type { KeywordMetrics } from '../../src/server/providers/types.js';
import { createTestDatabase } from '../support/test-db.js';

const USER = 'totals-user';
const WORDS = ['trail', 'running', 'shoes', 'how', 'best', 'cheap'];
const INTENTS = ['informational', 'commercial', 'transactional', null] as const;

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });
const metricsArb = fc.record({
  keyword: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  searchVolume: maybe(fc.integer({ min: 0, max: 200_000 })),
  difficulty: maybe(fc.integer({ min: 0, max: 100 })),
  cpc: maybe(fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  intent: fc.constantFrom(...INTENTS),
});
type Metrics = typeof metricsArb extends fc.Arbitrary<infer T> ? T : never;

const toMetrics = (m: Metrics, i: number): KeywordMetrics => ({
  ...m,
  keyword: `${m.keyword} ${i}`,
  competition: null,
  competitionLevel: null,
  monthlySearches: [],
  source: 'demo',
  fetchedAt: '2026-11-25T07:00:00.000Z',
  metricsUpdatedAt: null,
});
const toItem = (m: Metrics, i: number, pending: boolean): ListItemInsert => ({
  keyword: `${m.keyword} ${i}`,
  searchVolume: pending ? null : m.searchVolume,
  difficulty: pending ? null : m.difficulty,
  cpc: pending ? null : m.cpc,
  intent: pending ? null : m.intent,
  metricsSource: pending ? 'pending' : 'demo',
});

// The filters the table offers: none, the search box, ranges, intents, words.
const FILTERS = [{}, { q: 'trail' }, { vol: '100..50000', kd: '..60' }, { intent: 'commercial' }, { inc: 'how', exc: 'cheap' }];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`insert into "user" (id, name, email) values (${USER}, 'Totals', 'totals@example.test')`);
});
afterAll(async () => {
  await database?.close();
});

/** The stored totals and every filter's cached answers equal a recount of the rows as they are. */
async function expectTotalsMatchRecount(source: RowSource): Promise<void> {
  const { db } = database;
  const stored = await readStoredTotals(db, source);
  const [all, distribution] = await Promise.all([countRows(db, source, undefined), countDistribution(db, source, undefined)]);
  expect(stored.totals).toEqual({ totalRows: all.totalRows, summary: all.summary, distribution });
  for (const query of FILTERS) {
    const filter = keywordFilterFromQuery(keywordFilterQuerySchema.parse(query));
    const condition = keywordFilterCondition(filter, { language: 'en' }, source.columns);
    const of = { filter, condition, language: 'en' };
    expect(await rowsTotalsFor(db, source, of)).toEqual(await countRows(db, source, condition));
    expect(await distributionFor(db, source, of)).toEqual(await countDistribution(db, source, condition));
  }
}

describe('stored totals equal a recount after every kind of change', () => {
  it('a research: stored, a related page added, re-clustered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(metricsArb, { minLength: 0, maxLength: 40 }), fc.array(metricsArb, { minLength: 1, maxLength: 20 }), async (first, more) => {
        const { db } = database;
        const { researchId } = await storeResearchSession(db, {
          userId: USER,
          request: { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 100 },
          providerCost: 0,
          provider: 'demo',
          seedNote: null,
          results: first.map((m, i) => ({ metrics: toMetrics(m, i), isSeed: i === 0 })),
        });
        const source = researchRowSource(researchId);
        const research = { id: researchId, userId: USER, locationCode: 2840, languageCode: 'en' };
        await expectTotalsMatchRecount(source);
        // A related page: rows appended after the first ones, in the page's transaction.
        await db.transaction(async (tx) => {
          const added = await appendRelatedRows(tx, researchId, first.length, more.map((m, i) => ({ ...toMetrics(m, first.length + i), depth: 1, relevance: 0.5, categories: [], relatedKeywords: [] })));
          if (added > 0) await analyseResearchRows(tx, research);
        });
        await expectTotalsMatchRecount(source);
        await db.transaction((tx) => analyseResearchRows(tx, research));
        await expectTotalsMatchRecount(source);
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('a list: items added, an import batch enriching pending items, items removed, re-clustered', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(metricsArb, { minLength: 1, maxLength: 40 }), fc.integer({ min: 0, max: 4 }), async (items, removeFilter) => {
        const { db } = database;
        const [list] = await db.insert(keywordLists).values({ userId: USER, name: 'Totals' }).returning({ id: keywordLists.id });
        const listId = list!.id;
        const owner = { id: listId, userId: USER, locationCode: 2840, languageCode: 'en' };
        const source = listRowSource(listId);
        const half = Math.ceil(items.length / 2);
        // Added from a research (with metrics), then imported (pending until the job's batch).
        await db.transaction(async (tx) => {
          await insertItems(tx, listId, items.slice(0, half).map((m, i) => toItem(m, i, false)));
          await analyseList(tx, owner);
        });
        await expectTotalsMatchRecount(source);
        await db.transaction(async (tx) => {
          await insertItems(tx, listId, items.slice(half).map((m, i) => toItem(m, half + i, true)));
          await analyseList(tx, owner);
        });
        await expectTotalsMatchRecount(source);
        await db.transaction(async (tx) => {
          await storeItemMetrics(tx, listId, items.slice(half).map((m, i) => toItem(m, half + i, false)));
          await analyseList(tx, owner);
        });
        await expectTotalsMatchRecount(source);
        await removeItems(db, owner, { filter: keywordFilterQuerySchema.parse(FILTERS[removeFilter]) });
        await expectTotalsMatchRecount(source);
        await db.transaction((tx) => analyseList(tx, owner));
        await expectTotalsMatchRecount(source);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
