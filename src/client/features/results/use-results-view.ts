// What a keyword table shows: the keyword filter (text search included) and the sort, both kept
// in the URL so a filtered view can be bookmarked and shared. The rows and the summary cards are
// read from the server for this view, so both follow it. One hook for the results table and the
// related table (each with its own sortable columns).
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { countKeywordFilterParts } from '@shared/filters/keyword-filter';
import { readRowsSortParams, writeRowsSortParams } from '@shared/filters/rows-sort-url';
import { DEFAULT_SORT, type KeywordSortKey, type SortState } from '@shared/sorting';
import { useKeywordFilterParams } from '../../components/filters';
import type { RowsView } from './api/get-research-rows';

/** The columns of the results table, each sortable. */
const RESULTS_SORT_KEYS = ['keyword', 'searchVolume', 'difficulty', 'cpc', 'intent', 'opportunity', 'trend'] as const satisfies readonly KeywordSortKey[];

export function useRowsView(sortKeys: readonly KeywordSortKey[]) {
  const [filter, setFilter] = useKeywordFilterParams();
  const [params, setParams] = useSearchParams();
  const sortText = `${params.get('sort') ?? ''}:${params.get('direction') ?? ''}`;
  // Keyed by the text, so the same sort keeps the same object (the query key stays put).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sort = useMemo(() => readRowsSortParams(params, sortKeys, DEFAULT_SORT), [sortText, sortKeys]);
  const setSort = useCallback(
    (next: SortState<KeywordSortKey>) => setParams((current) => writeRowsSortParams(next, current), { replace: true }),
    [setParams],
  );
  const setSearch = useCallback((search: string) => setFilter({ ...filter, search }), [filter, setFilter]);
  // Typing stays responsive; the server is asked for the text once React has a moment.
  const deferredFilter = useDeferredValue(filter);
  const view: RowsView = useMemo(() => ({ filter: deferredFilter, sort }), [deferredFilter, sort]);
  const activeCount = countKeywordFilterParts(filter);
  const unfiltered = deferredFilter.search.trim() === '' && countKeywordFilterParts(deferredFilter) === 0;
  /** The filter shown in the tools is not yet the one the rows are read for. */
  const filterPending = deferredFilter !== filter;
  return { filter, setFilter, search: filter.search, setSearch, sort, setSort, view, activeCount, unfiltered, filterPending };
}

export const useResultsView = () => useRowsView(RESULTS_SORT_KEYS);

export type ResultsView = ReturnType<typeof useRowsView>;
