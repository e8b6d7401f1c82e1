// One page of a research's stored keyword rows, sorted and filtered in SQL, with the count and
// summary of every row that passes the filter (the summary cards follow the filters). The seed
// stays on top whatever the sort, as in the table; missing values sort last in both directions;
// rank breaks ties so pages never overlap or skip.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RowSortKey, RowsPage, RowsQuery } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { rowFilterCondition } from './row-filter.js';
import { toKeywordRow } from './research-records.js';

const SORT_COLUMN = {
  rank: keywordResults.rank,
  keyword: keywordResults.keyword,
  searchVolume: keywordResults.searchVolume,
  difficulty: keywordResults.difficulty,
  cpc: keywordResults.cpc,
  intent: keywordResults.intent,
  competition: keywordResults.competition,
  relevance: keywordResults.relevance,
  depth: keywordResults.depth,
} as const satisfies Record<RowSortKey, unknown>;

function orderBy(sort: RowSortKey, direction: 'asc' | 'desc'): SQL[] {
  const column = SORT_COLUMN[sort];
  const sorted = direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [desc(keywordResults.isSeedKeyword), sorted, asc(keywordResults.rank)];
}

const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function readRowsPage(db: DbOrTx, researchId: string, query: RowsQuery): Promise<RowsPage> {
  const ofResearch = eq(keywordResults.researchId, researchId);
  const filter = rowFilterCondition(query.filter);
  const where = filter ? and(ofResearch, filter) : ofResearch;
  const passes = filter ?? sql`true`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(keywordResults)
      .where(where)
      .orderBy(...orderBy(query.sort, query.direction))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        totalRows: sql<number>`count(*)::int`,
        totalMatching: sql<number>`(count(*) filter (where ${passes}))::int`,
        totalVolume: sql<string | null>`sum(${keywordResults.searchVolume}) filter (where ${passes})`,
        averageDifficulty: sql<string | null>`avg(${keywordResults.difficulty}) filter (where ${passes})`,
        averageCpc: sql<string | null>`avg(${keywordResults.cpc}) filter (where ${passes})`,
      })
      .from(keywordResults)
      .where(ofResearch),
  ]);
  const totalMatching = totals?.totalMatching ?? 0;
  const nextOffset = query.offset + rows.length < totalMatching && rows.length > 0 ? query.offset + rows.length : null;
  return {
    rows: rows.map(toKeywordRow),
    offset: query.offset,
    nextOffset,
    totalMatching,
    totalRows: totals?.totalRows ?? 0,
    summary: {
      totalVolume: toNumberOrNull(totals?.totalVolume) ?? 0,
      averageDifficulty: toNumberOrNull(totals?.averageDifficulty),
      averageCpc: toNumberOrNull(totals?.averageCpc),
    },
  };
}
