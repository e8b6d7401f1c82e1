// One page of a research's stored keyword rows (or a saved list's, decision 029), sorted and
// filtered in SQL, with the count and summary of every row that passes the filter (the summary
// cards follow the filters). The seed stays on top whatever the sort, as in the table; missing
// values sort last in both directions; rank and id break ties so pages never overlap or skip
// (row-order.ts).
import { and, sql, type SQL } from 'drizzle-orm';
import type { RowsPage, RowsQuery, RowsSummary } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import { rowsOrderBy } from './row-order.js';
import { researchRowSource, type RowSource } from './row-source.js';
import { toKeywordRow } from './research-records.js';

const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface RowsOf {
  id: string;
  /** The research language: "questions only" uses its question words. */
  languageCode: string;
}

export interface RowsTotals {
  totalRows: number;
  totalMatching: number;
  summary: RowsSummary;
}

/** Every row of the source, the rows passing `filter`, and their summary: one statement. */
export async function readRowsTotals(db: DbOrTx, source: RowSource, filter: SQL | undefined): Promise<RowsTotals> {
  const passes = filter ?? sql`true`;
  const { columns } = source;
  const [totals] = await db
    .select({
      totalRows: sql<number>`count(*)::int`,
      totalMatching: sql<number>`(count(*) filter (where ${passes}))::int`,
      totalVolume: sql<string | null>`sum(${columns.searchVolume}) filter (where ${passes})`,
      averageDifficulty: sql<string | null>`avg(${columns.difficulty}) filter (where ${passes})`,
      averageCpc: sql<string | null>`avg(${columns.cpc}) filter (where ${passes})`,
    })
    .from(source.table)
    .where(source.scope);
  return {
    totalRows: totals?.totalRows ?? 0,
    totalMatching: totals?.totalMatching ?? 0,
    summary: {
      totalVolume: toNumberOrNull(totals?.totalVolume) ?? 0,
      averageDifficulty: toNumberOrNull(totals?.averageDifficulty),
      averageCpc: toNumberOrNull(totals?.averageCpc),
    },
  };
}

/** A page's rows with its place in the whole: where the next page starts, or null after the last. */
export function rowsPageOf<R>(rows: R[], query: Pick<RowsQuery, 'offset'>, totals: RowsTotals): Omit<RowsPage, 'rows'> & { rows: R[] } {
  const nextOffset = query.offset + rows.length < totals.totalMatching && rows.length > 0 ? query.offset + rows.length : null;
  return { rows, offset: query.offset, nextOffset, ...totals };
}

export async function readRowsPage(db: DbOrTx, research: RowsOf, query: RowsQuery): Promise<RowsPage> {
  const source = researchRowSource(research.id);
  const filter = keywordFilterCondition(query.filter, { language: research.languageCode });
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(keywordResults)
      .where(and(source.scope, filter))
      .orderBy(...rowsOrderBy(query))
      .limit(query.limit)
      .offset(query.offset),
    readRowsTotals(db, source, filter),
  ]);
  return rowsPageOf(rows.map(toKeywordRow), query, totals);
}
