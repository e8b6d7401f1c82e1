// The browser's session as better-auth's server states it (GET /api/auth/get-session), read with
// the app's query client instead of better-auth's client, which stays out of the entry chunk
// (decision 016). better-auth's client, once a form has loaded it, says when to read it again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api';
import { onSessionChange } from '../../lib/session-signal';

export interface SessionAnswer {
  user: { id: string };
}

export const SESSION_QUERY_KEY = ['auth-session'] as const;

export function useSession() {
  const queryClient = useQueryClient();
  useEffect(() => onSessionChange(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })), [queryClient]);
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => apiFetch<SessionAnswer | null>('/api/auth/get-session'),
    // As better-auth's own session hook: one answer, no retries; a failure reads as signed out.
    retry: false,
    staleTime: Infinity,
  });
}
