// GET /api/research/:id: one research session with its results (owner or admin only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearchDetailResponse } from '@shared/api/research';
import { apiFetch } from '../../../lib/api';

export function getResearch(researchId: string): Promise<ResearchDetailResponse> {
  return apiFetch<ResearchDetailResponse>(`/api/research/${encodeURIComponent(researchId)}`);
}

export function researchQueryOptions(researchId: string) {
  // A stored research never changes, so once loaded it stays fresh.
  return queryOptions({ queryKey: ['research', researchId], queryFn: () => getResearch(researchId), staleTime: Infinity });
}

export function useResearch(researchId: string | null) {
  return useQuery({ ...researchQueryOptions(researchId ?? ''), enabled: researchId !== null });
}
