import { describe, expect, it } from 'vitest';
import { isSignIn, shouldRedirectAfterSignIn } from './sign-in-redirect';

describe('the redirect after a sign-in', () => {
  it('counts only signed out -> signed in as a sign-in', () => {
    expect(isSignIn(null, 'u1')).toBe(true);
    expect(isSignIn(undefined, 'u1')).toBe(false); // the first session answer
    expect(isSignIn('u1', 'u1')).toBe(false); // token refresh, user update
    expect(isSignIn('u1', null)).toBe(false); // sign-out
    expect(isSignIn(null, null)).toBe(false);
  });

  it('sends the user on from home, callback and pricing only', () => {
    for (const path of ['/', '/auth/callback', '/pricing']) expect(shouldRedirectAfterSignIn(null, 'u1', path, false), path).toBe(true);
    for (const path of ['/profile', '/auth/sign-in', '/research']) expect(shouldRedirectAfterSignIn(null, 'u1', path, false), path).toBe(false);
  });

  it('happens once only: a session that drops and comes back does not redirect again', () => {
    expect(shouldRedirectAfterSignIn(null, 'u1', '/', true)).toBe(false);
  });

  it('never on token refresh or user update', () => {
    expect(shouldRedirectAfterSignIn('u1', 'u1', '/', false)).toBe(false);
    expect(shouldRedirectAfterSignIn(undefined, 'u1', '/', false)).toBe(false);
  });
});
