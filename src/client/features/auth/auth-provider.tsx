// The authentication state of the app: loading until the first session answer,
// the user with roles and profile, sign-out, and the once-only redirect after a sign-in.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isAdmin as hasAdminRole } from '@shared/permissions';
import { shownName } from '@shared/user-display';
import { AuthContext, type AuthState } from '../../lib/auth-state';
import { loadAuthClient } from '../../lib/load-auth-client';
import { PATHS } from '../../lib/paths';
import { isSignIn, shouldRedirectAfterSignIn } from './sign-in-redirect';
import { ME_QUERY_KEY, useMe } from '../../lib/use-me';
import { SESSION_QUERY_KEY, useSession } from './use-session';

/**
 * Sends the plan a visitor picked before signing up (plan-selection.ts). Its code and the storage
 * helpers load only for a signed-in user, apart from a visitor's entry chunk (decision 016).
 */
function applyPlanSelection(queryClient: QueryClient, { onlyIfPending }: { onlyIfPending: boolean }) {
  void import('./plan-selection').then(async ({ applyStoredPlanSelection, readPlanSelection }) => {
    if (onlyIfPending && !readPlanSelection()) return;
    await applyStoredPlanSelection();
    await queryClient.invalidateQueries({ queryKey: ['subscription'] });
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const sessionUserId = session.data?.user.id ?? null;
  const me = useMe(Boolean(sessionUserId));
  const previousUserId = useRef<string | null | undefined>(undefined);
  // the redirect after a sign-in happens once only (see sign-in-redirect.ts).
  const redirectedAfterSignIn = useRef(false);

  useEffect(() => {
    if (session.isPending) return;
    const before = previousUserId.current;
    previousUserId.current = sessionUserId;
    // Following the verification link lands here already signed in: the first session answer is
    // then the sign-in, and a fresh pending plan selection must still be applied.
    if (before === undefined && sessionUserId) applyPlanSelection(queryClient, { onlyIfPending: true });
    if (before === undefined || before === sessionUserId) return;
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    if (!isSignIn(before, sessionUserId)) return;
    applyPlanSelection(queryClient, { onlyIfPending: false });
    if (shouldRedirectAfterSignIn(before, sessionUserId, window.location.pathname, redirectedAfterSignIn.current)) {
      redirectedAfterSignIn.current = true;
      window.location.replace(PATHS.research);
    }
  }, [session.isPending, sessionUserId, queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = sessionUserId ? (me.data?.user ?? null) : null;
    const roles = me.data?.roles ?? [];
    return {
      loading: session.isPending || (Boolean(sessionUserId) && me.isPending),
      user,
      roles,
      isAdmin: hasAdminRole(roles),
      displayName: shownName({
        displayName: me.data?.profile?.displayName ?? null,
        fullName: null,
        name: user?.name ?? null,
        email: user?.email ?? null,
      }),
      avatarUrl: me.data?.profile?.avatarUrl ?? null,
      signOut: async () => {
        // better-auth's client, sonner and the messages stay out of the entry chunk (decision 016);
        // the toast layer is mounted for a signed-in user.
        const [authClient, { toast }, { AUTH_TOASTS }] = await Promise.all([
          loadAuthClient(),
          import('sonner'),
          import('@shared/messages/auth'),
        ]);
        const result = await authClient.signOut();
        if (result.error) {
          console.error('Sign-out failed', result.error);
          toast.error(AUTH_TOASTS.signOutFailed.title, { description: AUTH_TOASTS.signOutFailed.description });
          return false;
        }
        queryClient.clear();
        // Cleared with the rest, the session is known: signed out.
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        toast.success(AUTH_TOASTS.signedOut.title, { description: AUTH_TOASTS.signedOut.description });
        return true;
      },
      refresh: async () => {
        await session.refetch();
        await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      },
    };
  }, [session, sessionUserId, me.data, me.isPending, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
