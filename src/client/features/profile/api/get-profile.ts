// GET /api/profile: the signed-in user's profile row.
import { useQuery } from '@tanstack/react-query';
import type { ProfileRecord } from '@shared/api/profile';
import { apiFetch } from '../../../lib/api';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile(): Promise<ProfileRecord> {
  return apiFetch<ProfileRecord>('/api/profile');
}

export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}
