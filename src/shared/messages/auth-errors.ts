// Which message an authentication screen shows for a failed call. The server's
// own message wins when it has one; otherwise each screen has its fallback.
import { AUTH_MESSAGES, CONFIRM_LINK_SCREEN } from './auth';

export interface AuthFailure {
  code?: string | null;
  message?: string | null;
  status?: number;
}

type AnyAuthFailure = (AuthFailure & { error?: unknown }) | null | undefined;

/**
 * better-auth's browser client hands over the parsed error body; ours is { error: { code,
 * message } }, while better-auth's own is flat. Both read as one AuthFailure.
 */
export function authFailureOf(failure: AnyAuthFailure): AuthFailure | null {
  if (!failure) return null;
  const nested = typeof failure.error === 'object' && failure.error !== null ? (failure.error as AuthFailure) : null;
  return {
    code: nested?.code ?? failure.code ?? null,
    message: nested?.message ?? failure.message ?? null,
    ...(failure.status !== undefined ? { status: failure.status } : {}),
  };
}

const NOT_VERIFIED = /email not (verified|confirmed)|email_not_confirmed|email_not_verified/i;

function serverMessage(failure: AuthFailure | null): string | null {
  const message = failure?.message?.trim();
  return message ? message : null;
}

export function signInErrorMessage(answer: AnyAuthFailure): string {
  const failure = authFailureOf(answer);
  const text = `${failure?.code ?? ''} ${failure?.message ?? ''}`;
  if (NOT_VERIFIED.test(text)) return AUTH_MESSAGES.emailNotVerified;
  return serverMessage(failure) ?? AUTH_MESSAGES.signInFailed;
}

export function signUpErrorMessage(answer: AnyAuthFailure): string {
  const failure = authFailureOf(answer);
  return serverMessage(failure) ?? AUTH_MESSAGES.signUpFailed;
}

export function resetRequestErrorMessage(answer: AnyAuthFailure): string {
  const failure = authFailureOf(answer);
  return serverMessage(failure) ?? AUTH_MESSAGES.resetFailed;
}

export function resendConfirmationErrorMessage(answer: AnyAuthFailure): string {
  return serverMessage(authFailureOf(answer)) ?? CONFIRM_LINK_SCREEN.resendFailed;
}

export function updatePasswordErrorMessage(answer: AnyAuthFailure): string {
  const failure = authFailureOf(answer);
  // A link used or expired between opening the page and submitting it.
  if (failure?.code === 'INVALID_TOKEN') return AUTH_MESSAGES.resetLinkInvalid;
  return serverMessage(failure) ?? AUTH_MESSAGES.updatePasswordFailed;
}

export function oauthErrorMessage(answer: AnyAuthFailure): string {
  const failure = authFailureOf(answer);
  return serverMessage(failure) ?? AUTH_MESSAGES.oauthFailed;
}
