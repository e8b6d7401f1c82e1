// The browser's session as better-auth's server states it (GET /api/auth/get-session), read with
// the app's query client instead of better-auth's client, which stays out of the entry chunk
// (decision 016). better-auth's client, once a form has loaded it, says when to read it again.
// The answer's type is the contract's (the route is better-auth's, described in the document and
// checked against that schema by the contract test); only the type is imported, so no zod here.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthSession } from '@shared/contract/auth';
import { apiFetch } from '../../lib/api';
import { onSessionChange } from '../../lib/session-signal';

export const SESSION_QUERY_KEY = ['auth-session'] as const;

export function useSession() {
  const queryClient = useQueryClient();
  useEffect(() => onSessionChange(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })), [queryClient]);
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => apiFetch<AuthSession>('/api/auth/get-session'),
    // As better-auth's own session hook: one answer, no retries; a failure reads as signed out.
    retry: false,
    staleTime: Infinity,
  });
}
