// The sign-up form: e-mail, password and confirmation with one shared show/hide button, the
// Terms and Privacy agreement, and the plan chosen on the pricing page kept for after sign-in.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { confirmMismatch, signUpProblem } from '@shared/auth-forms';
import { LONG_TOAST_MS } from '@shared/constants/limits';
import { AUTH_MESSAGES, AUTH_SCREENS, AUTH_TOASTS, accountCreatedDescription } from '@shared/messages/auth';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PATHS } from '../../lib/paths';
import { useSignUpWithPassword } from './api/sign-up-with-password';
import { FormStatus } from './components/form-status';
import { PasswordInput } from './components/password-input';
import { storePlanSelection } from './plan-selection';
import { OutboxNotice } from './components/outbox-notice';
import type { PlanFromQuery } from './use-plan-from-query';

const linkClass = 'font-medium text-primary underline underline-offset-4';

export function SignUpForm({ plan, planId, billing }: PlanFromQuery) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPasswords, setShowPasswords] = useState(false);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const signUp = useSignUpWithPassword();
  const mismatch = confirmMismatch(password, confirmPassword);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = signUpProblem({ email, password, confirmPassword, acceptTerms });
    setError(problem);
    if (problem) return;
    if (plan && planId) storePlanSelection({ tier: plan, planId, billing });
    signUp.mutate(
      // The plan goes to the server too: the new account's trial runs on its quotas (decision 023).
      { email, password, confirmPassword, acceptTerms, plan, billing },
      {
        onSuccess: () => {
          const description = accountCreatedDescription(plan);
          toast.success(AUTH_TOASTS.accountCreated, { description, duration: LONG_TOAST_MS });
          setSuccess(description);
          setPassword('');
          setConfirmPassword('');
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-up-email">Email</Label>
          <Input
            id="sign-up-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={signUp.isPending}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-up-password">Password</Label>
          <PasswordInput
            id="sign-up-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            visible={showPasswords}
            onToggleVisible={() => setShowPasswords((v) => !v)}
            controls="sign-up-password sign-up-confirm-password"
            toggleLabel={{ show: 'Show passwords', hide: 'Hide passwords' }}
            disabled={signUp.isPending}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-up-confirm-password">Confirm Password</Label>
          <PasswordInput
            id="sign-up-confirm-password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            visible={showPasswords}
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? 'sign-up-confirm-hint' : undefined}
            disabled={signUp.isPending}
          />
          {mismatch ? (
            <p id="sign-up-confirm-hint" className="text-sm text-red-700">
              {AUTH_MESSAGES.passwordsDoNotMatch}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id="sign-up-terms"
            className="mt-0.5"
            checked={acceptTerms}
            onChange={(e) => setAcceptTerms(e.target.checked)}
            disabled={signUp.isPending}
          />
          <Label htmlFor="sign-up-terms" className="font-normal leading-snug">
            I agree to the{' '}
            <Link to={PATHS.terms} className={linkClass}>
              Terms
            </Link>{' '}
            and{' '}
            <Link to={PATHS.privacy} className={linkClass}>
              Privacy Policy
            </Link>
          </Label>
        </div>
        <FormStatus error={error} success={success} />
        {success ? <OutboxNotice /> : null}
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? AUTH_SCREENS.signUpBusy : AUTH_SCREENS.signUpButton}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={PATHS.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
