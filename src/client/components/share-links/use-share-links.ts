// A research's share links (decision 030) through the typed client: list (with view counts),
// create (the token is in this answer only) and revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLink } from '@shared/contract/share-links';
import { api, unwrap } from '../../lib/api-client';

const linksKey = (researchId: string) => ['share-links', researchId] as const;

export function useShareLinks(researchId: string, enabled: boolean) {
  return useQuery({
    queryKey: linksKey(researchId),
    queryFn: () => unwrap(api.researches[':id'].shares.$get({ param: { id: researchId } })),
    enabled,
    retry: false,
  });
}

export function useCreateShareLink(researchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareLink) => unwrap(api.researches[':id'].shares.$post({ param: { id: researchId }, json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(researchId) }),
  });
}

export function useRevokeShareLink(researchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => unwrap(api['share-links'][':id'].$delete({ param: { id: linkId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(researchId) }),
  });
}
