// The admin's research and subscriptions tables.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SubscriptionFilter } from '../../../shared/admin.js';
import type { AdminResearchRow, AdminSubscriptionRow } from '../../../shared/contract/admin.js';
import { ADMIN_RESEARCH_ROWS } from '../../../shared/constants/limits.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, profiles, user, userSubscriptions } from '../../db/schema/index.js';

/** The latest keyword research sessions of every user, with who ran them (SERP and related runs are in the same table since decision 020; this screen keeps to keyword research). */
export async function listAdminResearch(db: DbOrTx, limit = ADMIN_RESEARCH_ROWS): Promise<AdminResearchRow[]> {
  const rows = await db
    .select({
      id: keywordResearch.id,
      seedKeyword: keywordResearch.seedKeyword,
      userId: keywordResearch.userId,
      displayName: profiles.displayName,
      email: user.email,
      totalResults: keywordResearch.totalResults,
      locationCode: keywordResearch.locationCode,
      languageCode: keywordResearch.languageCode,
      providerCost: keywordResearch.providerCost,
      createdAt: keywordResearch.createdAt,
    })
    .from(keywordResearch)
    .leftJoin(user, eq(user.id, keywordResearch.userId))
    .leftJoin(profiles, eq(profiles.userId, keywordResearch.userId))
    .where(eq(keywordResearch.kind, 'keywords'))
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, providerCost: Number(r.providerCost), createdAt: r.createdAt.toISOString() }));
}

export async function listAdminSubscriptions(db: DbOrTx, filter: SubscriptionFilter): Promise<AdminSubscriptionRow[]> {
  const conditions: SQL[] = [];
  if (filter.tier) conditions.push(eq(userSubscriptions.tier, filter.tier));
  // One spelling in the database (migration 0001 and its CHECK), so "canceled" finds them all.
  if (filter.status) conditions.push(eq(userSubscriptions.status, filter.status));
  const rows = await db
    .select({
      userId: userSubscriptions.userId,
      displayName: profiles.displayName,
      email: user.email,
      tier: userSubscriptions.tier,
      status: userSubscriptions.status,
      trialEndsAt: userSubscriptions.trialEndsAt,
      currentPeriodEnd: userSubscriptions.currentPeriodEnd,
      createdAt: userSubscriptions.createdAt,
    })
    .from(userSubscriptions)
    .innerJoin(user, eq(user.id, userSubscriptions.userId))
    .leftJoin(profiles, eq(profiles.userId, userSubscriptions.userId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(userSubscriptions.createdAt), userSubscriptions.userId);
  return rows.map((r) => ({
    ...r,
    trialEndsAt: r.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: r.currentPeriodEnd.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}
