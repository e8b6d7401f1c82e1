// GET /api/billing/plans: the public plan list, cheapest first, as the shared Plan shape.
import { useQuery } from '@tanstack/react-query';
import { toPlan, type Plan } from '@shared/pricing';
import { api, unwrap } from '../../../lib/api-client';

export type PricingPlan = Plan & { id: string };

export async function getPlans(): Promise<PricingPlan[]> {
  return (await unwrap(api.billing.plans.$get())).plans.map(toPlan);
}

export function usePlans() {
  return useQuery({ queryKey: ['plans'], queryFn: getPlans, staleTime: 5 * 60 * 1000 });
}
