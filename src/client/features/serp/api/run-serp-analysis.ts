// POST /api/serp: analyses the top 10 organic results of a keyword and answers the stored
// analysis's id and totals; the screen then reads the analysis by its id (GET /api/serp/:id).
import { useMutation } from '@tanstack/react-query';
import type { SerpRequest } from '@shared/contract/serp-request';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

export function runSerpAnalysis(request: SerpRequest) {
  return unwrap(api.serp.$post({ json: request }));
}

export function useRunSerpAnalysis() {
  const refreshUsage = useRefreshUsage();
  return useMutation({ mutationFn: runSerpAnalysis, onSettled: refreshUsage });
}

/** POST /api/serp/quote: what an analysis would take before it is run (decision 025). */
export function quoteSerpAnalysis(request: SerpRequest) {
  return unwrap(api.serp.quote.$post({ json: request }));
}
