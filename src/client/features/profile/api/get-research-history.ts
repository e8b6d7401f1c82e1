// GET /api/profile/research-history: the user's latest 50 research sessions, newest first.
import { useQuery } from '@tanstack/react-query';
import type { ResearchHistoryResponse, ResearchHistoryRow } from '@shared/api/profile';
import { apiFetch } from '../../../lib/api';

export async function getResearchHistory(): Promise<ResearchHistoryRow[]> {
  return (await apiFetch<ResearchHistoryResponse>('/api/profile/research-history')).research;
}

export function useResearchHistory() {
  return useQuery({ queryKey: ['research-history'], queryFn: getResearchHistory });
}
