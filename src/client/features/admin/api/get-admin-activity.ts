import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

/** The latest admin changes across all users (deletions included), newest first. */
export async function getAdminActivity() {
  return (await unwrap(api.admin.audit.$get())).audit;
}

export const adminActivityQuery = () => queryOptions({ queryKey: ADMIN_KEYS.activity(), queryFn: getAdminActivity });

export function useAdminActivity() {
  return useQuery(adminActivityQuery());
}
