// A saved list's keywords and clusters (decision 033): the items read page by page with the
// results table's view (filter and sort from the URL, applied on the server) and its topic
// clusters. Both keys sit under the list's, so adding, removing or importing reads them again;
// `revision` (the import job's batches done) reads them again as a job fetches.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ROWS_PAGE_SIZE, rowsQueryParams, usePagedRows, type RowsView } from '../../results';
import { LISTS_QUERY_KEY } from './lists';

export const listExportPath = (id: string) => `/api/lists/${encodeURIComponent(id)}/export`;

export function useListItems(id: string, view: RowsView, revision: number) {
  const params = rowsQueryParams(view);
  return usePagedRows([...LISTS_QUERY_KEY, id, 'items', params, revision], (offset, signal) =>
    unwrap(api.lists[':id'].items.$get({ param: { id }, query: { ...params, offset: String(offset), limit: String(ROWS_PAGE_SIZE) } }, { init: { signal } })),
  );
}

export function useListClusters(id: string, revision: number) {
  return useQuery({
    queryKey: [...LISTS_QUERY_KEY, id, 'clusters', revision],
    queryFn: ({ signal }) => unwrap(api.lists[':id'].clusters.$get({ param: { id } }, { init: { signal } })),
    staleTime: 60_000,
    retry: false,
  });
}
