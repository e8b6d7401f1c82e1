// The form rules of the authentication screens (spec section 5), checked in the browser for
// comfort; the server checks the same rules (shared schemas) for real. Each answers the first
// problem's message, or null when the form may be sent.
import { AUTH_MESSAGES } from './messages/auth';
import { EMAIL_REQUIRED, NEW_PASSWORDS_DO_NOT_MATCH, PASSWORD_REQUIRED } from './messages/validation';
import { emailSchema, firstIssueMessage, newPasswordSchema, passwordSchema } from './validation';

function emailProblem(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

export function signInProblem(form: { email: string; password: string }): string | null {
  const email = form.email.trim();
  if (!email && !form.password) return AUTH_MESSAGES.emailOrPhoneRequired;
  if (!email) return EMAIL_REQUIRED;
  if (!form.password) return PASSWORD_REQUIRED;
  const password = passwordSchema.safeParse(form.password);
  if (!password.success) return firstIssueMessage(password.error);
  return emailProblem(email);
}

export function signUpProblem(form: { email: string; password: string; confirmPassword: string; agreedToTerms: boolean }): string | null {
  const email = form.email.trim();
  if (!email && !form.password) return AUTH_MESSAGES.emailOrPhoneRequired;
  if (!email) return EMAIL_REQUIRED;
  if (!form.agreedToTerms) return AUTH_MESSAGES.agreeToTerms;
  if (form.password !== form.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  const password = passwordSchema.safeParse(form.password);
  if (!password.success) return firstIssueMessage(password.error);
  return emailProblem(email);
}

/** The live hint under the confirm field: shown once something is typed there. */
export function confirmMismatch(password: string, confirmPassword: string): boolean {
  return confirmPassword !== '' && password !== confirmPassword;
}

export function newPasswordProblem(form: { password: string; confirmPassword: string }): string | null {
  const password = newPasswordSchema.safeParse(form.password);
  if (!password.success) return firstIssueMessage(password.error);
  if (form.password !== form.confirmPassword) return NEW_PASSWORDS_DO_NOT_MATCH;
  return null;
}

export function resetRequestProblem(email: string): string | null {
  if (!email.trim()) return AUTH_MESSAGES.enterEmailFirst;
  return emailProblem(email);
}
