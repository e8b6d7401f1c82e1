// /auth/update-password: checks the reset link first (verifying), then shows the form or says
// the link is invalid. The mailed link arrives as ?token=... or, when spent, ?error=INVALID_TOKEN.
import { useSearchParams } from 'react-router';
import { AUTH_MESSAGES, AUTH_SCREENS } from '@shared/messages/auth';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useResetLinkStatus } from './api/reset-link-status';
import { AuthLayout } from './components/auth-layout';
import { BackToSignInButton } from './components/back-to-sign-in-button';
import { UpdatePasswordForm } from './update-password-form';

type LinkState = 'verifying' | 'invalid' | 'valid';

function useLinkState(): { state: LinkState; token: string } {
  const [params] = useSearchParams();
  const token = params.get('error') ? '' : (params.get('token') ?? '');
  const status = useResetLinkStatus(token || null);
  if (!token) return { state: 'invalid', token };
  if (status.isPending) return { state: 'verifying', token };
  return { state: status.data?.valid ? 'valid' : 'invalid', token };
}

export function UpdatePasswordPage() {
  const { state, token } = useLinkState();
  if (state === 'verifying') {
    return (
      <AuthLayout title={AUTH_SCREENS.setNewPasswordTitle}>
        <Spinner className="py-6" label={AUTH_SCREENS.verifyingResetLink} />
      </AuthLayout>
    );
  }
  if (state === 'invalid') {
    return (
      <AuthLayout title={AUTH_SCREENS.resetLinkInvalidTitle}>
        <div className="flex flex-col gap-4">
          <Alert tone="error">{AUTH_MESSAGES.resetLinkInvalid}</Alert>
          <BackToSignInButton />
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={AUTH_SCREENS.setNewPasswordTitle} subtitle="Choose a new password for your account.">
      <UpdatePasswordForm token={token} />
    </AuthLayout>
  );
}
