// GET /api/serp/latest: the user's most recent analysis (or null), to restore the screen on load.
import { useQuery } from '@tanstack/react-query';
import type { SerpLatestResponse } from '@shared/api/serp';
import { apiFetch } from '../../../lib/api';

export function getLatestSerpAnalysis(): Promise<SerpLatestResponse> {
  return apiFetch<SerpLatestResponse>('/api/serp/latest');
}

export function useLatestSerpAnalysis(enabled: boolean) {
  return useQuery({ queryKey: ['serp', 'latest'], queryFn: getLatestSerpAnalysis, enabled, staleTime: Infinity, retry: false });
}
