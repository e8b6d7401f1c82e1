// GET /api/researches/:id/changes, page by page: the server compares the research with the last
// run of the same request and answers only the page asked for ("show only changes" is a new list).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

const PAGE_SIZE = 100;

export function useResearchChanges(researchId: string | null, onlyChanges: boolean) {
  return useInfiniteQuery({
    queryKey: ['research-changes', researchId, onlyChanges],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.researches[':id'].changes.$get(
          { param: { id: researchId ?? '' }, query: { offset: String(pageParam), limit: String(PAGE_SIZE), ...(onlyChanges ? { only: 'changes' as const } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: researchId !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
