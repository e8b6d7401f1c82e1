// "Set New Password": new and confirm fields, each with its own show/hide button.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { newPasswordProblem } from '@shared/auth-forms';
import { AUTH_SCREENS, AUTH_TOASTS } from '@shared/messages/auth';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { refreshSession } from '../../lib/auth-client';
import { PATHS } from '../../lib/paths';
import { useResetPassword } from './api/reset-password';
import { FormStatus } from './components/form-status';
import { PasswordInput } from './components/password-input';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function UpdatePasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();
  const navigate = useNavigate();
  const goToResearch = useNavigateWhenSignedIn(PATHS.research);
  const busy = reset.isPending || reset.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem({ password, confirmPassword });
    setError(problem);
    if (problem) return;
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: ({ signedIn }) => {
          toast.success(AUTH_TOASTS.passwordUpdated.title, { description: AUTH_TOASTS.passwordUpdated.description });
          // Success leads to /research. Without the automatic sign-in the route guard
          // there sends the visitor on to sign-in, as for any anonymous visit.
          if (!signedIn) {
            void navigate(PATHS.research, { replace: true });
            return;
          }
          refreshSession();
          goToResearch();
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="new-password">New Password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          visible={showPassword}
          onToggleVisible={() => setShowPassword((v) => !v)}
          aria-describedby="new-password-hint"
          disabled={busy}
        />
        <p id="new-password-hint" className="text-xs text-muted-foreground">
          {AUTH_SCREENS.newPasswordHint}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="confirm-new-password">Confirm New Password</Label>
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          visible={showConfirm}
          onToggleVisible={() => setShowConfirm((v) => !v)}
          toggleLabel={{ show: 'Show confirmation', hide: 'Hide confirmation' }}
          disabled={busy}
        />
      </div>
      <FormStatus error={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? AUTH_SCREENS.updatePasswordBusy : AUTH_SCREENS.updatePasswordButton}
      </Button>
    </form>
  );
}
