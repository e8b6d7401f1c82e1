import { useMutation } from '@tanstack/react-query';
import { resetRequestErrorMessage } from '@shared/messages/auth-errors';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { PATHS } from '../../../lib/paths';
import { AuthActionError } from './auth-action-error';

/** The mailed link lands on /auth/update-password?token=... (or ?error=INVALID_TOKEN). */
export async function requestPasswordReset(email: string) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: PATHS.updatePassword });
  if (error) throw new AuthActionError(resetRequestErrorMessage(error));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
