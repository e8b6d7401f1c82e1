// better-auth's browser client, pointed at our API origin. Loaded only by the auth forms and by a
// sign-out (decision 016); the AuthProvider reads the session itself (use-session.ts).
import { createAuthClient } from 'better-auth/react';
import { announceSessionChange } from './session-signal';

export const authClient = createAuthClient({ baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin });

// better-auth flips this signal after a sign-in, sign-up, sign-out or e-mail verification
// (listen, unlike subscribe, does not fire for the current value).
authClient.$store.atoms.$sessionSignal?.listen(() => announceSessionChange());

/**
 * Asks for the session to be read again. better-auth does this by itself after sign-in, sign-up
 * and sign-out; a password reset (which signs the browser in) needs it said.
 */
export function refreshSession() {
  authClient.$store.notify('$sessionSignal');
}
