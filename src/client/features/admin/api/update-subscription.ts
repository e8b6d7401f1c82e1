import { useMutation } from '@tanstack/react-query';
import type { AdminSubscription, UpdateSubscriptionInput } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function updateSubscription(userId: string, input: UpdateSubscriptionInput): Promise<AdminSubscription> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/subscription`;
  return (await apiFetch<{ subscription: AdminSubscription }>(path, { method: 'PUT', json: input })).subscription;
}

export function useUpdateSubscription(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: UpdateSubscriptionInput) => updateSubscription(userId, input),
    onSuccess: refresh,
  });
}
