// POST /api/billing/choose-plan: a signed-in user's choice on /pricing. It records the choice (the
// analytics event); a running trial moves to the chosen plan, any other tier stays (decision 023).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoosePlanRequest, PlanChoiceResponse } from '@shared/api/billing';
import { apiFetch } from '../../../lib/api';

export function choosePlan(choice: ChoosePlanRequest): Promise<PlanChoiceResponse> {
  return apiFetch<PlanChoiceResponse>('/api/billing/choose-plan', { method: 'POST', json: choice });
}

export function useChoosePlan() {
  const queryClient = useQueryClient();
  // The trial's tier may have changed: the subscription and usage screens read it again.
  return useMutation({ mutationFn: choosePlan, onSuccess: () => queryClient.invalidateQueries() });
}
