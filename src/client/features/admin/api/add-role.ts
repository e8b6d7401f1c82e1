import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function addRole(userId: string, role: Role): Promise<Role[]> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/roles`;
  return (await apiFetch<{ roles: Role[] }>(path, { method: 'POST', json: { role } })).roles;
}

export function useAddRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => addRole(userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all }),
  });
}
