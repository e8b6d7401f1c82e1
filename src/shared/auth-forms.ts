// The form rules of the authentication screens, checked in the browser for
// comfort; the server checks the same rules (shared schemas) for real. Each answers the first
// problem's message, or null when the form may be sent.
import { z } from 'zod';
import { AUTH_MESSAGES } from './messages/auth';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_NOT_ACCEPTED,
} from './messages/validation';
import { emailSchema, firstIssueMessage, newPasswordSchema, passwordSchema } from './validation';

function emailProblem(email: string): string | null {
  const parsed = emailSchema.safeParse(email);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

/** What a sign-in may send on: the normalised address and the password as typed. */
export interface SignInCredentials {
  email: string;
  password: string;
}

/**
 * The sign-in rules in the order the form reports them, for the form and the
 * server alike: the first problem's message, or what may be handed to the sign-in.
 */
export function checkSignIn(form: { email: string; password: string }): { problem: string } | SignInCredentials {
  const email = form.email.trim();
  if (!email && !form.password) return { problem: AUTH_MESSAGES.emailOrPhoneRequired };
  if (!email) return { problem: EMAIL_REQUIRED };
  if (!form.password) return { problem: PASSWORD_REQUIRED };
  const password = passwordSchema.safeParse(form.password);
  if (!password.success) return { problem: firstIssueMessage(password.error) };
  const address = emailSchema.safeParse(email);
  return address.success ? { email: address.data, password: form.password } : { problem: firstIssueMessage(address.error) };
}

export function signInProblem(form: { email: string; password: string }): string | null {
  const checked = checkSignIn(form);
  return 'problem' in checked ? checked.problem : null;
}

/** What the sign-up form sends; the server accepts exactly these (plus the ignored name/image). */
export interface SignUpForm {
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

// better-auth's browser client always sends `name` (and may send `image`): tolerated and thrown
// away, because the display name has its own rules and endpoint. Every other unknown field,
// callbackURL above all, is refused before the address is looked up, so a new and a known
// address fail alike.
// name and image are ignored; plan and billing are read by the sign-up route on their own
// (trialPlanFromSignUp), so a bad value there never refuses a sign-up, it only falls back to the Free Trial.
const IGNORED_SIGN_UP_FIELDS = { name: z.unknown().optional(), image: z.unknown().optional(), plan: z.unknown().optional(), billing: z.unknown().optional() };

/**
 * The sign-up rules in the order the form reports them, for the form and the
 * server alike. Missing fields count as empty; the result is the normalised e-mail and password.
 */
export const signUpSchema = z
  .strictObject(
    {
      email: z.string({ error: EMAIL_INVALID }).default(''),
      password: z.string({ error: PASSWORD_REQUIRED }).default(''),
      confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }).default(''),
      acceptTerms: z.boolean({ error: TERMS_NOT_ACCEPTED }).default(false),
      ...IGNORED_SIGN_UP_FIELDS,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? AUTH_MESSAGES.unexpectedFields(issue.keys) : undefined) },
  )
  .transform((form, ctx) => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const email = form.email.trim();
    if (!email && !form.password) return refuse(AUTH_MESSAGES.emailOrPhoneRequired);
    if (!email) return refuse(EMAIL_REQUIRED);
    if (!form.acceptTerms) return refuse(TERMS_NOT_ACCEPTED);
    if (form.password !== form.confirmPassword) return refuse(PASSWORDS_DO_NOT_MATCH);
    const password = passwordSchema.safeParse(form.password);
    if (!password.success) return refuse(firstIssueMessage(password.error));
    const address = emailSchema.safeParse(email);
    if (!address.success) return refuse(firstIssueMessage(address.error));
    return { email: address.data, password: password.data };
  });

export function signUpProblem(form: SignUpForm): string | null {
  const parsed = signUpSchema.safeParse(form);
  return parsed.success ? null : firstIssueMessage(parsed.error);
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
