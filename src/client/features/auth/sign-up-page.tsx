import { AUTH_SCREENS, signUpPlanSubtitle } from '@shared/messages/auth';
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
      <SignUpForm {...selection} />
    </AuthLayout>
  );
}
