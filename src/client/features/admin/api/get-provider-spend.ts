import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getProviderSpend() {
  return (await unwrap(api.admin['provider-spend'].$get())).spend;
}

export const providerSpendQuery = () => queryOptions({ queryKey: ADMIN_KEYS.providerSpend(), queryFn: getProviderSpend });

export function useProviderSpend() {
  return useQuery(providerSpendQuery());
}
