// POST /api/billing/choose-plan: a signed-in user's choice on /pricing. It records the choice
// (the analytics event); the tier itself only changes through an admin while payments are paused.
import { useMutation } from '@tanstack/react-query';
import type { ChoosePlanRequest, PlanChoiceResponse } from '@shared/api/billing';
import { apiFetch } from '../../../lib/api';

export function choosePlan(choice: ChoosePlanRequest): Promise<PlanChoiceResponse> {
  return apiFetch<PlanChoiceResponse>('/api/billing/choose-plan', { method: 'POST', json: choice });
}

export function useChoosePlan() {
  return useMutation({ mutationFn: choosePlan });
}
