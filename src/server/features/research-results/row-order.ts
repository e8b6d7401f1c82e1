// The one order of a research's rows, for the paged reads and the export alike: the seed first,
// then the chosen column (missing values last in both directions), then rank and id so the order
// is total. The export walks it with a keyset cursor (rowsAfter) instead of an OFFSET, so batch
// 100 of a 100,000-row export costs what batch 1 does.
import { and, asc, desc, eq, gt, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RowSortKey, RowsOrder } from '../../../shared/contract/researches.js';
import { RESEARCH_ROW_COLUMNS, type KeywordRowColumns } from './row-source.js';

function sortColumn(columns: KeywordRowColumns, sort: RowSortKey): SQLWrapper {
  return columns[sort];
}

/**
 * `reversed`: the same order read from its end (a page near the end of a long list, decision 068):
 * every term turned, missing values first; the index that serves the order serves it backwards.
 */
export function rowsOrderBy(order: RowsOrder, columns: KeywordRowColumns = RESEARCH_ROW_COLUMNS, reversed = false): SQL[] {
  const column = sortColumn(columns, order.sort);
  const ascending = (order.direction === 'asc') !== reversed;
  const sorted = sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')} nulls ${sql.raw(reversed ? 'first' : 'last')}`;
  const [forward, backward] = reversed ? [desc, asc] : [asc, desc];
  return [backward(columns.isSeedKeyword), sorted, forward(columns.rank), forward(columns.id)];
}

/** What the cursor remembers of the last row read. */
export interface RowPosition {
  isSeedKeyword: boolean;
  sortValue: unknown;
  rank: number;
  id: string;
}

/** The columns to select so the last row of a batch can become the cursor. */
export function rowPositionColumns(order: RowsOrder, columns: KeywordRowColumns = RESEARCH_ROW_COLUMNS) {
  return {
    isSeedKeyword: sql<boolean>`${columns.isSeedKeyword}`,
    sortValue: sql<unknown>`${sortColumn(columns, order.sort)}`,
    rank: sql<number>`${columns.rank}`,
    id: sql<string>`${columns.id}`,
  };
}

/** The rows after `after` in rowsOrderBy(order). */
export function rowsAfter(order: RowsOrder, after: RowPosition, columns: KeywordRowColumns = RESEARCH_ROW_COLUMNS): SQL | undefined {
  const column = sortColumn(columns, order.sort);
  const seedSame = eq(columns.isSeedKeyword, after.isSeedKeyword);
  // The value goes back as the driver gave it; PostgreSQL types the parameter from the column.
  const beyond = (value: unknown) => (order.direction === 'asc' ? sql`${column} > ${value}` : sql`${column} < ${value}`);
  const sameRank = eq(columns.rank, after.rank);
  const tieBreak = or(gt(columns.rank, after.rank), and(sameRank, sql`${columns.id} > ${after.id}::uuid`));
  // Within the same seed flag: a non-null value is followed by larger (smaller) values and then
  // by every missing one; among missing values only rank and id are left to order by.
  const sameSeed =
    after.sortValue === null || after.sortValue === undefined
      ? and(isNull(column), tieBreak)
      : or(
          beyond(after.sortValue),
          isNull(column),
          and(sql`${column} = ${after.sortValue}`, tieBreak),
        );
  // The seed rows come first (true before false), so after a seed row every other row follows.
  return after.isSeedKeyword ? or(eq(columns.isSeedKeyword, false), and(seedSame, sameSeed)) : and(seedSame, sameSeed);
}
