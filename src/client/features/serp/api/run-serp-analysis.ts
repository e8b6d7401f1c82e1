// POST /api/serp: analyses the top 10 organic results of a keyword and answers the stored analysis.
import { useMutation } from '@tanstack/react-query';
import type { SerpAnalysisResponse, SerpRequest } from '@shared/api/serp';
import { apiFetch } from '../../../lib/api';

export function runSerpAnalysis(request: SerpRequest): Promise<SerpAnalysisResponse> {
  return apiFetch<SerpAnalysisResponse>('/api/serp', { method: 'POST', json: request });
}

export function useRunSerpAnalysis() {
  return useMutation({ mutationFn: runSerpAnalysis });
}
