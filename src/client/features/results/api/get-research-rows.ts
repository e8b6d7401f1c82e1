// GET /api/researches/:id/rows, page by page: the first page at once, the next as the table
// scrolls near the end; a new filter or sort is a new list (sorted and filtered on the server,
// with the filter vocabulary's own query parameters), so with 50,000 rows the browser holds only
// the pages scrolled through. A saved list's items and a shared item's rows page the same way
// (usePagedRows).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RowSortKey } from '@shared/contract/researches';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { writeRowsSortParams } from '@shared/filters/rows-sort-url';
import type { SortState } from '@shared/sorting';
import { api, unwrap } from '../../../lib/api-client';
import { rowsWindowOptions, useRowsWindow } from './use-rows-window';

export const ROWS_PAGE_SIZE = 500;

export interface RowsView {
  filter: KeywordFilter;
  sort: SortState<RowSortKey>;
}

/** The view as query parameters: the same text the page's URL and the export link carry. */
export function rowsQueryParams(view: RowsView): Record<string, string> {
  return Object.fromEntries(writeRowsSortParams(view.sort, writeKeywordFilterParams(view.filter)));
}

// Rows under one key change only with a new key (a new view, page size or revision), so an answer
// read once is not read again while the cache keeps it (five minutes).
const ROWS_STALE_MS = 5 * 60 * 1000;

/** Pages of rows read by offset (`readPage` answers the page at `offset`, with where the next one starts). */
export function pagedRowsOptions<P extends { nextOffset: number | null }>(queryKey: readonly unknown[], readPage: (offset: number, signal: AbortSignal) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: ROWS_STALE_MS,
    retry: false,
  });
}

/**
 * The rows of pagedRowsOptions for a table: the next page on demand, and while a new key loads,
 * the rows already shown stay.
 */
export function usePagedRows<P extends { nextOffset: number | null }>(
  queryKey: readonly unknown[],
  readPage: (offset: number, signal: AbortSignal) => Promise<P>,
  enabled = true,
) {
  return useInfiniteQuery({
    ...pagedRowsOptions(queryKey, readPage),
    enabled,
    // While a new filter loads, the table keeps the rows it shows instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The table's onNearEnd: the next page, unless one is on its way or none is left. */
export function useNextPage({ hasNextPage, isFetchingNextPage, fetchNextPage }: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }) {
  return useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
}

/** A research's rows for a view, page by page: the page reads them, and the route starts the read early (prefetch-keyword-results). */
export function researchRowsOptions(researchId: string, view: RowsView, pageSize = ROWS_PAGE_SIZE, revision = 0) {
  const params = rowsQueryParams(view);
  return pagedRowsOptions(['research-rows', researchId, params, pageSize, revision], (offset, signal) =>
    unwrap(api.researches[':id'].rows.$get({ param: { id: researchId }, query: { ...params, offset: String(offset), limit: String(pageSize) } }, { init: { signal } })),
  );
}

/** A research's rows for a view read by position (decision 068), the window starting at `start`. */
export function researchRowsWindowOptions(researchId: string, view: RowsView, pageSize = ROWS_PAGE_SIZE, start = 0) {
  const { queryKey, readPage } = researchRowsReader(researchId, view, pageSize);
  return rowsWindowOptions(queryKey, readPage, pageSize, start);
}

function researchRowsReader(researchId: string, view: RowsView, pageSize: number) {
  const params = rowsQueryParams(view);
  return {
    queryKey: ['research-rows', researchId, params, pageSize, 0] as const,
    readPage: (offset: number, signal: AbortSignal) =>
      unwrap(api.researches[':id'].rows.$get({ param: { id: researchId }, query: { ...params, offset: String(offset), limit: String(pageSize) } }, { init: { signal } })),
  };
}

/** The results page's table: a research's rows for a view read by position (decision 068). */
export function useResearchRowsWindow(researchId: string | null, view: RowsView, pageSize = ROWS_PAGE_SIZE) {
  const { queryKey, readPage } = researchRowsReader(researchId ?? '', view, pageSize);
  return useRowsWindow({ queryKey, readPage, pageSize, enabled: researchId !== null });
}

/**
 * `revision` names the state of a research that is still growing (the related walk's loaded
 * count): a new revision reads the rows again.
 */
export function useResearchRows(researchId: string | null, view: RowsView, pageSize = ROWS_PAGE_SIZE, revision = 0) {
  return useInfiniteQuery({
    ...researchRowsOptions(researchId ?? '', view, pageSize, revision),
    enabled: researchId !== null,
    placeholderData: keepPreviousData,
  });
}
