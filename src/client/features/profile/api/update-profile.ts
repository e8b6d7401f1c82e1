// PATCH /api/profile: the display name. The header reads the name from ['me'], so it is refreshed too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@shared/contract/profile-request';
import { api, unwrap } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth';
import { PROFILE_QUERY_KEY } from './get-profile';

export function updateProfile(input: UpdateProfileRequest) {
  return unwrap(api.profile.$patch({ json: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
