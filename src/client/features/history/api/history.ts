// GET /api/researches (the history, filtered and paged on the server by cursor) and
// DELETE /api/researches/:id, through the typed client.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { writeHistoryFilters, type HistoryFilters } from '../history-filters-url';

export const HISTORY_QUERY_KEY = ['history'] as const;

export function useHistory(filters: HistoryFilters) {
  const query = Object.fromEntries(writeHistoryFilters(filters));
  return useInfiniteQuery({
    queryKey: [...HISTORY_QUERY_KEY, query],
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.researches.$get({ query: pageParam ? { ...query, cursor: pageParam } : query }, { init: { signal } })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    // Any tool may have run since the history was last read (a research a minute ago is its newest
    // row): opening the page always reads it again, showing the last answer meanwhile.
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

export function useDeleteResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.researches[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
