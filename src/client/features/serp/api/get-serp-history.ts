// GET /api/serp/:id/history: the user's earlier analyses of the same keyword and market, and what
// changed since the one compared with (the previous by default). Stored snapshots never change, so
// an answer stays fresh; a 404 (someone else's analysis, seen by an admin) means no history to show.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const serpHistoryKey = (researchId: string, compareWith: string | null) => ['serp', 'history', researchId, compareWith ?? 'previous'] as const;

export function useSerpHistory(researchId: string, compareWith: string | null) {
  return useQuery({
    queryKey: serpHistoryKey(researchId, compareWith),
    queryFn: () => unwrap(api.serp[':id'].history.$get({ param: { id: researchId }, query: compareWith ? { compareWith } : {} })),
    staleTime: Infinity,
    retry: false,
    // Another choice keeps the last comparison on screen until its answer arrives (no flicker).
    placeholderData: keepPreviousData,
  });
}
