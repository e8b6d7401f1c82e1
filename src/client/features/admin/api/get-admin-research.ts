import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminResearch() {
  return (await unwrap(api.admin.research.$get())).research;
}

export const adminResearchQuery = () => queryOptions({ queryKey: ADMIN_KEYS.research(), queryFn: getAdminResearch });

export function useAdminResearch() {
  return useQuery(adminResearchQuery());
}
