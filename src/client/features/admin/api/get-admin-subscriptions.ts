import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionFilter } from '@shared/admin';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getAdminSubscriptions(filter: SubscriptionFilter) {
  // An empty filter is left out of the query (the server reads a missing one as "all").
  const query = { ...(filter.tier ? { tier: filter.tier } : {}), ...(filter.status ? { status: filter.status } : {}) };
  return (await unwrap(api.admin.subscriptions.$get({ query }))).subscriptions;
}

export const adminSubscriptionsQuery = (filter: SubscriptionFilter) =>
  queryOptions({ queryKey: ADMIN_KEYS.subscriptions(filter), queryFn: () => getAdminSubscriptions(filter), placeholderData: keepPreviousData });

export function useAdminSubscriptions(filter: SubscriptionFilter) {
  return useQuery(adminSubscriptionsQuery(filter));
}
