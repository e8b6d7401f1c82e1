import { AUTH_SCREENS, signUpPlanSubtitle } from '@shared/messages/auth';
import { TRIAL_PLAN_RULE } from '@shared/messages/billing';
import { AuthLayout } from './components/auth-layout';
import { SignUpForm } from './sign-up-form';
import { usePlanFromQuery } from './use-plan-from-query';

export function SignUpPage() {
  const selection = usePlanFromQuery();
  return (
    <AuthLayout
      title={AUTH_SCREENS.signUpTitle}
      subtitle={selection.plan ? signUpPlanSubtitle(selection.plan) : AUTH_SCREENS.signUpSubtitle}
    >
      <p className="mb-4 text-sm text-muted-foreground">{TRIAL_PLAN_RULE.replace(' here ', ' on the pricing page ')}</p>
      <SignUpForm {...selection} />
    </AuthLayout>
  );
}
