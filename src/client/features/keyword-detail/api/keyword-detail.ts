// GET /api/keyword-detail (what the user holds about a keyword, free) and the longer history's
// read and cost preview (POST /api/keyword-detail/history, /history/quote). A paid read refreshes
// the detail and the quota shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VolumeHistoryRequest } from '@shared/contract/keyword-detail';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshUsage } from '../../pricing';

export interface DetailAddress {
  keyword: string;
  languageCode: string;
  locationCode: number;
  researchId: string | null;
}

export const KEYWORD_DETAIL_KEY = ['keyword-detail'] as const;

export function useKeywordDetail(address: DetailAddress | null) {
  return useQuery({
    queryKey: [...KEYWORD_DETAIL_KEY, address],
    queryFn: () => {
      const at = address as DetailAddress; // enabled only with an address
      const query = { keyword: at.keyword, languageCode: at.languageCode, locationCode: String(at.locationCode), ...(at.researchId ? { researchId: at.researchId } : {}) };
      return unwrap(api['keyword-detail'].$get({ query }));
    },
    enabled: address !== null,
    retry: false,
  });
}

export function quoteVolumeHistory(request: VolumeHistoryRequest) {
  return unwrap(api['keyword-detail'].history.quote.$post({ json: request }));
}

/** A paid read on the page (history, SERP, value): afterwards the detail and the quota are read again. */
export function useRefreshDetail() {
  const queryClient = useQueryClient();
  const refreshUsage = useRefreshUsage();
  return async () => {
    refreshUsage();
    await queryClient.invalidateQueries({ queryKey: KEYWORD_DETAIL_KEY });
  };
}

export function useReadVolumeHistory() {
  const refresh = useRefreshDetail();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VolumeHistoryRequest) => unwrap(api['keyword-detail'].history.$post({ json: request })),
    // The research's row now holds the months: its table reads them again.
    onSuccess: async (_answer, request) => {
      if (request.researchId) await queryClient.invalidateQueries({ queryKey: ['research', request.researchId] });
    },
    onSettled: refresh,
  });
}
