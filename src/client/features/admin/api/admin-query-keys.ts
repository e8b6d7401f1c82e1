// Query keys of the admin area, so a change can refresh exactly the screens it affects.
import type { SubscriptionFilter } from '@shared/admin';

export const ADMIN_KEYS = {
  all: ['admin'] as const,
  stats: () => [...ADMIN_KEYS.all, 'stats'] as const,
  rankQueue: () => [...ADMIN_KEYS.all, 'rank-queue'] as const,
  activity: () => [...ADMIN_KEYS.all, 'activity'] as const,
  users: () => [...ADMIN_KEYS.all, 'users'] as const,
  user: (id: string) => [...ADMIN_KEYS.all, 'user', id] as const,
  research: () => [...ADMIN_KEYS.all, 'research'] as const,
  providerSpend: () => [...ADMIN_KEYS.all, 'provider-spend'] as const,
  subscriptions: (filter: SubscriptionFilter) => [...ADMIN_KEYS.all, 'subscriptions', filter] as const,
};
