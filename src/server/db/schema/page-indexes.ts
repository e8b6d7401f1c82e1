// The indexes that serve a page of keyword rows (decision 040): one per sort key
// and direction of the rows table (src/shared/contract/researches.ts ROW_SORT_KEYS), each in the
// exact order the page read asks for (features/research-results/row-order.ts): the research or list, the
// seed first, the sort column with missing values last, then rank and id. A page is then an index
// range scan that stops after the page, whatever the number of rows.
import { index, type ExtraConfigColumn, type IndexBuilder } from 'drizzle-orm/pg-core';
import { ROW_SORT_KEYS, type RowSortKey } from '../../../shared/contract/researches.js';
import { SORTABLE_METRIC_KEYS, type SortableMetricKey } from '../../../shared/keyword-row/metrics.js';

interface PageIndexColumns {
  owner: ExtraConfigColumn;
  /** Absent where the seed is a constant (a list has none): the planner drops a constant sort key. */
  seed?: ExtraConfigColumn;
  rank: ExtraConfigColumn;
  id: ExtraConfigColumn;
  /** The column of each sort key; absent where the key is a constant (a list's relevance and depth). */
  sorted: Partial<Record<RowSortKey, ExtraConfigColumn>>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function pageIndexes(table: string, columns: PageIndexColumns): IndexBuilder[] {
  // Nulls first as ORDER BY ... desc has them (the planner matches the index only then). Drizzle's direction methods mark the column object and each index resets it: mark it anew per index.
  const head = (): [Partial<ExtraConfigColumn>, ...Partial<ExtraConfigColumn>[]] => (columns.seed ? [columns.owner, columns.seed.desc().nullsFirst()] : [columns.owner]);
  return ROW_SORT_KEYS.flatMap((key) => {
    const column = columns.sorted[key];
    // A constant key orders by rank and id alone: the rank index serves it.
    if (!column) return [];
    // Sorting by rank: the tie-break's rank is the same key (PostgreSQL drops the repeat).
    const tail = key === 'rank' ? [columns.id] : [columns.rank, columns.id];
    return [
      index(`${table}_page_${snake(key)}_asc_idx`).on(...head(), column.asc().nullsLast(), ...tail),
      index(`${table}_page_${snake(key)}_desc_idx`).on(...head(), column.desc().nullsLast(), ...tail),
    ];
  });
}

/** The table's column of each sortable metric it stores (a list stores no relevance or depth: those sort by rank). */
export function sortableMetricColumns(table: Partial<Record<SortableMetricKey, ExtraConfigColumn>>): Partial<Record<SortableMetricKey, ExtraConfigColumn>> {
  const sorted: Partial<Record<SortableMetricKey, ExtraConfigColumn>> = {};
  for (const key of SORTABLE_METRIC_KEYS) {
    const column = table[key];
    if (column) sorted[key] = column;
  }
  return sorted;
}
