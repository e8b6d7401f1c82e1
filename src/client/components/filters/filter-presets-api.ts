// /api/filter-presets: the signed-in user's saved filters, through the typed client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

const FILTER_PRESETS_QUERY_KEY = ['filter-presets'] as const;

export function useFilterPresets() {
  return useQuery({ queryKey: FILTER_PRESETS_QUERY_KEY, queryFn: () => unwrap(api['filter-presets'].$get()), staleTime: 60_000 });
}

function useInvalidatingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: FILTER_PRESETS_QUERY_KEY }) });
}

export function useSaveFilterPreset() {
  return useInvalidatingMutation((json: { name: string; filter: string }) => unwrap(api['filter-presets'].$post({ json })));
}

export function useRenameFilterPreset() {
  return useInvalidatingMutation(({ id, name }: { id: string; name: string }) => unwrap(api['filter-presets'][':id'].$patch({ param: { id }, json: { name } })));
}

export function useDeleteFilterPreset() {
  return useInvalidatingMutation((id: string) => unwrap(api['filter-presets'][':id'].$delete({ param: { id } })));
}
