import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscription, UpdateSubscriptionInput } from '@shared/admin';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEYS } from './admin-query-keys';

export async function updateSubscription(userId: string, input: UpdateSubscriptionInput): Promise<AdminSubscription> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/subscription`;
  return (await apiFetch<{ subscription: AdminSubscription }>(path, { method: 'PUT', json: input })).subscription;
}

export function useUpdateSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSubscriptionInput) => updateSubscription(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all }),
  });
}
