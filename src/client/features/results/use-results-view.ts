// What a keyword table shows: the keyword filter (text search included) and the sort, both kept
// in the URL so a filtered view can be bookmarked and shared. The rows and the summary cards are
// read from the server for this view, so both follow it. One hook for the results table and the
// related table (each with its own sortable columns). The search box keeps the text being typed
// and applies it when typing pauses (setSearch); meanwhile each key is written into the address
// without a router render (showSearch), decision 043.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { countKeywordFilterParts } from '@shared/filters/keyword-filter';
import { writeRowsSortParams } from '@shared/filters/rows-sort-url';
import type { KeywordSortKey, SortState } from '@shared/sorting';
import { showSearchInAddress, useKeywordFilterParams } from '../../components/filters';
import type { RowsView } from './api/get-research-rows';
import { readRowsSort, RESULTS_SORT_KEYS } from './results-view-params';

export function useRowsView(sortKeys: readonly KeywordSortKey[]) {
  const [filter, setFilter, setSearch] = useKeywordFilterParams();
  const [params, setParams] = useSearchParams();
  const sortText = `${params.get('sort') ?? ''}:${params.get('direction') ?? ''}`;
  // Keyed by the text, so the same sort keeps the same object (the query key stays put).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sort = useMemo(() => readRowsSort(params, sortKeys), [sortText, sortKeys]);
  const setSort = useCallback(
    (next: SortState<KeywordSortKey>) => setParams((current) => writeRowsSortParams(next, current), { replace: true }),
    [setParams],
  );
  // A filter set in the panel renders at once; the server is asked for it once React has a moment.
  const deferredFilter = useDeferredValue(filter);
  const view: RowsView = useMemo(() => ({ filter: deferredFilter, sort }), [deferredFilter, sort]);
  const activeCount = countKeywordFilterParts(filter);
  const unfiltered = deferredFilter.search.trim() === '' && countKeywordFilterParts(deferredFilter) === 0;
  /** The filter shown in the tools is not yet the one the rows are read for. */
  const filterPending = deferredFilter !== filter;
  return { filter, setFilter, search: filter.search, setSearch, showSearch: showSearchInAddress, sort, setSort, view, activeCount, unfiltered, filterPending };
}

export const useResultsView = () => useRowsView(RESULTS_SORT_KEYS);

export type ResultsView = ReturnType<typeof useRowsView>;
