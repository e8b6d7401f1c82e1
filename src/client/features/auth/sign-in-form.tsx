// The sign-in form: Google, e-mail and password, "Forgot password?" and the link to sign-up.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { LONG_TOAST_MS } from '@shared/constants/limits';
import { AUTH_MESSAGES, AUTH_SCREENS, AUTH_TOASTS } from '@shared/messages/auth';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PATHS } from '../../lib/paths';
import { useRequestPasswordReset } from './api/request-password-reset';
import { useSignInWithPassword } from './api/sign-in-with-password';
import { FormStatus } from './components/form-status';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { OrDivider } from './components/or-divider';
import { OutboxNotice } from './components/outbox-notice';
import { usePublicConfig } from '../../lib/use-me';
import { PasswordInput } from './components/password-input';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

// The form rules are zod schemas shared with the server: they load when the form is first sent,
// so the page hydrates without zod (decision 031).
const loadFormRules = () => import('@shared/auth-forms');

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const signIn = useSignInWithPassword();
  const requestReset = useRequestPasswordReset();
  const goToResearch = useNavigateWhenSignedIn(PATHS.research);
  const busy = signIn.isPending || signIn.isSuccess;
  // Offered only where the server has Google credentials: a button that can only fail misleads.
  const isGoogleEnabled = usePublicConfig().data?.googleEnabled === true;

  // The form is cleared on load: both fields start empty and are controlled, so a value the
  // browser restores into them is replaced by the empty state on the first render.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const { signInProblem } = await loadFormRules();
    const problem = signInProblem({ email, password });
    setError(problem);
    if (problem) return;
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(AUTH_TOASTS.signedIn.title, { description: AUTH_TOASTS.signedIn.description });
          goToResearch();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  const onForgotPassword = async () => {
    setSuccess(null);
    const { resetRequestProblem } = await loadFormRules();
    const problem = resetRequestProblem(email);
    setError(problem);
    if (problem) return;
    requestReset.mutate(email, {
      onSuccess: () => {
        setSuccess(AUTH_MESSAGES.resetSent);
        toast.success(AUTH_TOASTS.resetSent.title, { description: AUTH_TOASTS.resetSent.description, duration: LONG_TOAST_MS });
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      {isGoogleEnabled ? (
        <>
          <GoogleSignInButton disabled={busy} />
          <OrDivider />
        </>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-in-email">Email</Label>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-in-password">Password</Label>
          <PasswordInput
            id="sign-in-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={showPassword}
            onToggleVisible={() => setShowPassword((v) => !v)}
            disabled={busy}
          />
        </div>
        <FormStatus error={error} success={success} />
        {/* A new confirmation link (an unverified sign-in) or a reset link was just sent. */}
        {error === AUTH_MESSAGES.emailNotVerified || success === AUTH_MESSAGES.resetSent ? <OutboxNotice /> : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? AUTH_SCREENS.signInBusy : AUTH_SCREENS.signInButton}
        </Button>
        {/* After the submit button, in the page and in the tab order: a password typed after one Tab
            from the e-mail and sent with Enter signs in; it never requests a reset. */}
        <Button variant="link" size="sm" className="h-auto self-center" onClick={onForgotPassword} disabled={requestReset.isPending}>
          Forgot password?
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to={PATHS.signUp} className="font-medium text-primary underline-offset-4 hover:underline">
          Create account
        </Link>
      </p>
    </div>
  );
}
