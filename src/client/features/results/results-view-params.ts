// The results table's view (filter and sort) as the URL says it, read without React: the page's
// hook (useRowsView) and the route's early read of the rows (prefetch-keyword-results) must ask for
// the same query, so both read the address here.
import { readKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { readRowsSortParams } from '@shared/filters/rows-sort-url';
import { DEFAULT_SORT, KEYWORD_SORT_KEYS, type KeywordSortKey } from '@shared/sorting';
import type { RowsView } from './api/get-research-rows';

/** The columns of the results table, each sortable. */
export const RESULTS_SORT_KEYS = KEYWORD_SORT_KEYS;

export function readRowsSort(params: URLSearchParams, sortKeys: readonly KeywordSortKey[]) {
  return readRowsSortParams(params, sortKeys, DEFAULT_SORT);
}

export function resultsViewFromParams(params: URLSearchParams): RowsView {
  return { filter: readKeywordFilterParams(params), sort: readRowsSort(params, RESULTS_SORT_KEYS) };
}
