import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ResetLinkStatus {
  valid: boolean;
}

export function getResetLinkStatus(token: string) {
  return apiFetch<ResetLinkStatus>(`/api/auth/reset-link-status?token=${encodeURIComponent(token)}`);
}

/** Whether the reset link is still unused and unexpired; asked once per token. */
export function useResetLinkStatus(token: string | null) {
  return useQuery({
    queryKey: ['reset-link-status', token],
    queryFn: () => getResetLinkStatus(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
}
