// The signed-in user's account summary (roles, profile) from /api/account/me, and the public
// configuration. The typed API client (Hono's `hc`) is loaded when one of them is first read, not
// with the entry chunk: a visitor's landing page reads neither (decision 031).
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { Me } from '@shared/contract/accounts';

export const ME_QUERY_KEY = ['me'] as const;

const loadApiClient = () => import('./api-client');

export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      const { api, unwrap } = await loadApiClient();
      return unwrap(api.account.me.$get());
    },
    enabled,
    staleTime: 60_000,
  });
}

export type { PublicConfig } from '@shared/contract/accounts';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: async () => {
    const { api, unwrap } = await loadApiClient();
    return unwrap(api.account.config.$get());
  },
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
