// The tool screens' sign-in toasts: a signed-out user, or a 401 on a tool call
// (the session ended), gets the toast and goes to the sign-in screen.
import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { RESEARCH_TOASTS } from '@shared/messages/research';
import { ApiRequestError } from '../../lib/api';
import { PATHS } from '../../lib/paths';

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export function showSessionExpired(navigate: NavigateFunction): void {
  toast.error(RESEARCH_TOASTS.sessionExpiredTitle, { description: RESEARCH_TOASTS.sessionExpired });
  void navigate(PATHS.signIn);
}

export function showAuthRequired(navigate: NavigateFunction): void {
  toast.error(RESEARCH_TOASTS.authRequiredTitle, { description: RESEARCH_TOASTS.authRequired });
  void navigate(PATHS.signIn);
}
