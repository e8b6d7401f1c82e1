// POST /api/keyword-value (one SERP analysis unit) and its cost preview: the value of ranking for
// one keyword; with a researchId the research's row keeps it, so the research is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordValueRequest } from '@shared/contract/keyword-value';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

export function quoteKeywordValue(request: KeywordValueRequest) {
  return unwrap(api['keyword-value'].quote.$post({ json: request }));
}

export function useReadKeywordValue(researchId: string | null) {
  const queryClient = useQueryClient();
  const refreshUsage = useRefreshUsage();
  return useMutation({
    mutationFn: (request: KeywordValueRequest) => unwrap(api['keyword-value'].$post({ json: request })),
    onSuccess: async () => {
      if (researchId) await queryClient.invalidateQueries({ queryKey: ['research', researchId] });
      // A keyword's page reads the value it holds (decision 067).
      await queryClient.invalidateQueries({ queryKey: ['keyword-detail'] });
    },
    onSettled: refreshUsage,
  });
}
