// What every account gets: a profile row and the user role at creation; the admin role when its
// e-mail is listed in ADMIN_EMAILS (checked at sign-up and at every sign-in); a subscription.
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { profiles, user, userRoles } from '../../db/schema/index.js';
import { ensureUserSubscription } from '../billing/subscriptions.js';

export async function onNewUser(db: Db, config: AppConfig, u: { id: string; email: string; name: string }) {
  await db
    .insert(profiles)
    .values({ userId: u.id, email: u.email, displayName: u.name?.trim() ? u.name.trim() : null })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ userId: u.id, role: 'user' }).onConflictDoNothing();
  if (config.adminEmails.includes(u.email.toLowerCase())) {
    await db.insert(userRoles).values({ userId: u.id, role: 'admin' }).onConflictDoNothing();
  }
}

export async function onSessionCreated(db: Db, config: AppConfig, userId: string) {
  const [row] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!row) return;
  // Accounts made before a profile existed (or by OAuth edge cases) are healed here.
  await onNewUser(db, config, { id: userId, email: row.email, name: row.name });
  await ensureUserSubscription(db, userId);
}
