import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@shared/messages/auth';
import { oauthErrorMessage } from '@shared/messages/auth-errors';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { PATHS } from '../../../lib/paths';
import { publicConfigQuery } from '../../../lib/use-me';
import { AuthActionError } from './auth-action-error';

/**
 * Leaves for Google's consent screen; both success and failure come back to /auth/callback.
 * Without Google credentials on the server the button still shows and answers with an error.
 */
export async function signInWithGoogle(queryClient: QueryClient) {
  const config = await queryClient.fetchQuery(publicConfigQuery).catch(() => null);
  if (!config) throw new AuthActionError(AUTH_MESSAGES.oauthFailed);
  if (!config.googleEnabled) throw new AuthActionError(AUTH_MESSAGES.oauthNotConfigured);
  const authClient = await loadAuthClient();
  const { error } = await authClient.signIn.social({
    provider: 'google',
    callbackURL: PATHS.authCallback,
    errorCallbackURL: PATHS.authCallback,
    newUserCallbackURL: PATHS.authCallback,
  });
  if (error) throw new AuthActionError(oauthErrorMessage(error));
}

export function useSignInWithGoogle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signInWithGoogle(queryClient) });
}
