import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

/** The latest admin changes across all users (deletions included), newest first. */
export async function getAdminActivity(): Promise<AuditEntry[]> {
  return (await apiFetch<{ audit: AuditEntry[] }>('/api/admin/audit')).audit;
}

export const adminActivityQuery = () => queryOptions({ queryKey: ADMIN_KEYS.activity(), queryFn: getAdminActivity });

export function useAdminActivity() {
  return useQuery(adminActivityQuery());
}
