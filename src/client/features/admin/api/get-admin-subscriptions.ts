import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSubscriptionRow, SubscriptionFilter } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminSubscriptions(filter: SubscriptionFilter): Promise<AdminSubscriptionRow[]> {
  const query = new URLSearchParams();
  if (filter.tier) query.set('tier', filter.tier);
  if (filter.status) query.set('status', filter.status);
  const suffix = query.size ? `?${query.toString()}` : '';
  return (await apiFetch<{ subscriptions: AdminSubscriptionRow[] }>(`/api/admin/subscriptions${suffix}`)).subscriptions;
}

export const adminSubscriptionsQuery = (filter: SubscriptionFilter) =>
  queryOptions({ queryKey: ADMIN_KEYS.subscriptions(filter), queryFn: () => getAdminSubscriptions(filter), placeholderData: keepPreviousData });

export function useAdminSubscriptions(filter: SubscriptionFilter) {
  return useQuery(adminSubscriptionsQuery(filter));
}
