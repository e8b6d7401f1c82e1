import { useMutation } from '@tanstack/react-query';
import { signUpErrorMessage } from '@shared/messages/auth-errors';
import type { SignUpForm } from '@shared/auth-forms';
import { loadAuthClient } from '../../../lib/load-auth-client';
import { AuthActionError } from './auth-action-error';

/**
 * Sends the whole form: the server checks the terms and the confirmation again (shared schema).
 * No callbackURL: the server alone decides that the confirmation link returns to /research.
 * Billing belongs to a chosen plan; without a plan there is nothing for it to describe.
 */
export async function signUpWithPassword(form: SignUpForm & { plan?: string | null; billing?: 'monthly' | 'yearly' }) {
  const authClient = await loadAuthClient();
  const { error } = await authClient.$fetch('/sign-up/email', { method: 'POST', body: { ...form, plan: form.plan ?? undefined, billing: form.plan ? form.billing : undefined, email: form.email.trim() } });
  if (error) throw new AuthActionError(signUpErrorMessage(error));
}

export function useSignUpWithPassword() {
  return useMutation({ mutationFn: signUpWithPassword });
}
