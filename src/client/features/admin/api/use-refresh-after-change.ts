// What an admin change makes stale: every admin screen, and, when admins change themselves, their
// own account too (roles decide the Admin Panel link and the admin guard; the subscription and
// usage feed /pricing and /profile), which those screens would otherwise show from the cache.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { ME_QUERY_KEY } from '../../auth';
import { SUBSCRIPTION_QUERY_KEY } from '../../pricing';
import { ADMIN_KEYS } from './admin-query-keys';

export function useRefreshAfterChange(userId: string) {
  const queryClient = useQueryClient();
  const ownId = useAuth().user?.id;
  return () => {
    const stale = [ADMIN_KEYS.all, ...(userId === ownId ? [ME_QUERY_KEY, SUBSCRIPTION_QUERY_KEY] : [])];
    return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
