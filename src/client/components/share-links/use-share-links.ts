// Share links of a research or a saved list (decision 030) through the typed client: list (with
// view counts), create (the token is in this answer only) and revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLink } from '@shared/contract/share-links';
import { api, unwrap } from '../../lib/api-client';

/** What a link opens: a research (keyword, SERP, related) or a saved keyword list. */
export interface ShareTarget {
  kind: 'research' | 'list';
  id: string;
}

const linksKey = (target: ShareTarget) => ['share-links', target.kind, target.id] as const;

function readLinks(target: ShareTarget) {
  const param = { id: target.id };
  return target.kind === 'list' ? unwrap(api.lists[':id'].shares.$get({ param })) : unwrap(api.researches[':id'].shares.$get({ param }));
}

function createLink(target: ShareTarget, input: CreateShareLink) {
  const param = { id: target.id };
  return target.kind === 'list'
    ? unwrap(api.lists[':id'].shares.$post({ param, json: input }))
    : unwrap(api.researches[':id'].shares.$post({ param, json: input }));
}

export function useShareLinks(target: ShareTarget, enabled: boolean) {
  return useQuery({ queryKey: linksKey(target), queryFn: () => readLinks(target), enabled, retry: false });
}

export function useCreateShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareLink) => createLink(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(target) }),
  });
}

export function useRevokeShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => unwrap(api['share-links'][':id'].$delete({ param: { id: linkId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(target) }),
  });
}
