// The plan a visitor chose on the pricing page, carried to sign-up in the query string.
import { useSearchParams } from 'react-router';

export interface PlanFromQuery {
  plan: string | null;
  planId: string | null;
  billing: 'monthly' | 'yearly';
}

export function usePlanFromQuery(): PlanFromQuery {
  const [params] = useSearchParams();
  const plan = params.get('plan')?.trim() || null;
  const planId = params.get('planId')?.trim() || null;
  // Billing defaults to monthly.
  const billing = params.get('billing') === 'yearly' ? 'yearly' : 'monthly';
  return { plan, planId, billing };
}
