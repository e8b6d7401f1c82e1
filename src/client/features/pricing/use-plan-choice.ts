// What choosing a plan does (spec "Pricing screen"): signed in, the choice is recorded and the user
// goes to /research, with the "Plan selected!" notice for paid plans while card payments are
// paused; signed out, the user goes to sign-up with plan, planId and billing in the query. Only the
// sign-up form stores the pending selection, and only when both plan and planId are in its query
// (spec section 5), so a visitor who leaves sign-up without a plan in the URL leaves none behind.
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PLAN_SELECTED_DESCRIPTION, PLAN_SELECTED_TITLE } from '@shared/messages/billing';
import type { BillingPeriod } from '@shared/pricing';
import { isPublicTier } from '@shared/pricing';
import { useAuth } from '../auth';
import { PATHS } from '../../lib/paths';
import { useChoosePlan } from './api/choose-plan';
import type { PricingPlan } from './api/get-plans';

export function signUpPathFor(plan: PricingPlan, billing: BillingPeriod): string {
  const query = new URLSearchParams({ plan: plan.tier, planId: plan.id, billing });
  return `${PATHS.signUp}?${query.toString()}`;
}

export function usePlanChoice(billing: BillingPeriod) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const mutation = useChoosePlan();

  const choose = async (plan: PricingPlan) => {
    if (!isPublicTier(plan.tier)) return;
    if (!user) {
      await navigate(signUpPathFor(plan, billing));
      return;
    }
    try {
      await mutation.mutateAsync({ tier: plan.tier, planId: plan.id, billing });
    } catch (error) {
      // Recording the choice is bookkeeping; the user still goes on to research.
      console.warn('Recording the plan choice failed', error);
    }
    if (plan.tier !== 'free_trial') toast.info(PLAN_SELECTED_TITLE, { description: PLAN_SELECTED_DESCRIPTION });
    await navigate(PATHS.research);
  };

  return { choose, busy: mutation.isPending };
}
