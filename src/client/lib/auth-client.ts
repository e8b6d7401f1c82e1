// better-auth's browser client, pointed at our API origin.
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin });

/**
 * Asks the session store to fetch the session again. better-auth does this by itself after
 * sign-in, sign-up and sign-out; a password reset (which signs the browser in) needs it said.
 */
export function refreshSession() {
  authClient.$store.notify('$sessionSignal');
}
