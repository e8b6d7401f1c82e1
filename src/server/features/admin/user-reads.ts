// What the admin dashboard and users screen read: counters, the users table and one user's
// details for the Manage User dialog.
import { count, desc, eq, gt, gte, sum } from 'drizzle-orm';
import { ADMIN_ERRORS, SIGN_UP_DAYS } from '../../../shared/admin.js';
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
import { lastUtcDays, utcDayOf } from './utc-days.js';

export async function getAdminStats(db: DbOrTx, now: Date = new Date()): Promise<AdminStats> {
  const [users] = await db.select({ n: count() }).from(user);
  // Keyword research sessions, as before SERP and related runs joined the table (decision 020).
  const [research] = await db.select({ n: count() }).from(keywordResearch).where(eq(keywordResearch.kind, 'keywords'));
  const [results] = await db.select({ n: count() }).from(keywordResults);
  return { totalUsers: users?.n ?? 0, researchSessions: research?.n ?? 0, keywordResults: results?.n ?? 0, signUpsByDay: await signUpsByDay(db, now) };
}

async function signUpsByDay(db: DbOrTx, now: Date): Promise<AdminStats['signUpsByDay']> {
  const { since, keys } = lastUtcDays(SIGN_UP_DAYS, now);
  const day = utcDayOf(user.createdAt);
  const rows = await db.select({ day, n: count() }).from(user).where(gte(user.createdAt, since)).groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  return keys.map((key) => ({ day: key, signUps: byDay.get(key) ?? 0 }));
}

type PeriodUsage = NonNullable<AdminUserRow['usage']>;

/** Each account's units used in its current period (the latest period that has not ended). */
async function currentUsageByUser(db: DbOrTx, now: Date): Promise<Map<string, PeriodUsage>> {
  const rows = await db
    .selectDistinctOn([userUsage.userId], {
      userId: userUsage.userId,
      keywordsUsed: userUsage.keywordsUsed,
      serpAnalysesUsed: userUsage.serpAnalysesUsed,
      relatedKeywordsUsed: userUsage.relatedKeywordsUsed,
      competitorReadsUsed: userUsage.competitorReadsUsed,
    })
    .from(userUsage)
    .where(gt(userUsage.periodEnd, now))
    .orderBy(userUsage.userId, desc(userUsage.periodStart));
  return new Map(rows.map(({ userId, ...usage }) => [userId, usage]));
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

function toUserRow(r: UserRowSource, roles: Role[], usage: PeriodUsage | null): AdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    displayName: r.displayName,
    tier: r.tier,
    status: r.status,
    roles,
    createdAt: r.createdAt.toISOString(),
    usage,
  };
}

/** Every account, newest first (unverified ones too: an admin must be able to see and remove them). */
export async function listAdminUsers(db: DbOrTx, now: Date = new Date()): Promise<AdminUserRow[]> {
  const rows = await db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, user.id))
    .orderBy(desc(user.createdAt), user.id);
  const roles = groupRoles(
    await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).orderBy(userRoles.createdAt, userRoles.role),
  );
  const usage = await currentUsageByUser(db, now);
  return rows.map((r) => toUserRow(r, roles.get(r.id) ?? [], usage.get(r.id) ?? null));
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
    // The detail's own usage (below, with its period) stands in for the table row's.
    ...toUserRow(row, groupRoles(roleRows).get(userId) ?? [], null),
    subscription: subscription ? toAdminSubscription(subscription) : null,
    usage: usage
      ? {
          periodStart: usage.periodStart.toISOString(),
          periodEnd: usage.periodEnd.toISOString(),
          keywordsUsed: usage.keywordsUsed,
          serpAnalysesUsed: usage.serpAnalysesUsed,
          relatedKeywordsUsed: usage.relatedKeywordsUsed,
          competitorReadsUsed: usage.competitorReadsUsed,
        }
      : null,
    quotas: plan
      ? {
          keywordsPerMonth: plan.keywordsPerMonth,
          serpAnalysesPerMonth: plan.serpAnalysesPerMonth,
          relatedKeywordsPerMonth: plan.relatedKeywordsPerMonth,
          competitorReadsPerMonth: plan.competitorReadsPerMonth,
          competitorRowsPerRun: plan.competitorRowsPerRun,
        }
      : null,
    totalApiCost: await totalApiCost(db, userId),
    audit: await findAuditFor(db, userId),
  };
}
