import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminStats() {
  return (await unwrap(api.admin.stats.$get())).stats;
}

export const adminStatsQuery = () => queryOptions({ queryKey: ADMIN_KEYS.stats(), queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
