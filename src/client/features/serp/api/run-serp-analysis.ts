// POST /api/serp: analyses the top 10 organic results of a keyword and answers the stored analysis.
// The answer becomes the user's latest analysis at once, so restoring the screen later (with the
// browser copy cleared) shows it, not the one cached before it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SerpAnalysisResponse, SerpLatestResponse, SerpRequest } from '@shared/api/serp';
import { apiFetch } from '../../../lib/api';
import { useRefreshUsage } from '../../pricing';
import { latestSerpAnalysisKey } from './get-latest-serp-analysis';

export function runSerpAnalysis(request: SerpRequest): Promise<SerpAnalysisResponse> {
  return apiFetch<SerpAnalysisResponse>('/api/serp', { method: 'POST', json: request });
}

export function useRunSerpAnalysis(userId: string | null) {
  const queryClient = useQueryClient();
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: runSerpAnalysis,
    onSettled: refreshUsage,
    onSuccess: (answer) => {
      if (!userId) return;
      const { success: _success, ...analysis } = answer;
      queryClient.setQueryData<SerpLatestResponse>(latestSerpAnalysisKey(userId), { success: true, analysis });
    },
  });
}
