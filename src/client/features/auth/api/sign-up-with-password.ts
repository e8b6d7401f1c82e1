import { useMutation } from '@tanstack/react-query';
import { signUpErrorMessage } from '@shared/messages/auth-errors';
import { authClient } from '../../../lib/auth-client';
import { PATHS } from '../../../lib/paths';
import { AuthActionError } from './auth-action-error';

export interface PasswordSignUp {
  email: string;
  password: string;
}

/** The confirmation mail's link returns to /research, signed in. */
export async function signUpWithPassword({ email, password }: PasswordSignUp) {
  const { error } = await authClient.signUp.email({ email: email.trim(), password, name: '', callbackURL: PATHS.research });
  if (error) throw new AuthActionError(signUpErrorMessage(error));
}

export function useSignUpWithPassword() {
  return useMutation({ mutationFn: signUpWithPassword });
}
