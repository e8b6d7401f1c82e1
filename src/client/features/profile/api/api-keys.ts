// /api/api-keys (decision 021): the signed-in user's API keys, through the typed client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '@shared/contract/api-keys';
import { api, unwrap } from '../../../lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_QUERY_KEY, queryFn: () => unwrap(api['api-keys'].$get()) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scope: ApiKeyScope }) => unwrap(api['api-keys'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['api-keys'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
