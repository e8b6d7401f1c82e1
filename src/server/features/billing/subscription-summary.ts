// The spec's get_user_subscription for the Profile screen: the subscription, its plan, the usage
// of the current period and the share of each quota used. Reads only: nothing is created here.
import { and, eq } from 'drizzle-orm';
import type { SubscriptionRecord, SubscriptionResponse, UsageRecord } from '../../../shared/contract/billing.js';
import { usagePercent } from '../../../shared/usage.js';
import type { DbOrTx } from '../../db/client.js';
import { userUsage } from '../../db/schema/index.js';
import { findPlanByTier, toPlanRecord } from './plans.js';
import { findSubscription, type SubscriptionRow } from './subscription-access.js';
import { currentUsagePeriod } from './usage-period.js';

export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    userId: row.userId,
    tier: row.tier,
    status: row.status,
    isTrial: row.isTrial,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    periodEnd: row.currentPeriodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getSubscriptionSummary(db: DbOrTx, userId: string, now: Date = new Date()): Promise<SubscriptionResponse> {
  const subscription = await findSubscription(db, userId);
  if (!subscription) return { subscription: null, plan: null, usage: null, percents: null };
  const planRow = await findPlanByTier(db, subscription.tier);
  const period = currentUsagePeriod(subscription, now);
  const [row] = await db
    .select()
    .from(userUsage)
    .where(and(eq(userUsage.userId, userId), eq(userUsage.periodStart, period.start)));
  const usage: UsageRecord = {
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    keywordsUsed: row?.keywordsUsed ?? 0,
    serpAnalysesUsed: row?.serpAnalysesUsed ?? 0,
    relatedKeywordsUsed: row?.relatedKeywordsUsed ?? 0,
    competitorReadsUsed: row?.competitorReadsUsed ?? 0,
  };
  const plan = planRow ? toPlanRecord(planRow) : null;
  return {
    subscription: toSubscriptionRecord(subscription),
    plan,
    usage,
    percents: {
      keywords: plan ? usagePercent(usage.keywordsUsed, plan.keywordsPerMonth) : 0,
      serpAnalyses: plan ? usagePercent(usage.serpAnalysesUsed, plan.serpAnalysesPerMonth) : 0,
      relatedKeywords: plan ? usagePercent(usage.relatedKeywordsUsed, plan.relatedKeywordsPerMonth) : 0,
      competitorReads: plan ? usagePercent(usage.competitorReadsUsed, plan.competitorReadsPerMonth) : 0,
    },
  };
}
