// Filter, search and sort of a keyword list in one pass of the shared rules (apply-filters,
// sorting). Pure, so the benchmark and the hook run the same code.
import { applyKeywordFilters, type FilterableKeywordRow } from '@shared/filters/apply-filters';
import type { MetricFilters } from '@shared/filters/numeric-filter';
import { sortRows, sortRowsKeepingSeedFirst, type SortState } from '@shared/sorting';

export interface RowView<Row, K extends keyof Row & string> {
  filters: MetricFilters;
  search: string;
  sort: SortState<K>;
  /** Rows kept on top whatever the sort (the SEED row). */
  isPinned?: (row: Row) => boolean;
}

export function filterAndSortRows<Row extends FilterableKeywordRow, K extends keyof Row & string>(rows: readonly Row[], view: RowView<Row, K>): Row[] {
  const filtered = applyKeywordFilters(rows, view.filters, view.search);
  return view.isPinned ? sortRowsKeepingSeedFirst(filtered, view.sort, view.isPinned) : sortRows(filtered, view.sort);
}
