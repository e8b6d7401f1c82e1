import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderSpend } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getProviderSpend(): Promise<ProviderSpend> {
  return (await apiFetch<{ spend: ProviderSpend }>('/api/admin/provider-spend')).spend;
}

export const providerSpendQuery = () => queryOptions({ queryKey: ADMIN_KEYS.providerSpend(), queryFn: getProviderSpend });

export function useProviderSpend() {
  return useQuery(providerSpendQuery());
}
