// POST /api/billing/choose-plan: a signed-in user's choice on /pricing. It records the choice (the
// analytics event); a running trial moves to the chosen plan, any other tier stays (decision 023).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoosePlanRequest } from '@shared/contract/billing-request';
import { api, unwrap } from '../../../lib/api-client';

export function choosePlan(choice: ChoosePlanRequest) {
  return unwrap(api.billing['choose-plan'].$post({ json: choice }));
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  // The trial's tier may have changed: the subscription and usage screens read it again.
  return useMutation({ mutationFn: choosePlan, onSuccess: () => queryClient.invalidateQueries() });
}
