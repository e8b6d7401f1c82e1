// The once-only redirect after a sign-in, as a pure decision so it can be tested
// without a browser: which session changes count as a sign-in, and when one sends the user on.
import { PATHS } from '../../lib/paths';

const REDIRECT_ON_SIGN_IN = new Set<string>([PATHS.home, PATHS.authCallback, PATHS.pricing]);

/** The signed-in user's id; null when signed out; undefined before the first session answer. */
export type SessionUserId = string | null | undefined;

/** A change from signed out to signed in. The first answer (undefined before) is not one. */
export function isSignIn(before: SessionUserId, now: SessionUserId): boolean {
  return before === null && typeof now === 'string';
}

/**
 * Whether this session change sends the user to /research: a sign-in, on the home, callback or
 * pricing page, and no redirect yet in this page's life. Token refresh and user update keep the
 * same id and so are never a sign-in; a session that drops and comes back (a failed refetch)
 * is, which is why `alreadyRedirected` is asked too.
 */
export function shouldRedirectAfterSignIn(before: SessionUserId, now: SessionUserId, pathname: string, alreadyRedirected: boolean): boolean {
  return !alreadyRedirected && isSignIn(before, now) && REDIRECT_ON_SIGN_IN.has(pathname);
}
