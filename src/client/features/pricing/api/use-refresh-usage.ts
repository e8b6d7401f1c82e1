// A tool run spends (or gives back) a quota unit: the usage shown under the forms and on the
// profile is read again once the run has settled, success or not.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

export function useRefreshUsage(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }), [queryClient]);
}
