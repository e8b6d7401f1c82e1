// What every account gets: a profile row and the user role at creation; the admin role when its
// e-mail is listed in ADMIN_EMAILS and confirmed (at confirmation and at every sign-in, never
// before: an unconfirmed address may have been signed up by anyone); a subscription.
// And what an OAuth account linked to an unconfirmed user takes away (decision 002).
import { and, eq } from 'drizzle-orm';
import { displayNameSchema } from '../../../shared/validation.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { account, profiles, session, user, userRoles } from '../../db/schema/index.js';
import { ensureUserSubscription } from '../billing/entry-subscriptions.js';

type Log = (line: string) => void;

/** better-auth's provider id of e-mail + password accounts. */
export const CREDENTIAL_PROVIDER_ID = 'credential';

/**
 * The profile's display name from a sign-in name (Google's, say) only when it passes the
 * profile's own rule; otherwise none, and the header falls back to the e-mail's name.
 */
export function initialDisplayName(name: string | null | undefined): string | null {
  const parsed = displayNameSchema.safeParse(name ?? '');
  return parsed.success ? parsed.data : null;
}

export async function onNewUser(
  db: Db,
  config: AppConfig,
  u: { id: string; email: string; name: string | null; emailVerified?: boolean },
) {
  await db
    .insert(profiles)
    .values({ userId: u.id, email: u.email, displayName: initialDisplayName(u.name) })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ userId: u.id, role: 'user' }).onConflictDoNothing();
  await grantListedAdmin(db, config, u);
}

/** The admin role of ADMIN_EMAILS, for a confirmed address only. */
export async function grantListedAdmin(db: Db, config: AppConfig, u: { id: string; email: string; emailVerified?: boolean }) {
  if (!u.emailVerified || !config.adminEmails.includes(u.email.toLowerCase())) return;
  await db.insert(userRoles).values({ userId: u.id, role: 'admin' }).onConflictDoNothing();
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function onSessionCreated(db: Db, config: AppConfig, userId: string, log: Log) {
  const [row] = await db
    .select({ email: user.email, name: user.name, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return;
  // Accounts made before a profile existed (or by OAuth edge cases) are healed here.
  await onNewUser(db, config, { id: userId, ...row });
  // a failing ensure_user_subscription is only logged; the sign-in goes on (the
  // next sign-in tries again, and the billing screens ensure the row on their own).
  try {
    await ensureUserSubscription(db, userId);
  } catch (err) {
    log(`[accounts] ensuring the subscription of ${userId} failed: ${errorText(err)}`);
  }
}

/**
 * Called after better-auth links a non-password account (Google) to an existing user, before it
 * marks the address verified and creates the new session. If the address was never confirmed,
 * the password on the account was set by whoever signed up with it, maybe not its owner: the
 * password account and every session go, so only the mailbox owner's Google sign-in remains.
 * Answers whether anything was removed.
 */
export async function onAccountLinked(db: Db, linked: { userId: string; providerId: string }, log: Log): Promise<boolean> {
  if (linked.providerId === CREDENTIAL_PROVIDER_ID) return false;
  const [owner] = await db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, linked.userId));
  if (!owner || owner.emailVerified) return false;
  const removed = await db
    .delete(account)
    .where(and(eq(account.userId, linked.userId), eq(account.providerId, CREDENTIAL_PROVIDER_ID)))
    .returning({ id: account.id });
  await db.delete(session).where(eq(session.userId, linked.userId));
  if (removed.length > 0) log(`[accounts] ${linked.providerId} linked to unconfirmed user ${linked.userId}: its password was removed`);
  return removed.length > 0;
}
