import { useMutation } from '@tanstack/react-query';
import { updatePasswordErrorMessage } from '@shared/messages/auth-errors';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { AuthActionError } from './auth-action-error';

export interface PasswordReset {
  newPassword: string;
  token: string;
}

/** Sets the new password; the server also signs this browser in. Answers whether it did. */
export async function resetPassword({ newPassword, token }: PasswordReset): Promise<{ signedIn: boolean }> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.resetPassword({ newPassword, token });
  if (error) throw new AuthActionError(updatePasswordErrorMessage(error));
  const session = await authClient.getSession();
  return { signedIn: Boolean(session.data) };
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
