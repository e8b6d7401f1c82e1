// GET /api/researches/:id/clusters: the research's topic clusters.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function useClusters(researchId: string, totalRows: number, enabled = true) {
  return useQuery({
    // The row count is in the key: rows stored later are clustered again on the server.
    queryKey: ['research-clusters', researchId, totalRows],
    queryFn: ({ signal }) => unwrap(api.researches[':id'].clusters.$get({ param: { id: researchId } }, { init: { signal } })),
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
