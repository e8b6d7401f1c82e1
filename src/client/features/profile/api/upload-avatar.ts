// POST /api/profile/avatar (multipart, field "avatar"): the server checks type by content and
// size, re-encodes and stores it, and removes the old file. The header's avatar comes from ['me'].
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileRecord } from '@shared/api/profile';
import { apiFetch } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../auth';
import { PROFILE_QUERY_KEY } from './get-profile';

export function uploadAvatar(file: File): Promise<ProfileRecord> {
  const body = new FormData();
  body.append('avatar', file);
  return apiFetch<ProfileRecord>('/api/profile/avatar', { method: 'POST', body });
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
