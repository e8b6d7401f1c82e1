import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminUser(id: string): Promise<AdminUserDetail> {
  return (await apiFetch<{ user: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`)).user;
}

export const adminUserQuery = (id: string) => queryOptions({ queryKey: ADMIN_KEYS.user(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
}
