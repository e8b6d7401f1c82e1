// /api/search-console through the typed client (decision 066): properties, upload, the paged
// queries of a range and the opportunity views, delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchConsoleSortKey, SearchConsoleUpload } from '@shared/contract/search-console';
import type { OpportunityKind } from '@shared/search-console/opportunities';
import { api, unwrap } from '../../lib/api-client';

const KEY = ['search-console'] as const;
const sc = api['search-console'];

export function useProperties() {
  return useQuery({ queryKey: [...KEY, 'properties'], queryFn: ({ signal }) => unwrap(sc.properties.$get(undefined, { init: { signal } })), retry: false });
}

export function useUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchConsoleUpload) => unwrap(sc.uploads.$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(sc.properties[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export interface RangeRead {
  propertyId: string;
  from: string;
  to: string;
  offset: number;
  limit: number;
}

const rangeParams = (read: RangeRead) => ({
  ...(read.from === '' ? {} : { from: read.from }),
  ...(read.to === '' ? {} : { to: read.to }),
  offset: String(read.offset),
  limit: String(read.limit),
});

export function useQueriesPage(read: RangeRead & { sort: SearchConsoleSortKey; direction: 'asc' | 'desc'; q: string }) {
  return useQuery({
    queryKey: [...KEY, 'queries', read],
    queryFn: ({ signal }) =>
      unwrap(
        sc.properties[':id'].queries.$get(
          { param: { id: read.propertyId }, query: { ...rangeParams(read), sort: read.sort, direction: read.direction, ...(read.q.trim() === '' ? {} : { q: read.q }) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useOpportunities(kind: OpportunityKind, read: RangeRead, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'opportunities', kind, read],
    queryFn: ({ signal }) => unwrap(sc.properties[':id'].opportunities[':kind'].$get({ param: { id: read.propertyId, kind }, query: rangeParams(read) }, { init: { signal } })),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useGoogleSites(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'google-sites'], queryFn: ({ signal }) => unwrap(sc.google.sites.$get(undefined, { init: { signal } })), enabled, retry: false });
}

export function useLinkGoogleSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteUrl: string) => unwrap(sc.google.link.$post({ json: { siteUrl } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(sc.google.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
