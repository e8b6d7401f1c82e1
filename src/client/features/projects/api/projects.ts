// /api/projects through the typed client (decision 064): the user's projects with their forecasts,
// creating one, running its checks, a page of its keywords, and a keyword's history.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProject } from '@shared/contract/projects';
import { api, unwrap } from '../../../lib/api-client';

export const PROJECTS_QUERY_KEY = ['projects'] as const;

export function useProjects() {
  return useQuery({ queryKey: PROJECTS_QUERY_KEY, queryFn: ({ signal }) => unwrap(api.projects.$get(undefined, { init: { signal } })), retry: false });
}

export function useProject(id: string) {
  return useQuery({ queryKey: [...PROJECTS_QUERY_KEY, id], queryFn: ({ signal }) => unwrap(api.projects[':id'].$get({ param: { id } }, { init: { signal } })), retry: false });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProject) => unwrap(api.projects.$post({ json: body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.projects[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

export function useRunChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.projects[':id'].checks.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}

export interface KeywordPageParams {
  offset: number;
  limit: number;
  sort: 'rank' | 'keyword' | 'position';
  direction: 'asc' | 'desc';
  device: 'desktop' | 'mobile';
  q: string;
}

/** One page of the keyword table, read on the server; polled while checks are in flight. */
export function useProjectKeywords(id: string, params: KeywordPageParams, poll: boolean) {
  const query = { offset: String(params.offset), limit: String(params.limit), sort: params.sort, direction: params.direction, device: params.device, ...(params.q ? { q: params.q } : {}) };
  return useQuery({
    queryKey: [...PROJECTS_QUERY_KEY, id, 'keywords', params],
    queryFn: ({ signal }) => unwrap(api.projects[':id'].keywords.$get({ param: { id }, query }, { init: { signal } })),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? 3000 : false,
    retry: false,
  });
}

export function useKeywordHistory(id: string, keywordId: string) {
  return useQuery({
    queryKey: [...PROJECTS_QUERY_KEY, id, 'keyword', keywordId],
    queryFn: ({ signal }) => unwrap(api.projects[':id'].keywords[':keywordId'].$get({ param: { id, keywordId } }, { init: { signal } })),
    retry: false,
  });
}
