// The SQL keyword filter against the shared reference predicate on a real database (PGlite, or
// PostgreSQL with TEST_DB=postgres): random rows in several scripts, many random filters, the
// same rows must come back.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { keywordResearch, keywordResults, user } from '../../src/server/db/schema/index.js';
import { keywordFilterCondition } from '../../src/server/features/research-results/keyword-filter-sql.js';
import { EMPTY_KEYWORD_FILTER, matchesKeywordFilter, type FilterableKeyword, type KeywordFilter } from '../../src/shared/filters/keyword-filter.js';
import { keywordFilterArb, keywordRowArb } from '../../src/shared/filters/keyword-filter.arbitraries.js';
import { createTestDatabase } from '../support/test-db.js';

let database: Database;
let researchId: string;
const rows = new Map<string, FilterableKeyword>();

const fixed: FilterableKeyword[] = [
  { keyword: 'Günstige Laufschuhe', searchVolume: 500, difficulty: 20, cpc: 0.8, competition: 0.2, intent: 'commercial' },
  { keyword: 'кроссовки купить', searchVolume: 900, difficulty: 40, cpc: 0.3, competition: 0.9, intent: 'transactional' },
  { keyword: 'wie laufschuhe binden', searchVolume: 70, difficulty: 5, cpc: null, competition: null, intent: 'informational' },
  { keyword: '100% nike_air', searchVolume: null, difficulty: null, cpc: null, competition: null, intent: null },
];

async function selectIds(filter: KeywordFilter, language?: string): Promise<string[]> {
  const found = await database.db
    .select({ id: keywordResults.id })
    .from(keywordResults)
    .where(and(eq(keywordResults.researchId, researchId), keywordFilterCondition(filter, { language })));
  return found.map((r) => r.id).sort();
}

function expectedIds(filter: KeywordFilter, language?: string): string[] {
  return [...rows].filter(([, row]) => matchesKeywordFilter(row, filter, { language })).map(([id]) => id).sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(user).values({ id: 'filter-owner', name: 'Owner', email: 'filter-owner@example.test' });
  const [research] = await db.insert(keywordResearch).values({ userId: 'filter-owner', seedKeyword: 'shoes', locationCode: 2840, languageCode: 'en' }).returning();
  researchId = research!.id;
  const random = fc.sample(keywordRowArb, { numRuns: 400, seed: 21 });
  const all = [...fixed, ...random];
  const inserted = await db
    .insert(keywordResults)
    .values(all.map((row, rank) => ({ researchId, rank, ...row })))
    .returning({ id: keywordResults.id });
  inserted.forEach(({ id }, i) => rows.set(id, all[i]!));
});

afterAll(async () => {
  await database?.close();
});

describe('keywordFilterCondition', () => {
  it('filters nothing with the empty filter', async () => {
    expect(keywordFilterCondition(EMPTY_KEYWORD_FILTER)).toBeUndefined();
    expect(await selectIds(EMPTY_KEYWORD_FILTER)).toHaveLength(rows.size);
  });

  it('matches whole words of any script in any case', async () => {
    const ids = await selectIds({ ...EMPTY_KEYWORD_FILTER, include: { words: ['günstige', 'кроссовки'], match: 'any' } });
    const keywords = ids.map((id) => rows.get(id)!.keyword);
    expect(keywords).toEqual(expect.arrayContaining(['Günstige Laufschuhe', 'кроссовки купить']));
    expect(ids).toEqual(expectedIds({ ...EMPTY_KEYWORD_FILTER, include: { words: ['günstige', 'кроссовки'], match: 'any' } }));
  });

  it('treats % and _ in the search as plain text', async () => {
    const filter = { ...EMPTY_KEYWORD_FILTER, search: '0%' };
    expect((await selectIds(filter)).map((id) => rows.get(id)!.keyword)).toEqual(['100% nike_air']);
  });

  it('filters by opportunity, trend, peak month and cluster as the reference does', async () => {
    const filters: KeywordFilter[] = [
      { ...EMPTY_KEYWORD_FILTER, ranges: { opportunity: { min: 40, max: 80 } } },
      { ...EMPTY_KEYWORD_FILTER, trend: 'up' },
      { ...EMPTY_KEYWORD_FILTER, trend: 'down' },
      { ...EMPTY_KEYWORD_FILTER, peakMonth: 12 },
      { ...EMPTY_KEYWORD_FILTER, clusterId: 3 },
    ];
    for (const filter of filters) {
      const ids = await selectIds(filter);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual(expectedIds(filter));
    }
  });

  it('returns exactly the rows of the reference predicate, for any filter and language', async () => {
    await fc.assert(
      fc.asyncProperty(keywordFilterArb, fc.constantFrom(undefined, 'en', 'de', 'ru', 'ja'), async (filter, language) => {
        expect(await selectIds(filter, language)).toEqual(expectedIds(filter, language));
      }),
      { numRuns: 250 },
    );
  });
});
