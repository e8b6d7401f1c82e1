// POST /api/research: runs a keyword research and answers the stored research's id and totals
// (the rows are read page by page on the results screen).
import { useMutation } from '@tanstack/react-query';
import type { ResearchRequest } from '@shared/contract/research-request';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

export function runResearch(request: ResearchRequest) {
  return unwrap(api.research.$post({ json: request }));
}

export function useRunResearch() {
  const refreshUsage = useRefreshUsage();
  return useMutation({ mutationFn: runResearch, onSettled: refreshUsage });
}
