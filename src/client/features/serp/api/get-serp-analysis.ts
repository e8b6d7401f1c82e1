// GET /api/serp/:id (the analysis the URL names) and GET /api/serp/latest (the user's most recent,
// when the URL names none). A stored analysis never changes, so once loaded it stays fresh; the
// latest is keyed by user, so another account on the same tab never sees this one's.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const serpAnalysisKey = (researchId: string) => ['serp', 'analysis', researchId] as const;
export const latestSerpAnalysisKey = (userId: string) => ['serp', 'latest', userId] as const;

export function useSerpAnalysisById(researchId: string | null) {
  return useQuery({
    queryKey: serpAnalysisKey(researchId ?? ''),
    queryFn: () => unwrap(api.serp[':id'].$get({ param: { id: researchId ?? '' } })),
    enabled: researchId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

export function useLatestSerpAnalysis(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: latestSerpAnalysisKey(userId ?? ''),
    queryFn: () => unwrap(api.serp.latest.$get()),
    enabled: enabled && userId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
