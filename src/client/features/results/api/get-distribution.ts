// GET /api/researches/:id/distribution for the current filter: the counts the results charts draw,
// computed by the server over every row that passes (the browser never holds all rows). Asked for
// when the applied filter changes (the search once typing pauses), not per keystroke.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { api, unwrap, type SuccessBody } from '../../../lib/api-client';

export type ResearchDistribution = SuccessBody<Awaited<ReturnType<(typeof api.researches)[':id']['distribution']['$get']>>>;

export function useDistribution(researchId: string, filter: KeywordFilter, enabled = true) {
  const query = Object.fromEntries(writeKeywordFilterParams(filter));
  return useQuery({
    queryKey: ['research-distribution', researchId, query],
    queryFn: ({ signal }) => unwrap(api.researches[':id'].distribution.$get({ param: { id: researchId }, query }, { init: { signal } })),
    enabled,
    placeholderData: keepPreviousData,
    // The same filter's counts change only with the rows (a new research): kept for the cache's life.
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
