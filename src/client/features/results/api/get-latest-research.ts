// The account's newest keyword research, from the history (GET /api/researches?kind=keywords):
// where "Keyword Results" opens when its address names no research.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function useLatestKeywordResearchId() {
  return useQuery({
    queryKey: ['researches', 'latest', 'keywords'],
    queryFn: async ({ signal }) => {
      const page = await unwrap(api.researches.$get({ query: { kind: 'keywords' } }, { init: { signal } }));
      return page.researches[0]?.id ?? null;
    },
    // Always asked again: a research made in another tab or browser is the one to open.
    staleTime: 0,
    retry: false,
  });
}
