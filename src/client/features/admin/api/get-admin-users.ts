import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminUsers(): Promise<AdminUserRow[]> {
  return (await apiFetch<{ users: AdminUserRow[] }>('/api/admin/users')).users;
}

export const adminUsersQuery = () => queryOptions({ queryKey: ADMIN_KEYS.users(), queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQuery());
}
