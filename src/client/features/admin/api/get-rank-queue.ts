import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-query-keys';

export async function getRankQueue() {
  return unwrap(api.admin['rank-queue'].$get());
}

export const rankQueueQuery = () => queryOptions({ queryKey: ADMIN_KEYS.rankQueue(), queryFn: getRankQueue, refetchInterval: 30_000 });

export function useRankQueue() {
  return useQuery(rankQueueQuery());
}
