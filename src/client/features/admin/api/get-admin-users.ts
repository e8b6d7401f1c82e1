import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminUsers() {
  return (await unwrap(api.admin.users.$get())).users;
}

export const adminUsersQuery = () => queryOptions({ queryKey: ADMIN_KEYS.users(), queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQuery());
}
