// GET /api/serp/latest: the user's most recent analysis (or null), to restore the screen on load.
// Keyed by user, so another account signed in on the same tab never sees this one's answer; a
// new analysis replaces the cached answer (see run-serp-analysis.ts), so it never goes stale.
import { useQuery } from '@tanstack/react-query';
import type { SerpLatestResponse } from '@shared/api/serp';
import { apiFetch } from '../../../lib/api';

export const latestSerpAnalysisKey = (userId: string) => ['serp', 'latest', userId] as const;

export function getLatestSerpAnalysis(): Promise<SerpLatestResponse> {
  return apiFetch<SerpLatestResponse>('/api/serp/latest');
}

export function useLatestSerpAnalysis(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: latestSerpAnalysisKey(userId ?? ''),
    queryFn: getLatestSerpAnalysis,
    enabled: enabled && userId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
