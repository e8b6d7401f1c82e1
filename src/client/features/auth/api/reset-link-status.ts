import { useQuery } from '@tanstack/react-query';
import { resetLinkStatusSchema, type ResetLinkStatus } from '@shared/contract/auth';
import { apiFetch } from '../../../lib/api';

// The route sits with better-auth's, outside the typed client's routes, so its answer is checked
// against the contract's schema here (the update-password page loads zod anyway for its form).
export async function getResetLinkStatus(token: string): Promise<ResetLinkStatus> {
  return resetLinkStatusSchema.parse(await apiFetch<unknown>(`/api/auth/reset-link-status?token=${encodeURIComponent(token)}`));
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
