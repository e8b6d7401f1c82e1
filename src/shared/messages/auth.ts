// The authentication screens' texts (spec sections 2, 5 and 8), for client and server alike.
export const AUTH_MESSAGES = {
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the confirmation link.',
  signInFailed: 'Unable to sign in. Please try again.',
  signUpFailed: 'Unable to create account.',
  resetFailed: 'Could not start password reset.',
  updatePasswordFailed: 'Failed to update password. Please try again.',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooShortLong: 'Password must be at least 6 characters long',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordsDoNotMatchShort: 'Passwords do not match',
  agreeToTerms: 'Please agree to the Terms to continue.',
  enterEmailFirst: 'Enter your email above first.',
  resetSent: 'Password reset link sent! Check your email and click the link to set a new password.',
  resetLinkInvalid: 'Invalid or expired password reset link. Please request a new one.',
  oauthFailed: 'Failed to sign in with Google',
  oauthNotConfigured: 'Google sign-in is not configured on this server.',
  rateLimited: (seconds: number) =>
    `Too many attempts. Please wait ${seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
} as const;
