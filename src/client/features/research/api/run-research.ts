// POST /api/research: runs a keyword research and answers the stored session's id and results.
import { useMutation } from '@tanstack/react-query';
import type { ResearchRequest, ResearchResponse } from '@shared/api/research';
import { apiFetch } from '../../../lib/api';
import { useRefreshUsage } from '../../pricing';

export function runResearch(request: ResearchRequest): Promise<ResearchResponse> {
  return apiFetch<ResearchResponse>('/api/research', { method: 'POST', json: request });
}

export function useRunResearch() {
  const refreshUsage = useRefreshUsage();
  return useMutation({ mutationFn: runResearch, onSettled: refreshUsage });
}
