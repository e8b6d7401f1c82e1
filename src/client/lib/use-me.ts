// The signed-in user's account summary (roles, profile) from /api/account/me, and the public
// configuration. The typed API client (Hono's `hc`) is loaded when one of them is first read, not
// with the entry chunk: a visitor's landing page reads neither (decision 031).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderProfile } from '@shared/providers';

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

const NO_PROFILES: readonly ProviderProfile[] = [];

/**
 * The registered providers' profiles, which name each metric source on screen. The server holds
 * them (each in its provider's folder) and sends them in the public configuration; until that has
 * loaded a source shows its id in words.
 */
export function useProviderProfiles(): readonly ProviderProfile[] {
  return usePublicConfig().data?.providers ?? NO_PROFILES;
}
