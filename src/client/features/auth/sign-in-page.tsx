import { AUTH_SCREENS } from '@shared/messages/auth';
import { AuthLayout } from './components/auth-layout';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  return (
    <AuthLayout title={AUTH_SCREENS.signInTitle} subtitle={AUTH_SCREENS.signInSubtitle}>
      <SignInForm />
    </AuthLayout>
  );
}
