import { useMutation } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function addRole(userId: string, role: Role) {
  return (await unwrap(api.admin.users[':id'].roles.$post({ param: { id: userId }, json: { role } }))).roles;
}

export function useAddRole(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (role: Role) => addRole(userId, role),
    onSuccess: refresh,
  });
}
