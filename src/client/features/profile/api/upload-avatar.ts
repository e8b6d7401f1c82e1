// POST /api/profile/avatar (multipart, field "avatar"): the server checks type by content and
// size, re-encodes and stores it, and removes the old file. The header's avatar comes from ['me'].
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../auth';
import { PROFILE_QUERY_KEY } from './get-profile';

export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  // The route documents its multipart body without a validator (the server reads the file under a
  // streaming size limit), so the form goes as the request's own body.
  return unwrap(api.profile.avatar.$post({}, { init: { body } }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
