// GET /api/researches/:id: the header of the research on screen (owner or admin; else 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function researchQueryOptions(researchId: string) {
  // A stored keyword research never changes, so once loaded it stays fresh.
  return queryOptions({
    queryKey: ['research', researchId],
    queryFn: () => unwrap(api.researches[':id'].$get({ param: { id: researchId } })),
    staleTime: Infinity,
    retry: false,
  });
}

export function useResearch(researchId: string | null) {
  return useQuery({ ...researchQueryOptions(researchId ?? ''), enabled: researchId !== null });
}
