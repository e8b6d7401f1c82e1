// /auth/confirm-email: where a confirmation link that confirmed nothing lands, with its reason as
// ?error=. A link replaced by a newer sign-up says so plainly; any other reason
// (not valid, expired) says that. Either way the user can have a new link mailed.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CONFIRM_LINK_SCREEN, LINK_REPLACED } from '@shared/messages/auth';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useResendConfirmation } from './api/resend-confirmation';
import { AuthLayout } from './components/auth-layout';
import { BackToSignInButton } from './components/back-to-sign-in-button';
import { FormStatus } from './components/form-status';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const isReplaced = params.get('error') === LINK_REPLACED;
  return (
    <AuthLayout title={isReplaced ? CONFIRM_LINK_SCREEN.replacedTitle : CONFIRM_LINK_SCREEN.invalidTitle}>
      <div className="flex flex-col gap-4">
        <Alert tone="error">{isReplaced ? CONFIRM_LINK_SCREEN.replaced : CONFIRM_LINK_SCREEN.invalid}</Alert>
        <ResendConfirmationForm />
        <BackToSignInButton />
      </div>
    </AuthLayout>
  );
}

function ResendConfirmationForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const resend = useResendConfirmation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    resend.mutate(email, {
      onSuccess: () => setSuccess(CONFIRM_LINK_SCREEN.resendSent),
      onError: (err) => setError(err.message),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={CONFIRM_LINK_SCREEN.resendButton}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="confirm-email-address">{CONFIRM_LINK_SCREEN.emailLabel}</Label>
        <Input
          id="confirm-email-address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={resend.isPending}
        />
      </div>
      <FormStatus error={error} success={success} />
      <Button type="submit" variant="outline" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? CONFIRM_LINK_SCREEN.resendBusy : CONFIRM_LINK_SCREEN.resendButton}
      </Button>
    </form>
  );
}
