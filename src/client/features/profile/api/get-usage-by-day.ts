// GET /api/billing/usage-by-day: the units charged in the current period per day and tool.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function useUsageByDay() {
  return useQuery({ queryKey: ['billing', 'usage-by-day'], queryFn: () => unwrap(api.billing['usage-by-day'].$get()), staleTime: 30_000, retry: false });
}
