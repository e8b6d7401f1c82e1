import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminUser(id: string) {
  return (await unwrap(api.admin.users[':id'].$get({ param: { id } }))).user;
}

export const adminUserQuery = (id: string) => queryOptions({ queryKey: ADMIN_KEYS.user(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string | null) {
  return useQuery({ ...adminUserQuery(id ?? ''), enabled: id !== null });
}
