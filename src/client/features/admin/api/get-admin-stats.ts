import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminStats(): Promise<AdminStats> {
  return (await apiFetch<{ stats: AdminStats }>('/api/admin/stats')).stats;
}

export const adminStatsQuery = () => queryOptions({ queryKey: ADMIN_KEYS.stats(), queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
