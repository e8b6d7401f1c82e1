// GET /api/profile: the signed-in user's profile row.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile() {
  return unwrap(api.profile.$get());
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}
