// The anonymous reads of a share link (decision 030): the shared item, its rows page by page
// (sorted on the server) or its SERP analysis. Every call names only the token.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RowSortKey } from '@shared/contract/researches';
import type { SortState } from '@shared/sorting';
import { api, unwrap } from '../../lib/api-client';

const PAGE_SIZE = 200;

export function useSharedItem(token: string) {
  return useQuery({ queryKey: ['shared', token], queryFn: () => unwrap(api.shared[':token'].$get({ param: { token } })), retry: false, staleTime: Infinity });
}

export function useSharedRows(token: string, sort: SortState<RowSortKey>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['shared-rows', token, sort],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.shared[':token'].rows.$get(
          { param: { token }, query: { sort: sort.key, direction: sort.direction, offset: String(pageParam), limit: String(PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSharedSerp(token: string, enabled: boolean) {
  return useQuery({ queryKey: ['shared-serp', token], queryFn: () => unwrap(api.shared[':token'].serp.$get({ param: { token } })), enabled, retry: false });
}
