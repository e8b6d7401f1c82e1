import { useMutation } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function removeRole(userId: string, role: Role) {
  return (await unwrap(api.admin.users[':id'].roles[':role'].$delete({ param: { id: userId, role } }))).roles;
}

export function useRemoveRole(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (role: Role) => removeRole(userId, role),
    onSuccess: refresh,
  });
}
