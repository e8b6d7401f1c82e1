// What the results table shows: the text search, the numeric filters and the sort. The rows and
// the summary cards are read from the server for this view, so both follow it.
import { useDeferredValue, useState } from 'react';
import type { RowSortKey } from '@shared/contract/researches';
import { RESULTS_FILTER_DEFAULTS } from '@shared/filters/numeric-filter';
import { DEFAULT_SORT, type KeywordSortKey, type SortState } from '@shared/sorting';
import { useMetricFilters } from '../../components/filters';
import type { RowsView } from './api/get-research-rows';

export function useResultsView() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState<KeywordSortKey>>(DEFAULT_SORT);
  const metricFilters = useMetricFilters(RESULTS_FILTER_DEFAULTS);
  // Typing stays responsive; the server is asked for the text once React has a moment.
  const deferredSearch = useDeferredValue(search);
  const view: RowsView = { search: deferredSearch, filters: metricFilters.filters, sort: { key: sort.key satisfies RowSortKey, direction: sort.direction } };
  const unfiltered = deferredSearch.trim() === '' && metricFilters.activeCount === 0;
  return { search, setSearch, sort, setSort, metricFilters, view, unfiltered };
}

export type ResultsView = ReturnType<typeof useResultsView>;
