// The signed-in user's account summary (roles, profile) from /api/account/me.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@shared/permissions';
import { apiFetch } from '../../lib/api';

export interface Me {
  user: { id: string; email: string; name: string; image: string | null; emailVerified: boolean } | null;
  roles?: Role[];
  profile?: { displayName: string | null; avatarUrl: string | null };
}

export const ME_QUERY_KEY = ['me'] as const;

export function useMe(enabled: boolean) {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: () => apiFetch<Me>('/api/account/me'), enabled, staleTime: 60_000 });
}

export interface PublicConfig {
  googleEnabled: boolean;
  /** No SMTP on a loopback server: mails wait in the local outbox (/outbox). */
  outboxAvailable: boolean;
  provider: 'demo' | 'dataforseo';
  isDemoData: boolean;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch<PublicConfig>('/api/account/config'),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
