import { useMutation } from '@tanstack/react-query';
import type { UpdateSubscriptionInput } from '@shared/admin';
import { api, unwrap } from '../../../lib/api-client';
import { useRefreshAfterChange } from './use-refresh-after-change';

export async function updateSubscription(userId: string, input: UpdateSubscriptionInput) {
  return (await unwrap(api.admin.users[':id'].subscription.$put({ param: { id: userId }, json: input }))).subscription;
}

export function useUpdateSubscription(userId: string) {
  const refresh = useRefreshAfterChange(userId);
  return useMutation({
    mutationFn: (input: UpdateSubscriptionInput) => updateSubscription(userId, input),
    onSuccess: refresh,
  });
}
