// One page of a research's stored keyword rows, sorted and filtered in SQL, with the count and
// summary of every row that passes the filter (the summary cards follow the filters). The seed
// stays on top whatever the sort, as in the table; missing values sort last in both directions;
// rank and id break ties so pages never overlap or skip (row-order.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { RowsPage, RowsQuery } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import { rowsOrderBy } from './row-order.js';
import { toKeywordRow } from './research-records.js';

const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface RowsOf {
  id: string;
  /** The research language: "questions only" uses its question words. */
  languageCode: string;
}

export async function readRowsPage(db: DbOrTx, research: RowsOf, query: RowsQuery): Promise<RowsPage> {
  const ofResearch = eq(keywordResults.researchId, research.id);
  const filter = keywordFilterCondition(query.filter, { language: research.languageCode });
  const where = filter ? and(ofResearch, filter) : ofResearch;
  const passes = filter ?? sql`true`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(keywordResults)
      .where(where)
      .orderBy(...rowsOrderBy(query))
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
