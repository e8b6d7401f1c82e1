// GET /api/researches/:id/rows, page by page: the first page at once, the next as the table
// scrolls near the end; a new filter or sort is a new list (sorted and filtered on the server,
// with the filter vocabulary's own query parameters), so with 50,000 rows the browser holds only
// the pages scrolled through.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RowSortKey } from '@shared/contract/researches';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { writeRowsSortParams } from '@shared/filters/rows-sort-url';
import type { SortState } from '@shared/sorting';
import { api, unwrap } from '../../../lib/api-client';

export const ROWS_PAGE_SIZE = 500;

export interface RowsView {
  filter: KeywordFilter;
  sort: SortState<RowSortKey>;
}

/** The view as query parameters: the same text the page's URL and the export link carry. */
export function rowsQueryParams(view: RowsView): Record<string, string> {
  return Object.fromEntries(writeRowsSortParams(view.sort, writeKeywordFilterParams(view.filter)));
}

/**
 * `revision` names the state of a research that is still growing (the related walk's loaded
 * count): a new revision reads the rows again.
 */
export function useResearchRows(researchId: string | null, view: RowsView, pageSize = ROWS_PAGE_SIZE, revision = 0) {
  const params = rowsQueryParams(view);
  return useInfiniteQuery({
    queryKey: ['research-rows', researchId, params, pageSize, revision],
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
