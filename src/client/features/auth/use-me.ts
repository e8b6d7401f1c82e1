// The signed-in user's account summary (roles, profile) from /api/account/me.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

export type { Me } from '@shared/contract/accounts';

export const ME_QUERY_KEY = ['me'] as const;

export function useMe(enabled: boolean) {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => unwrap(api.account.me.$get()), enabled, staleTime: 60_000 });
}

export type { PublicConfig } from '@shared/contract/accounts';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => unwrap(api.account.config.$get()),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
