// What choosing a plan does (decision 023): signed in, the choice is sent
// and the server's answer is said exactly: a running trial now runs on the chosen plan (the user
// goes on to /research), or the request is recorded and the account stays as it is (the user
// stays here, with the notice saying how to switch now); signed out, the user goes to sign-up with plan, planId and billing in the query. Only the
// sign-up form stores the pending selection, and only when both plan and planId are in its query,
// so a visitor who leaves sign-up without a plan in the URL leaves none behind.
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { planChoiceNotice } from '@shared/messages/billing';
import type { BillingPeriod } from '@shared/pricing';
import { isPublicTier, tierLabel } from '@shared/pricing';
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
    let answer;
    try {
      answer = await mutation.mutateAsync({ tier: plan.tier, planId: plan.id, billing });
    } catch (error) {
      toast.error('Your plan choice was not saved', { description: error instanceof Error ? error.message : undefined });
      return;
    }
    const notice = planChoiceNotice(answer, tierLabel(plan.tier), answer.currentTier ? tierLabel(answer.currentTier) : null);
    if (answer.outcome === 'trial_switched') {
      toast.success(notice.title, { description: notice.description });
      await navigate(PATHS.research);
    } else {
      toast.info(notice.title, { description: notice.description });
    }
  };

  return { choose, busy: mutation.isPending };
}
