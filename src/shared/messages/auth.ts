// The authentication screens' texts, for client and server alike.
// The form rules' messages are written once in validation.ts and only named here.
import {
  EMAIL_INVALID,
  EMAIL_NEEDED_FOR_RESET,
  NEW_PASSWORD_TOO_SHORT,
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_NOT_ACCEPTED,
} from './validation';
export const AUTH_MESSAGES = {
  emailNotVerified: 'Please verify your email before signing in. We have just sent you a new confirmation link: check your inbox (and your spam folder).',
  signInFailed: 'Unable to sign in. Please try again.',
  signUpFailed: 'Unable to create account.',
  resetFailed: 'Could not start password reset.',
  updatePasswordFailed: 'Failed to update password. Please try again.',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',
  invalidEmail: EMAIL_INVALID,
  passwordTooShort: PASSWORD_TOO_SHORT,
  passwordTooShortLong: NEW_PASSWORD_TOO_SHORT,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  passwordsDoNotMatchShort: NEW_PASSWORDS_DO_NOT_MATCH,
  agreeToTerms: TERMS_NOT_ACCEPTED,
  enterEmailFirst: EMAIL_NEEDED_FOR_RESET,
  resetSent: 'Password reset link sent! Check your email and click the link to set a new password.',
  resetLinkInvalid: 'Invalid or expired password reset link. Please request a new one.',
  oauthFailed: 'Failed to sign in with Google',
  oauthNotConfigured: 'Google sign-in is not configured on this server.',
  /** A sign-up body with fields the form never sends (callbackURL, for one). */
  unexpectedFields: (keys: readonly string[]) => `Unexpected field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.`,
  /** A mailed link whose query was altered (a callback to another site, a repeated parameter). */
  linkInvalid: 'This link is not valid. Please use the link from your e-mail.',
  rateLimited: (seconds: number) =>
    `Too many attempts. Please wait ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
} as const;

/** Headings, labels and busy texts of the authentication screens. */
export const AUTH_SCREENS = {
  signInTitle: 'Welcome back',
  signInSubtitle: 'Sign in to access your research tools',
  signUpTitle: 'Create your account',
  signUpSubtitle: 'Join and get access to your research tools',
  verifyingResetLink: 'Verifying reset link...',
  resetLinkInvalidTitle: 'Reset Link Invalid',
  setNewPasswordTitle: 'Set New Password',
  newPasswordHint: 'Must be at least 6 characters long',
  callbackTitle: 'Completing sign-in...',
  googleButton: 'Continue with Google',
  googleBusy: 'Connecting...',
  signInButton: 'Sign In',
  signInBusy: 'Signing in...',
  signUpButton: 'Sign Up',
  signUpBusy: 'Creating account...',
  updatePasswordButton: 'Update Password',
  updatePasswordBusy: 'Updating Password...',
} as const;

/** "free_trial" is shown as "free trial" (underscore in the plan shown as a space). */
export function planLabel(plan: string): string {
  return plan.replace(/_/g, ' ').trim();
}

export function signUpPlanSubtitle(plan: string): string {
  return `Sign up for the ${planLabel(plan)} plan with 7-day free trial`;
}

/** Toasts of the authentication flows. */
export const AUTH_TOASTS = {
  signedIn: { title: 'Signed in', description: 'Welcome back!' },
  signedOut: { title: 'Signed out successfully', description: 'You have been logged out of your account.' },
  signOutFailed: { title: 'Error signing out', description: 'Please try again.' },
  resetSent: { title: 'Reset email sent', description: 'Check your inbox for the link to set a new password.' },
  passwordUpdated: { title: 'Password updated successfully', description: 'You can now sign in with your new password.' },
  oauthError: 'OAuth Error',
  accountCreated: 'Account created!',
} as const;

/** The sign-up toast's check-your-email text; it names the plan when one was chosen. */
export function accountCreatedDescription(plan?: string | null): string {
  const base = 'Check your email for the confirmation link to activate your account';
  return plan ? `${base} and start your ${planLabel(plan)} plan with a 7-day free trial.` : `${base}.`;
}

/** The query marker of a verification link's landing, and what the page then says. */
export const VERIFIED_MARKER = 'verified';
export const EMAIL_VERIFIED_NOTICE = { title: 'E-mail verified', description: 'Your address is confirmed and you are signed in. Welcome to KeywordLens!' };

/**
 * Where a confirmation link that confirms nothing lands, with its reason as `?error=`: LINK_REPLACED
 * when a newer sign-up for the address replaced it, else better-auth's code (INVALID_TOKEN,
 * TOKEN_EXPIRED, USER_NOT_FOUND). No screen text covers this case, so it says what to do.
 */
export const CONFIRM_LINK_PROBLEM_PATH = '/auth/confirm-email';
export const LINK_REPLACED = 'LINK_REPLACED';
export const CONFIRM_LINK_SCREEN = {
  replacedTitle: 'This link was replaced',
  replaced:
    'A newer confirmation link was sent to this address, so this one no longer works. Open the newest e-mail from us and use its link, or send a new link below.',
  invalidTitle: 'This link does not work',
  invalid: 'This confirmation link is not valid or has expired. Send a new link below.',
  emailLabel: 'Email',
  resendButton: 'Send a new link',
  resendBusy: 'Sending...',
  resendSent: 'If this address is waiting for confirmation, a new link is on its way. Check your inbox (and your spam folder).',
  resendFailed: 'Could not send a new link. Please try again.',
} as const;
