// POST /api/related: one page (100 rows) of related keywords at an offset.
import { useMutation } from '@tanstack/react-query';
import type { RelatedRequest, RelatedResponse } from '@shared/api/related';
import { apiFetch } from '../../../lib/api';
import { useRefreshUsage } from '../../pricing';

export type RelatedPageRequest = Omit<RelatedRequest, 'research_id'> & { research_id?: string | null };

export function findRelatedKeywords(request: RelatedPageRequest): Promise<RelatedResponse> {
  return apiFetch<RelatedResponse>('/api/related', { method: 'POST', json: request });
}

export function useFindRelatedKeywords() {
  const refreshUsage = useRefreshUsage();
  return useMutation({ mutationFn: findRelatedKeywords, onSettled: refreshUsage });
}
