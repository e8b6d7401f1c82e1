// GET /api/researches/:id/distribution for the current filter: the counts the results charts draw,
// computed by the server over every row that passes (the browser never holds all rows).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { writeKeywordFilterParams } from '@shared/filters/keyword-filter-url';
import { api, unwrap } from '../../../lib/api-client';

export function useDistribution(researchId: string, filter: KeywordFilter) {
  const query = Object.fromEntries(writeKeywordFilterParams(filter));
  return useQuery({
    queryKey: ['research-distribution', researchId, query],
    queryFn: ({ signal }) => unwrap(api.researches[':id'].distribution.$get({ param: { id: researchId }, query }, { init: { signal } })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
