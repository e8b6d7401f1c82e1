// One page of a research's stored keyword rows (or a saved list's, decisions 029 and 033), sorted and
// filtered in SQL, with the count and summary of every row that passes the filter (the summary
// cards follow the filters; stored or cached, row-totals.ts). Each sort is served by an index in
// its own order (db/schema/page-indexes.ts, decision 040). The seed stays on top whatever the sort, as in the table; missing
// values sort last in both directions; rank and id break ties so pages never overlap or skip
// (row-order.ts).
import { and } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RowsPage, RowsQuery } from '../../../shared/contract/researches.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import { rowsOrderBy } from './row-order.js';
import type { RowsCount } from './row-counts.js';
import { researchRows, type RowSource, type RowsPointer } from './row-source.js';
import { rowsTotalsFor } from './row-totals.js';
import { toKeywordRow } from './research-records.js';

export interface RowsOf extends RowsPointer {
  /** The research language: "questions only" uses its question words. */
  languageCode: string;
}

export type RowsTotals = RowsCount;

/** A page's rows with its place in the whole: where the next page starts, or null after the last. */
export function rowsPageOf<R>(rows: R[], query: Pick<RowsQuery, 'offset'>, totals: RowsTotals): Omit<RowsPage, 'rows'> & { rows: R[] } {
  const nextOffset = query.offset + rows.length < totals.totalMatching && rows.length > 0 ? query.offset + rows.length : null;
  return { rows, offset: query.offset, nextOffset, ...totals };
}

/** From this offset on a page may be read from the end; before it the rows and the totals are read side by side. */
export const TAIL_READ_FROM = 2_000;

/**
 * A page past the middle of `totalMatching` rows, read from the end (decision 068): the offset and
 * limit in the reversed order, whose rows come back last first. An index walks the rows it skips,
 * so the last page of 50,000 skips a few hundred entries instead of 49,500. Null: read it forwards.
 */
export function tailRead(query: Pick<RowsQuery, 'offset' | 'limit'>, totalMatching: number, from = TAIL_READ_FROM): { offset: number; limit: number } | null {
  if (query.offset < from || query.offset * 2 <= totalMatching) return null;
  const end = Math.min(totalMatching, query.offset + query.limit);
  return { offset: totalMatching - end, limit: Math.max(0, end - query.offset) };
}

/**
 * The statement that reads one page's rows: the filter, then the order a page index serves
 * (decision 040); with `fromEnd` (tailRead), that order reversed, served by the same index backwards.
 */
export function pageRowsStatement(db: DbOrTx, source: RowSource, language: string, query: RowsQuery, fromEnd: { offset: number; limit: number } | null = null) {
  return db
    .select()
    .from(source.table)
    .where(and(source.scope, keywordFilterCondition(query.filter, { language }, source.columns)))
    .orderBy(...rowsOrderBy(query, source.columns, fromEnd !== null))
    .limit(fromEnd?.limit ?? query.limit)
    .offset(fromEnd?.offset ?? query.offset);
}

/** A page's stored rows: a page near the start beside the totals, a deep one after them (it may read from the end). */
async function pageAndTotals(db: DbOrTx, source: RowSource, language: string, query: RowsQuery, totalsOf: () => Promise<RowsTotals>) {
  if (query.offset < TAIL_READ_FROM) return Promise.all([pageRowsStatement(db, source, language, query), totalsOf()]);
  const totals = await totalsOf();
  const fromEnd = tailRead(query, totals.totalMatching);
  const rows = await pageRowsStatement(db, source, language, query, fromEnd);
  return [fromEnd ? rows.reverse() : rows, totals] as const;
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
  const condition = keywordFilterCondition(query.filter, { language }, source.columns);
  const [rows, totals] = await pageAndTotals(db, source, language, query, () => rowsTotalsFor(db, source, { filter: query.filter, condition, language }));
  // A select of every column of a table typed only as PgTable comes back as loose records; they
  // are rows of source.table, so of T.
  return rowsPageOf((rows as T['$inferSelect'][]).map(toRow), query, totals);
}

export async function readRowsPage(db: DbOrTx, research: RowsOf, query: RowsQuery): Promise<RowsPage> {
  return readSourceRowsPage(db, researchRows(research), research.languageCode, query, toKeywordRow);
}
