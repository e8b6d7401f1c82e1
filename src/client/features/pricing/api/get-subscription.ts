// GET /api/billing/subscription: the signed-in user's subscription, plan and current usage. Used
// by /pricing (which plan is current) and /profile (the subscription and usage card). The key is
// the one the sign-in flow invalidates after applying a stored plan selection.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

export function getSubscription() {
  return unwrap(api.billing.subscription.$get());
}

export function useSubscription(enabled = true) {
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription, enabled });
}
