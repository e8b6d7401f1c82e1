// POST /api/billing/choose-plan: a signed-in user's choice on /pricing. It records the choice
// (the analytics event); the tier itself only changes through an admin while payments are paused.
import { useMutation } from '@tanstack/react-query';
import type { ChoosePlanRequest } from '@shared/api/billing';
import { api, unwrap } from '../../../lib/api-client';

export function choosePlan(choice: ChoosePlanRequest) {
  return unwrap(api.billing['choose-plan'].$post({ json: choice }));
}

export function useChoosePlan() {
  return useMutation({ mutationFn: choosePlan });
}
