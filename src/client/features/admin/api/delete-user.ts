import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function deleteUser(userId: string, confirmEmail: string): Promise<void> {
  await unwrap(api.admin.users[':id'].$delete({ param: { id: userId }, json: { confirmEmail } }));
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
