// The idea tabs of a keyword research (decision 061): each tab's latest run, its cost preview and
// its run. A run refreshes the tabs and the quota shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdeaTab } from '@shared/ideas/idea-tabs';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

const ideaTabsKey = (researchId: string) => ['idea-tabs', researchId] as const;

export function useIdeaTabs(researchId: string | null) {
  return useQuery({
    queryKey: ideaTabsKey(researchId ?? ''),
    queryFn: () => unwrap(api.researches[':id']['idea-tabs'].$get({ param: { id: researchId ?? '' } })),
    enabled: researchId !== null,
    retry: false,
  });
}

export function quoteIdeaTab(researchId: string, tab: IdeaTab) {
  return unwrap(api.researches[':id']['idea-tabs'][':tab'].quote.$post({ param: { id: researchId, tab } }));
}

export function useRunIdeaTab() {
  const refreshUsage = useRefreshUsage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ researchId, tab }: { researchId: string; tab: IdeaTab }) => unwrap(api.researches[':id']['idea-tabs'][':tab'].$post({ param: { id: researchId, tab } })),
    onSettled: async () => {
      refreshUsage();
      await queryClient.invalidateQueries({ queryKey: ['idea-tabs'] });
    },
  });
}
