import { useMutation } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { apiFetch } from '../../../lib/api';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function removeRole(userId: string, role: Role): Promise<Role[]> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(role)}`;
  return (await apiFetch<{ roles: Role[] }>(path, { method: 'DELETE' })).roles;
}

export function useRemoveRole(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (role: Role) => removeRole(userId, role),
    onSuccess: refresh,
  });
}
