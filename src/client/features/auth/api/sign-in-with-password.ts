import { useMutation } from '@tanstack/react-query';
import { signInErrorMessage } from '@shared/messages/auth-errors';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { AuthActionError } from './auth-action-error';

export interface PasswordSignIn {
  email: string;
  password: string;
}

export async function signInWithPassword({ email, password }: PasswordSignIn) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.signIn.email({ email: email.trim(), password });
  if (error) throw new AuthActionError(signInErrorMessage(error));
}

export function useSignInWithPassword() {
  return useMutation({ mutationFn: signInWithPassword });
}
