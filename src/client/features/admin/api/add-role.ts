import { useMutation } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { apiFetch } from '../../../lib/api';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function addRole(userId: string, role: Role): Promise<Role[]> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/roles`;
  return (await apiFetch<{ roles: Role[] }>(path, { method: 'POST', json: { role } })).roles;
}

export function useAddRole(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (role: Role) => addRole(userId, role),
    onSuccess: refresh,
  });
}
