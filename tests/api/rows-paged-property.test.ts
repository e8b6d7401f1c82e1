// GET /api/researches/:id/rows against the shared rules, as a property: a research of a
// few hundred random rows (nulls, ties, several scripts), then for random filters and sorts every
// page is walked over HTTP, with a small page (several pages) and a random one up to the maximum.
// The rows joined must be the shared reference filter (matchesKeywordFilter, sent through the URL
// codec writeKeywordFilterParams) and the tables' shared sort (sortRowsKeepingSeedFirst: the seed
// on top, missing values last in both directions, a stable sort of the rows in rank order, so ties
// stay in rank order as the server orders them), and totalMatching their count. Keyword text sorts
// in the database's collation (decision 020), so for that column the reference compares the
// keywords by their place in the database's own `order by keyword`.
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordResearch, keywordResults } from '../../src/server/db/schema/index.js';
import { ROWS_PAGE_MAX, ROW_SORT_KEYS, rowsQuerySchema, type RowSortKey, type RowsPage } from '../../src/shared/contract/researches.js';
import { researchRowSource } from '../../src/server/features/research-results/row-source.js';
import { pageRowsStatement, tailRead } from '../../src/server/features/research-results/rows-reader.js';
import { EMPTY_KEYWORD_FILTER, RANGE_METRICS, matchesKeywordFilter, type FilterableKeyword, type KeywordFilter, type RangeMetric } from '../../src/shared/filters/keyword-filter.js';
import { keywordArb, keywordFilterArb } from '../../src/shared/filters/keyword-filter.arbitraries.js';
import { writeKeywordFilterParams } from '../../src/shared/filters/keyword-filter-url.js';
import { writeRowsSortParams } from '../../src/shared/filters/rows-sort-url.js';
import { SEARCH_INTENTS } from '../../src/shared/format/difficulty.js';
import { sortRowsKeepingSeedFirst, type SortDirection } from '../../src/shared/sorting.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';
import { keywordDerivedValues } from '../../src/shared/keyword-row/keyword-derived.js';

const ROW_COUNT = 300;
const SMALL_PAGE = 37;
const LANGUAGE = 'en';

/** A stored row as the reference reads it: the filter's columns, the sort's, the rank and the seed flag. */
interface StoredRow extends FilterableKeyword {
  rank: number;
  isSeedKeyword: boolean;
  relevance: null;
  depth: null;
  /** The keyword's place in the database's collation (filled in after the insert). */
  keywordOrder: number;
}

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 4 });
/** Few distinct values, so sorts meet many ties; some of any size. */
const tied = (values: number[], any: fc.Arbitrary<number>) => maybe(fc.oneof(fc.constantFrom(...values), any));

