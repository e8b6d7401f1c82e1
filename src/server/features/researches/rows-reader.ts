// One page of a research's stored keyword rows (or a saved list's, decisions 029 and 033), sorted and
// filtered in SQL, with the count and summary of every row that passes the filter (the summary
// cards follow the filters). The seed stays on top whatever the sort, as in the table; missing
// values sort last in both directions; rank and id break ties so pages never overlap or skip
// (row-order.ts).
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RowsPage, RowsQuery, RowsSummary } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
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

/**
 * One page of any row source (a research's rows, a list's items) for `query`: the filter, the
 * order and the totals are the same SQL for both; `toRow` answers each stored row in the source's
 * own shape. `language` is the one "questions only" uses.
 */
export async function readSourceRowsPage<T extends PgTable, R>(
  db: DbOrTx,
  source: RowSource<T>,
  language: string,
  query: RowsQuery,
  toRow: (stored: T['$inferSelect']) => R,
): Promise<Omit<RowsPage, 'rows'> & { rows: R[] }> {
  const filter = keywordFilterCondition(query.filter, { language }, source.columns);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(source.table as PgTable)
      .where(and(source.scope, filter))
      .orderBy(...rowsOrderBy(query, source.columns))
      .limit(query.limit)
      .offset(query.offset),
    readRowsTotals(db, source, filter),
  ]);
  // A select of every column of a table typed only as PgTable comes back as loose records; they
  // are rows of source.table, so of T.
  return rowsPageOf((rows as T['$inferSelect'][]).map(toRow), query, totals);
}

export async function readRowsPage(db: DbOrTx, research: RowsOf, query: RowsQuery): Promise<RowsPage> {
  return readSourceRowsPage(db, researchRowSource(research.id), research.languageCode, query, toKeywordRow);
}
