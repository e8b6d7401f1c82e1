// GET /api/researches/:id/rows, page by page: the first page at once, the next as the table
// scrolls near the end; a new filter or sort is a new list (sorted and filtered on the server),
// so with 50,000 rows the browser holds only the pages scrolled through.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { formatMetricCondition, type RowSortKey } from '@shared/contract/researches';
import { parseFilterNumber, METRIC_FILTER_KEYS, type MetricFilters } from '@shared/filters/numeric-filter';
import type { SortDirection } from '@shared/sorting';
import { api, unwrap } from '../../../lib/api-client';

export const ROWS_PAGE_SIZE = 500;

export interface RowsView {
  search: string;
  filters: MetricFilters;
  sort: { key: RowSortKey; direction: SortDirection };
}

type RowsQueryParams = { search?: string; sort: RowSortKey; direction: SortDirection; volume?: string; cpc?: string; difficulty?: string };

/** The view as query parameters: only enabled filters with a readable number (as the table applies them). */
export function rowsQueryParams(view: RowsView): RowsQueryParams {
  const params: RowsQueryParams = { sort: view.sort.key, direction: view.sort.direction };
  const search = view.search.trim();
  if (search !== '') params.search = search;
  for (const key of METRIC_FILTER_KEYS) {
    const filter = view.filters[key];
    const threshold = filter.enabled ? parseFilterNumber(filter.value) : null;
    if (threshold !== null) params[key] = formatMetricCondition({ operator: filter.operator, threshold });
  }
  return params;
}

export function useResearchRows(researchId: string | null, view: RowsView, pageSize = ROWS_PAGE_SIZE) {
  const params = rowsQueryParams(view);
  return useInfiniteQuery({
    queryKey: ['research-rows', researchId, params, pageSize],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.researches[':id'].rows.$get(
          { param: { id: researchId ?? '' }, query: { ...params, offset: String(pageParam), limit: String(pageSize) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: researchId !== null,
    // While a new filter loads, the table keeps the rows it shows instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
