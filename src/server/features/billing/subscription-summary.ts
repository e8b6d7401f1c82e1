// The spec's get_user_subscription for the Profile screen: the subscription, its plan, the usage
// of the current period and the share of each quota used. Reads only: nothing is created here.
import { and, eq } from 'drizzle-orm';
import type { SubscriptionRecord, SubscriptionResponse, UsageRecord } from '../../../shared/api/billing.js';
import { usagePercent } from '../../../shared/usage.js';
import type { DbOrTx } from '../../db/client.js';
import { userUsage } from '../../db/schema/index.js';
import { findPlanByTier, toPlanRecord } from './plans.js';
import { findSubscription, type SubscriptionRow } from './subscription-access.js';
import { currentUsagePeriod } from './usage-period.js';

export function toSubscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    user_id: row.userId,
    tier: row.tier,
    status: row.status,
    is_trial: row.isTrial,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    period_end: row.currentPeriodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
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
    period_start: period.start.toISOString(),
    period_end: period.end.toISOString(),
    keywords_used: row?.keywordsUsed ?? 0,
    serp_analyses_used: row?.serpAnalysesUsed ?? 0,
    related_keywords_used: row?.relatedKeywordsUsed ?? 0,
  };
  const plan = planRow ? toPlanRecord(planRow) : null;
  return {
    subscription: toSubscriptionRecord(subscription),
    plan,
    usage,
    percents: {
      keywords: plan ? usagePercent(usage.keywords_used, plan.keywords_per_month) : 0,
      serp_analyses: plan ? usagePercent(usage.serp_analyses_used, plan.serp_analyses_per_month) : 0,
      related_keywords: plan ? usagePercent(usage.related_keywords_used, plan.related_keywords_per_month) : 0,
    },
  };
}
