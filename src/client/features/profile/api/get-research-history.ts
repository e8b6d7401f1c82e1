// GET /api/profile/research-history: the user's latest 50 research sessions, newest first.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export async function getResearchHistory() {
  return (await unwrap(api.profile['research-history'].$get())).research;
}

export function useResearchHistory() {
  return useQuery({ queryKey: ['research-history'], queryFn: getResearchHistory });
}
