import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function deleteUser(userId: string, confirmEmail: string): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE', json: { confirmEmail } });
}

export function useDeleteUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmEmail: string) => deleteUser(userId, confirmEmail),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ADMIN_KEYS.user(userId) });
      return queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all });
    },
  });
}
