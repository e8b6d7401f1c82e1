import { useMutation } from '@tanstack/react-query';
import { resendConfirmationErrorMessage } from '@shared/messages/auth-errors';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { PATHS } from '../../../lib/paths';
import { AuthActionError } from './auth-action-error';

/** Mails a new confirmation link; the server answers alike whether or not the address waits for one. */
export async function resendConfirmation(email: string) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.sendVerificationEmail({ email: email.trim(), callbackURL: PATHS.research });
  if (error) throw new AuthActionError(resendConfirmationErrorMessage(error));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
