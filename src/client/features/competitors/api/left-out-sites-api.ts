// The user's left-out sites (the sites competitor discovery never lists as competitors), kept on
// the server as one of the user's preferences so discovery applies them: read with the
// preferences, saved whole on every change, forgotten to go back to the default list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEGA_DOMAINS } from '@shared/competitors/mega-domains';
import { api, unwrap } from '../../../lib/api-client';

const leftOutSitesKey = ['preferences', 'left-out-sites'] as const;

export interface LeftOutSites {
  domains: readonly string[];
  /** True while the user has not edited the list. */
  isDefault: boolean;
}

export function useLeftOutSites() {
  return useQuery({
    queryKey: leftOutSitesKey,
    queryFn: async (): Promise<LeftOutSites> => {
      const { leftOutSites } = await unwrap(api.preferences.$get());
      return leftOutSites ? { domains: leftOutSites, isDefault: false } : { domains: MEGA_DOMAINS, isDefault: true };
    },
  });
}

/** Saves the user's list (null: back to the default list). */
export function useSaveLeftOutSites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (domains: readonly string[] | null) => {
      if (domains === null) await unwrap(api.preferences['left-out-sites'].$delete());
      else await unwrap(api.preferences['left-out-sites'].$put({ json: { domains: [...domains] } }));
      return domains;
    },
    onSuccess: (domains) => {
      client.setQueryData<LeftOutSites>(leftOutSitesKey, domains === null ? { domains: MEGA_DOMAINS, isDefault: true } : { domains, isDefault: false });
    },
  });
}
