// /auth/callback: where Google sends the browser back. Once the session exists the app goes on
// to /research with a full page replace; an error from the provider is shown as "OAuth Error".
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AUTH_SCREENS, AUTH_TOASTS } from '@shared/messages/auth';
import { oauthErrorMessage } from '@shared/messages/auth-errors';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/paths';
import { useAuth } from '../../lib/auth-state';
import { AuthLayout } from './components/auth-layout';
import { BackToSignInButton } from './components/back-to-sign-in-button';

function useOAuthError(): string | null {
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  return oauthErrorMessage({ message: params.get('error_description') });
}

export function AuthCallbackPage() {
  const { loading, user } = useAuth();
  const oauthError = useOAuthError();
  const missingSession = !loading && !user && !oauthError;
  const error = oauthError ?? (missingSession ? oauthErrorMessage(null) : null);

  useEffect(() => {
    if (!oauthError && user) window.location.replace(PATHS.research);
  }, [oauthError, user]);

  useEffect(() => {
    // A fixed id: a re-render or React's double effect in development shows it once.
    if (error) toast.error(AUTH_TOASTS.oauthError, { id: 'oauth-error', description: error });
  }, [error]);

  if (!error) {
    return (
      <AuthLayout title={AUTH_SCREENS.callbackTitle}>
        <Spinner className="py-6" />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={AUTH_TOASTS.oauthError}>
      <div className="flex flex-col gap-4">
        <Alert tone="error">{error}</Alert>
        <BackToSignInButton />
      </div>
    </AuthLayout>
  );
}