const rowArb = fc.record({
  keyword: keywordArb,
  searchVolume: tied([0, 10, 100, 1000], fc.integer({ min: 0, max: 100_000 })),
  difficulty: tied([0, 50, 100], fc.integer({ min: 0, max: 100 })),
  cpc: tied([0, 0.5, 1.25], fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  competition: tied([0, 1], fc.integer({ min: 0, max: 100 }).map((n) => n / 100)),
  intent: maybe(fc.constantFrom(...SEARCH_INTENTS)),
  opportunity: tied([0, 40, 80], fc.integer({ min: 0, max: 100 })),
  trend: tied([0, 25, -25], fc.integer({ min: -100, max: 300 })),
  peakMonth: maybe(fc.integer({ min: 1, max: 12 })),
  clusterId: maybe(fc.integer({ min: 1, max: 8 })),
});

/** The filter's parts; a random filter keeps a few, so that many rows pass and several pages are walked. */
const FILTER_PARTS = ['search', 'volume', 'difficulty', 'cpc', 'competition', 'opportunity', 'include', 'exclude', 'wordCount', 'intents', 'questionsOnly', 'trend', 'peakMonth', 'clusterId'] as const;
const RANGE_PARTS = new Set<string>(RANGE_METRICS);

/** A canonical filter with at most `max` of its parts set (the others at their default). */
function filterWithFewParts(max: number): fc.Arbitrary<KeywordFilter> {
  return fc.tuple(keywordFilterArb, fc.subarray([...FILTER_PARTS], { maxLength: max })).map(([full, parts]) => {
    const filter: KeywordFilter = { ...EMPTY_KEYWORD_FILTER, ranges: {} };
    for (const part of parts) {
      if (RANGE_PARTS.has(part)) {
        const range = full.ranges[part as RangeMetric];
        if (range) filter.ranges[part as RangeMetric] = range;
      } else Object.assign(filter, { [part]: full[part as Exclude<(typeof FILTER_PARTS)[number], RangeMetric>] });
    }
    return filter;
  });
}

let app: TestApp;
let owner: TestClient;
let researchId: string;
let stored: StoredRow[];

beforeAll(async () => {
  app = await startTestApp();
  const user = await app.createUser();
  owner = user;
  const db = app.deps.database.db;
  const [research] = await db
    .insert(keywordResearch)
    .values({ userId: user.userId, seedKeyword: 'shoes', locationCode: 2840, languageCode: LANGUAGE, totalResults: ROW_COUNT, loadedResults: ROW_COUNT })
    .returning({ id: keywordResearch.id });
  researchId = research!.id;
  const generated = fc.sample(rowArb, { numRuns: ROW_COUNT, seed: 15 });
  await db.insert(keywordResults).values(generated.map((row, rank) => ({ researchId, rank, isSeedKeyword: rank === 0, ...row })));
  // The database's own order of the keyword text: the reference's order for the keyword column.
  const collated = await db
    .selectDistinct({ keyword: keywordResults.keyword })
    .from(keywordResults)
    .where(eq(keywordResults.researchId, researchId))
    .orderBy(asc(keywordResults.keyword));
  const place = new Map(collated.map(({ keyword }, i) => [keyword, i]));
  // The metrics the database computes from the keyword (generated columns) as the shared rule gives them.
  stored = generated.map((row, rank) => ({ ...row, ...keywordDerivedValues(row.keyword), rank, isSeedKeyword: rank === 0, relevance: null, depth: null, keywordOrder: place.get(row.keyword)! }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

/** The reference answer: the rows passing the filter, in the shared sort, by rank. */
function expectedRanks(filter: KeywordFilter, sort: RowSortKey, direction: SortDirection): number[] {
  const passing = stored.filter((row) => matchesKeywordFilter(row, filter, { language: LANGUAGE }));
  const key = sort === 'keyword' ? 'keywordOrder' : sort;
  return sortRowsKeepingSeedFirst(passing, { key, direction }, (row) => row.isSeedKeyword).map((row) => row.rank);
}

/** Every page of the rows read for the query, following nextOffset; checks each page's own fields. */
async function walk(query: URLSearchParams, limit: number, expectedCount: number): Promise<number[]> {
  const ranks: number[] = [];
  let offset: number | null = 0;
  let pages = 0;
  while (offset !== null) {
    const params = new URLSearchParams(query);
    params.set('offset', String(offset));
    params.set('limit', String(limit));
    const res = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?${params.toString()}`);
    if (res.status !== 200) throw new Error(`${params.toString()}: ${res.status} ${JSON.stringify(res.body)}`);
    const page = res.body;
    expect(page.offset).toBe(offset);
    expect(page.totalMatching).toBe(expectedCount);
    expect(page.totalRows).toBe(ROW_COUNT);
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    for (const row of page.rows) {
      expect(row.keyword).toBe(stored[row.rank]!.keyword);
      ranks.push(row.rank);
    }
    offset = page.nextOffset;
    pages += 1;
    if (pages > ROW_COUNT + 1) throw new Error('the pages never end');
  }
  expect(pages).toBe(Math.max(1, Math.ceil(expectedCount / limit)));
  return ranks;
}

describe('GET /api/researches/:id/rows, paged, against the shared filter and sort', () => {
  it('lists exactly the rows the reference filter passes, in the shared sort, across every page', async () => {
    let filtered = 0;
    let multiPage = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(filterWithFewParts(2), keywordFilterArb),
        fc.constantFrom(...ROW_SORT_KEYS),
        fc.constantFrom<SortDirection>('asc', 'desc'),
        fc.integer({ min: 20, max: ROWS_PAGE_MAX }),
        async (filter, sort, direction, pageSize) => {
          const query = writeRowsSortParams({ key: sort, direction }, writeKeywordFilterParams(filter));
          // The default order is left out of the URL: the server's default must be the same.
          const expected = expectedRanks(filter, sort, direction);
          if (expected.length < ROW_COUNT) filtered += 1;
          if (expected.length > 2 * SMALL_PAGE) multiPage += 1;
          expect(await walk(query, SMALL_PAGE, expected.length)).toEqual(expected);
          expect(await walk(query, pageSize, expected.length)).toEqual(expected);
        },
      ),
      { numRuns: 40, seed: 2015, endOnFailure: true },
    );
    // The random filters did filter (not every run the empty filter).
    expect(filtered).toBeGreaterThan(5);
    // ...and many left enough rows to walk three pages or more.
    expect(multiPage).toBeGreaterThan(5);
  }, 120_000);

  it('walks the unfiltered rows in every sort, both directions, in pages of 37', async () => {
    const unfiltered = new URLSearchParams();
    for (const sort of ROW_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) {
        const query = writeRowsSortParams({ key: sort, direction }, unfiltered);
        const expected = expectedRanks(EMPTY_KEYWORD_FILTER, sort, direction);
        expect(await walk(query, SMALL_PAGE, ROW_COUNT), `${sort} ${direction}`).toEqual(expected);
      }
    }
  }, 120_000);
});

// A page past the middle is read from the end (decision 068): the same order reversed, its rows
// turned back. Read here at every place, whatever the threshold, it must be the page read forwards.
describe('a page read from the end', () => {
  it('holds the rows of the same page read forwards, in every sort, both directions, filtered or not', async () => {
    const db = app.deps.database.db;
    const source = researchRowSource(researchId);
    const ranksOf = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.rank));
    for (const filter of [{}, { vol: '100..', intent: 'commercial' }]) {
      for (const sort of ROW_SORT_KEYS) {
        for (const direction of ['asc', 'desc'] as const) {
          const total = (await pageRowsStatement(db, source, LANGUAGE, rowsQuerySchema.parse({ ...filter, sort, direction, offset: '0', limit: '1000' }))).length;
          for (const offset of [Math.ceil(total / 2), total - SMALL_PAGE - 1, total - 1]) {
            if (offset <= total / 2) continue;
            const query = rowsQuerySchema.parse({ ...filter, sort, direction, offset: String(offset), limit: String(SMALL_PAGE) });
            const fromEnd = tailRead(query, total, 0);
            expect(fromEnd).not.toBeNull();
            const forwards = ranksOf(await pageRowsStatement(db, source, LANGUAGE, query));
            const backwards = ranksOf((await pageRowsStatement(db, source, LANGUAGE, query, fromEnd)).reverse());
            expect(backwards, `${sort} ${direction} offset ${offset} of ${total} (${JSON.stringify(filter)})`).toEqual(forwards);
          }
        }
      }
    }
  }, 60_000);
});
