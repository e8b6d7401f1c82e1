// Which message an authentication screen shows for a failed call (spec section 8). The server's
// own message wins when it has one; otherwise each screen has its fallback.
import { AUTH_MESSAGES } from './auth';

export interface AuthFailure {
  code?: string | null;
  message?: string | null;
  status?: number;
}

const NOT_VERIFIED = /email not (verified|confirmed)|email_not_confirmed|email_not_verified/i;

function serverMessage(failure: AuthFailure | null | undefined): string | null {
  const message = failure?.message?.trim();
  return message ? message : null;
}

export function signInErrorMessage(failure: AuthFailure | null | undefined): string {
  const text = `${failure?.code ?? ''} ${failure?.message ?? ''}`;
  if (NOT_VERIFIED.test(text)) return AUTH_MESSAGES.emailNotVerified;
  return serverMessage(failure) ?? AUTH_MESSAGES.signInFailed;
}

export function signUpErrorMessage(failure: AuthFailure | null | undefined): string {
  return serverMessage(failure) ?? AUTH_MESSAGES.signUpFailed;
}

export function resetRequestErrorMessage(failure: AuthFailure | null | undefined): string {
  return serverMessage(failure) ?? AUTH_MESSAGES.resetFailed;
}

export function updatePasswordErrorMessage(failure: AuthFailure | null | undefined): string {
  // A link used or expired between opening the page and submitting it.
  if (failure?.code === 'INVALID_TOKEN') return AUTH_MESSAGES.resetLinkInvalid;
  return serverMessage(failure) ?? AUTH_MESSAGES.updatePasswordFailed;
}

export function oauthErrorMessage(failure: AuthFailure | null | undefined): string {
  return serverMessage(failure) ?? AUTH_MESSAGES.oauthFailed;
}
