import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminResearchRow } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminResearch(): Promise<AdminResearchRow[]> {
  return (await apiFetch<{ research: AdminResearchRow[] }>('/api/admin/research')).research;
}

export const adminResearchQuery = () => queryOptions({ queryKey: ADMIN_KEYS.research(), queryFn: getAdminResearch });

export function useAdminResearch() {
  return useQuery(adminResearchQuery());
}
