// A tool run spends (or gives back) a quota unit: the usage shown under the forms and on the
// profile (and the forms' cost previews) are read again once the run has settled, success or not.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RUN_QUOTE_QUERY_KEY } from '../../../components/tool-inputs';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

export function useRefreshUsage(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    // What is cached and left has changed: the forms' cost previews ask again.
    void queryClient.invalidateQueries({ queryKey: RUN_QUOTE_QUERY_KEY });
  }, [queryClient]);
}
