// What the admin dashboard and users screen read: counters, the users table and one user's
// details for the Manage User dialog.
import { count, desc, eq, sum } from 'drizzle-orm';
import { ADMIN_ERRORS } from '../../../shared/admin.js';
import type { AdminStats, AdminUserDetail, AdminUserRow } from '../../../shared/contract/admin.js';
import { isRole, type Role } from '../../../shared/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import {
  keywordResearch,
  keywordResults,
  profiles,
  subscriptionPlans,
  user,
  userRoles,
  userSubscriptions,
  userUsage,
} from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { findAuditFor } from './audit.js';
import { toAdminSubscription } from './subscription-admin.js';

export async function getAdminStats(db: DbOrTx): Promise<AdminStats> {
  const [users] = await db.select({ n: count() }).from(user);
  // Keyword research sessions, as before SERP and related runs joined the table (decision 020).
  const [research] = await db.select({ n: count() }).from(keywordResearch).where(eq(keywordResearch.kind, 'keywords'));
  const [results] = await db.select({ n: count() }).from(keywordResults);
  return { totalUsers: users?.n ?? 0, researchSessions: research?.n ?? 0, keywordResults: results?.n ?? 0 };
}

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: user.createdAt,
  displayName: profiles.displayName,
  tier: userSubscriptions.tier,
  status: userSubscriptions.status,
};

function groupRoles(rows: { userId: string; role: string }[]): Map<string, Role[]> {
  const byUser = new Map<string, Role[]>();
  for (const { userId, role } of rows) {
    if (!isRole(role)) continue;
    byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
  }
  return byUser;
}

type UserRowSource = { id: string; name: string; email: string; createdAt: Date; displayName: string | null; tier: string | null; status: string | null };

function toUserRow(r: UserRowSource, roles: Role[]): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    displayName: r.displayName,
    tier: r.tier,
    status: r.status,
    roles,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Every account, newest first (unverified ones too: an admin must be able to see and remove them). */
export async function listAdminUsers(db: DbOrTx): Promise<AdminUserRow[]> {
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, user.id))
    .orderBy(desc(user.createdAt), user.id);
  const roles = groupRoles(
    await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).orderBy(userRoles.createdAt, userRoles.role),
  );
  return rows.map((r) => toUserRow(r, roles.get(r.id) ?? []));
}

async function totalApiCost(db: DbOrTx, userId: string): Promise<number> {
  // Every tool's research is one keyword_research row (decision 020), so one sum covers all three.
  const [row] = await db.select({ total: sum(keywordResearch.apiCost) }).from(keywordResearch).where(eq(keywordResearch.userId, userId));
  return Math.round(Number(row?.total ?? 0) * 1e6) / 1e6;
}

export async function getAdminUserDetail(db: DbOrTx, userId: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new NotFoundError(ADMIN_ERRORS.userNotFound);
  const roleRows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.createdAt, userRoles.role);
  const [subscription] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  const [usage] = await db.select().from(userUsage).where(eq(userUsage.userId, userId)).orderBy(desc(userUsage.periodStart)).limit(1);
  const [plan] = subscription
    ? await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.tier, subscription.tier))
    : [];
  return {
    ...toUserRow(row, groupRoles(roleRows).get(userId) ?? []),
    subscription: subscription ? toAdminSubscription(subscription) : null,
    usage: usage
      ? {
          periodStart: usage.periodStart.toISOString(),
          periodEnd: usage.periodEnd.toISOString(),
          keywordsUsed: usage.keywordsUsed,
          serpAnalysesUsed: usage.serpAnalysesUsed,
          relatedKeywordsUsed: usage.relatedKeywordsUsed,
        }
      : null,
    quotas: plan
      ? {
          keywordsPerMonth: plan.keywordsPerMonth,
          serpAnalysesPerMonth: plan.serpAnalysesPerMonth,
          relatedKeywordsPerMonth: plan.relatedKeywordsPerMonth,
        }
      : null,
    totalApiCost: await totalApiCost(db, userId),
    audit: await findAuditFor(db, userId),
  };
}
