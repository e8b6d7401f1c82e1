// The rows a keyword table shows: filtered, searched and sorted once per change of the inputs
// (useMemo), with the inputs deferred (useDeferredValue) so typing in the search box or a filter
// value stays responsive on long lists. Pass a stable `isPinned` (module function or useCallback).
//   const { rows: shown, isUpdating } = useFilteredRows(rows, { filters, search, sort, isPinned });
import { useDeferredValue, useMemo } from 'react';
import type { FilterableKeywordRow } from '@shared/filters/apply-filters';
import { filterAndSortRows, type RowView } from './filtered-rows';

export interface FilteredRows<Row> {
  rows: Row[];
  /** True while a newer filter, search or sort is still being applied. */
  isUpdating: boolean;
}

export function useFilteredRows<Row extends FilterableKeywordRow, K extends keyof Row & string>(
  rows: readonly Row[],
  { filters, search, sort, isPinned }: RowView<Row, K>,
): FilteredRows<Row> {
  const deferredFilters = useDeferredValue(filters);
  const deferredSearch = useDeferredValue(search);
  const deferredSort = useDeferredValue(sort);
  const shown = useMemo(
    () => filterAndSortRows(rows, { filters: deferredFilters, search: deferredSearch, sort: deferredSort, isPinned }),
    [rows, deferredFilters, deferredSearch, deferredSort, isPinned],
  );
  const isUpdating = deferredFilters !== filters || deferredSearch !== search || deferredSort !== sort;
  return { rows: shown, isUpdating };
}
