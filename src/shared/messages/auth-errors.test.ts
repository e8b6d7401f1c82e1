import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import {
  oauthErrorMessage,
  resetRequestErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  updatePasswordErrorMessage,
} from './auth-errors';

describe('signInErrorMessage', () => {
  it('turns every unverified-email error into the one sentence', () => {
    for (const failure of [
      { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 },
      { message: 'Email not confirmed' },
      { code: 'email_not_confirmed' },
    ]) {
      expect(signInErrorMessage(failure)).toBe('Please verify your email before signing in. We have just sent you a new confirmation link: check your inbox (and your spam folder).');
    }
  });

  it('shows the server message, else the fallback', () => {
    expect(signInErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe('Invalid email or password');
    expect(signInErrorMessage({ status: 500, message: '  ' })).toBe('Unable to sign in. Please try again.');
    expect(signInErrorMessage(null)).toBe('Unable to sign in. Please try again.');
  });
});

describe('the other screens', () => {
  it('fall back to their own sentence', () => {
    expect(signUpErrorMessage({})).toBe('Unable to create account.');
    expect(resetRequestErrorMessage({})).toBe('Could not start password reset.');
    expect(updatePasswordErrorMessage({})).toBe('Failed to update password. Please try again.');
    expect(oauthErrorMessage({})).toBe('Failed to sign in with Google');
    expect(signUpErrorMessage({ message: 'Too many attempts.' })).toBe('Too many attempts.');
  });

  it('a spent reset link reads as an invalid link', () => {
    expect(updatePasswordErrorMessage({ code: 'INVALID_TOKEN', message: 'Invalid token' })).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });
});
