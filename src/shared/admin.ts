// The admin area's contract: request schemas the server
// validates with, the messages the admin screens show, and the display fallbacks; the answers are in
// src/shared/contract/admin.ts, which imports this file (so this one never imports it).
import { z } from 'zod';
import { ROLES, type Role } from './permissions';
import { TIERS, tierLabel } from './pricing';
import { normalizeSubscriptionStatus, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-status';
import { uuidSchema } from './validation';

// ---- Messages (toast titles; the deletion check) ----

export const ADMIN_TOASTS = {
  subscriptionUpdated: 'Subscription updated successfully',
  subscriptionFailed: 'Failed to update subscription',
  roleAdded: 'Role added successfully',
  roleDuplicate: 'User already has this role',
  roleAddFailed: 'Failed to add role',
  roleRemoved: 'Role removed successfully',
  roleRemoveFailed: 'Failed to remove role',
  userDeleted: 'User deleted successfully',
  userDeleteFailed: 'Failed to delete user',
  emailMismatch: "Email doesn't match",
} as const;

export const EMAIL_MISMATCH_DESCRIPTION = 'Please enter the correct email address to confirm deletion.';

export const ADMIN_ERRORS = {
  userNotFound: 'User not found.',
  roleDuplicate: ADMIN_TOASTS.roleDuplicate,
  roleMissing: 'User does not have this role.',
  lastAdmin: 'The last admin cannot be removed. Make another user an admin first.',
  emailMismatch: `${ADMIN_TOASTS.emailMismatch}: ${EMAIL_MISMATCH_DESCRIPTION}`,
  deleteSelf: 'You cannot delete your own account from the admin panel. Ask another admin to do it.',
  periodOrder: 'Period end must not be before period start.',
  invalidTier: `Tier must be one of: ${TIERS.join(', ')}.`,
  invalidStatus: 'Status must be one of: active, inactive, canceled (or cancelled), expired, past_due.',
  invalidRole: `Role must be one of: ${ROLES.join(', ')}.`,
  invalidDate: 'Dates must be ISO dates such as 2025-01-31 or 2025-01-31T12:00:00Z.',
} as const;

/** Error codes the client can tell apart without reading the text. */
export const ADMIN_ERROR_CODES = {
  roleDuplicate: 'ROLE_DUPLICATE',
  lastAdmin: 'LAST_ADMIN',
  emailMismatch: 'EMAIL_MISMATCH',
  deleteSelf: 'DELETE_SELF',
} as const;

// ---- Statuses: the edit form offers three, stored with one spelling ----

/** The edit form's choices, spelled as the form shows them ("cancelled"). */
export const ADMIN_EDIT_STATUSES = ['active', 'inactive', 'cancelled'] as const;
export type AdminEditStatus = (typeof ADMIN_EDIT_STATUSES)[number];

/** A stored status as the edit form shows it: "canceled" -> "cancelled"; others unchanged. */
export function toEditStatus(stored: string | null | undefined): string {
  if (!stored) return 'active';
  return normalizeSubscriptionStatus(stored) === 'canceled' ? 'cancelled' : stored;
}

/** The deletion check: the typed e-mail must equal the user's exactly. */
export function emailMatches(typed: string, actual: string): boolean {
  return typed.length > 0 && typed === actual;
}

// ---- Request schemas ----

export const adminUserIdSchema = uuidSchema;

const statusSchema = z
  .string({ error: ADMIN_ERRORS.invalidStatus })
  .refine((value) => normalizeSubscriptionStatus(value) !== null, ADMIN_ERRORS.invalidStatus)
  .transform((value) => normalizeSubscriptionStatus(value) as SubscriptionStatus)
  .meta({
    description: `One of ${SUBSCRIPTION_STATUSES.join(', ')} (any case; "cancelled" is read as canceled).`,
    example: 'active',
  });

const dateSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: ADMIN_ERRORS.invalidDate })
  .transform((value) => new Date(value));

/** A blank form field means "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const updateSubscriptionSchema = z.object({
  tier: z.enum(TIERS, { error: ADMIN_ERRORS.invalidTier }),
  status: statusSchema,
  /** Optional: absent or blank means no trial end. */
  trialEndsAt: z.preprocess(blankToUndefined, dateSchema.optional()),
  /** Absent or blank means now (the server fills it in). */
  currentPeriodStart: z.preprocess(blankToUndefined, dateSchema.optional()),
  currentPeriodEnd: z.preprocess(blankToUndefined, dateSchema.optional()),
});
export type UpdateSubscriptionInput = z.input<typeof updateSubscriptionSchema>;
export type UpdateSubscriptionRequest = z.output<typeof updateSubscriptionSchema>;

export const roleSchema = z.enum(ROLES, { error: ADMIN_ERRORS.invalidRole });
export const addRoleSchema = z.object({ role: roleSchema });

export const deleteUserSchema = z.object({ confirmEmail: z.string({ error: 'confirmEmail is required.' }) });

const noFilter = (value: unknown) => (value === '' || value === 'all' ? undefined : value);

export const subscriptionFilterSchema = z.object({
  tier: z.preprocess(noFilter, z.enum(TIERS, { error: ADMIN_ERRORS.invalidTier }).optional()),
  status: z.preprocess(noFilter, statusSchema.optional()),
});
export type SubscriptionFilter = z.output<typeof subscriptionFilterSchema>;

// ---- Display fallbacks of the users table ("or none", "or inactive", "or user") ----

export function shownTier(tier: string | null | undefined): string {
  return tier ? tierLabel(tier) : 'none';
}

export function shownStatus(status: string | null | undefined): string {
  return status ?? 'inactive';
}

export function shownRoles(roles: readonly string[]): string[] {
  return roles.length === 0 ? ['user'] : [...roles];
}

/** Roles an admin may still add to a user (the ones the user has not got). */
export function addableRoles(current: readonly string[]): Role[] {
  return ROLES.filter((role) => !current.includes(role));
}

// ---- Audit trail ----

/** How many audit rows a trail shows: one user's in the Manage dialog, everyone's on the dashboard. */
export const ADMIN_AUDIT_ROWS = 50;

export const AUDIT_ACTIONS = ['subscription.update', 'role.add', 'role.remove', 'user.delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AUDIT_LABELS: Record<AuditAction, string> = {
  'subscription.update': 'Subscription updated',
  'role.add': 'Role added',
  'role.remove': 'Role removed',
  'user.delete': 'User deleted',
};

export function auditActionLabel(action: string): string {
  return (AUDIT_LABELS as Record<string, string>)[action] ?? action;
}

function shownValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // Objects, and anything else a JSON snapshot cannot hold, read as their JSON (or nothing).
  return JSON.stringify(value) ?? 'none';
}

/** "tier: free_trial → starter" for every field that changed between two audit snapshots. */
export function describeAuditChange(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => shownValue(b[key]) !== shownValue(a[key]))
    .map((key) => `${key}: ${shownValue(b[key])} → ${shownValue(a[key])}`);
}

/** Days the admin's provider spend view covers, today (UTC) included. */
export const PROVIDER_SPEND_DAYS = 30;

/** Days the dashboard's sign-ups chart covers, today (UTC) included. */
export const SIGN_UP_DAYS = 30;
