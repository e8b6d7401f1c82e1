// /api/lists through the typed client (decision 029): the user's lists, one list with its latest
// import job (polled while it runs), adding and removing keywords, notes, import preview and
// start, cancel. The paged reads of its keywords and its clusters are in list-items.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddFromResearch, CreateList, ImportBody, RemoveItems } from '@shared/contract/lists';
import { api, unwrap } from '../../../lib/api-client';

export const LISTS_QUERY_KEY = ['lists'] as const;
const JOB_POLL_MS = 1000;

export function useLists() {
  return useQuery({ queryKey: LISTS_QUERY_KEY, queryFn: ({ signal }) => unwrap(api.lists.$get(undefined, { init: { signal } })), retry: false });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    /** A name alone, or with the market the list's keywords are measured in. */
    mutationFn: (list: string | CreateList) => unwrap(api.lists.$post({ json: typeof list === 'string' ? { name: list } : list })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.lists[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}

/** The list header; polled while its import job is queued or running (the progress bar). */
export function useList(id: string) {
  return useQuery({
    queryKey: [...LISTS_QUERY_KEY, id],
    queryFn: ({ signal }) => unwrap(api.lists[':id'].$get({ param: { id } }, { init: { signal } })),
    refetchInterval: (query) => {
      const status = query.state.data?.job?.status;
      return status === 'queued' || status === 'running' ? JOB_POLL_MS : false;
    },
    retry: false,
  });
}

/** Adds rows of a research (chosen ranks, or every row matching a filter) to a list. */
export function useAddToList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, body }: { listId: string; body: AddFromResearch }) => unwrap(api.lists[':id'].items.$post({ param: { id: listId }, json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
}

/** Removes keywords; the list's items, clusters and counts are read again. */
export function useRemoveItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveItems) => unwrap(api.lists[':id'].items.remove.$post({ param: { id }, json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LISTS_QUERY_KEY, id] }),
  });
}

/** Sets (or, with null, clears) one keyword's note. */
export function useSetNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, note }: { itemId: string; note: string | null }) =>
      unwrap(api.lists[':id'].items[':itemId'].$patch({ param: { id, itemId }, json: { note } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LISTS_QUERY_KEY, id, 'items'] }),
  });
}

export function usePreviewImport(id: string) {
  return useMutation({ mutationFn: (body: ImportBody) => unwrap(api.lists[':id'].import.preview.$post({ param: { id }, json: body })) });
}

/** Preview and start of an import into a list chosen at the time (Add to list of plain keywords). */
export function useImportInto() {
  const queryClient = useQueryClient();
  const preview = useMutation({
    mutationFn: ({ listId, body }: { listId: string; body: ImportBody }) => unwrap(api.lists[':id'].import.preview.$post({ param: { id: listId }, json: body })),
  });
  const start = useMutation({
    mutationFn: ({ listId, body }: { listId: string; body: ImportBody }) => unwrap(api.lists[':id'].import.$post({ param: { id: listId }, json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY }),
  });
  return { preview, start };
}

export function useStartImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) => unwrap(api.lists[':id'].import.$post({ param: { id }, json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LISTS_QUERY_KEY, id] }),
  });
}

export function useCancelJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => unwrap(api.lists[':id'].jobs[':jobId'].cancel.$post({ param: { id, jobId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LISTS_QUERY_KEY, id] }),
  });
}
