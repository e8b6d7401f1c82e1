// Subscription statuses. The original product spelled one status two ways ("cancelled" in the
// admin edit form, "canceled" in the filter); we store only "canceled" and accept both on input.
import type { BadgeTone } from './format/difficulty';

/** Also a CHECK constraint on user_subscriptions.status: a change here needs a new migration. */
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'canceled', 'expired', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const ALIASES: Record<string, SubscriptionStatus> = { cancelled: 'canceled' };

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** Case-insensitive and trimmed; "cancelled" -> "canceled"; null for anything unknown. */
export function normalizeSubscriptionStatus(input: string): SubscriptionStatus | null {
  const key = input.trim().toLowerCase();
  if (isSubscriptionStatus(key)) return key;
  return ALIASES[key] ?? null;
}

const STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  inactive: 'muted',
  canceled: 'destructive',
  expired: 'destructive',
  past_due: 'warning',
};

/** Badge colour of a status; unknown or missing statuses are muted. */
export function statusTone(status: string | null | undefined): BadgeTone {
  const known = status ? normalizeSubscriptionStatus(status) : null;
  return known ? STATUS_TONES[known] : 'muted';
}

/** "past_due" -> "Past Due". */
export function statusLabel(status: SubscriptionStatus): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
