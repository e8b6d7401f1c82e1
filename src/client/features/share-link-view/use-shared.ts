// The anonymous reads of a share link (decision 030): the shared item, its rows page by page
// (searched, filtered and sorted on the server), its SERP analysis or competitor report, and the
// export of the view.
// Every call names only the token.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { ROWS_PAGE_SIZE, rowsQueryParams, usePagedRows, type RowsView } from '../results';

export function useSharedItem(token: string) {
  return useQuery({ queryKey: ['shared', token], queryFn: () => unwrap(api.shared[':token'].$get({ param: { token } })), retry: false, staleTime: Infinity });
}

/** The shared rows of the visitor's view (search, filters and sort in the URL), page by page. */
export function useSharedRows(token: string, view: RowsView) {
  const params = rowsQueryParams(view);
  return usePagedRows(['shared-rows', token, params], (offset, signal) =>
    unwrap(api.shared[':token'].rows.$get({ param: { token }, query: { ...params, offset: String(offset), limit: String(ROWS_PAGE_SIZE) } }, { init: { signal } })),
  );
}

/** Where the visitor's view of the shared rows downloads (RowsExportLinks adds the view's query). */
export const sharedExportPath = (token: string) => `/api/shared/${encodeURIComponent(token)}/export`;

export function useSharedSerp(token: string, enabled: boolean) {
  return useQuery({ queryKey: ['shared-serp', token], queryFn: () => unwrap(api.shared[':token'].serp.$get({ param: { token } })), enabled, retry: false });
}

/** A shared competitor run's report: its sites, coverage, bands, categories or the competitors found. */
export function useSharedCompetitorReport(token: string) {
  return useQuery({
    queryKey: ['shared-competitor-report', token],
    queryFn: () => unwrap(api.shared[':token']['competitor-report'].$get({ param: { token } })),
    retry: false,
    // A stored run never changes.
    staleTime: Infinity,
  });
}
