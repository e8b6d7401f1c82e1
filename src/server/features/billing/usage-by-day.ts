// The profile's quota chart: the units charged in the current usage period,
// per UTC day and tool, read from the usage ledger (settled events of the period's usage row).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { UsageByDay } from '../../../shared/contract/billing.js';
import type { DbOrTx } from '../../db/client.js';
import { usageEvents, userUsage } from '../../db/schema/index.js';
import { findSubscription } from './subscription-access.js';
import { USAGE_EVENT_STATUSES } from './usage-ledger.js';
import { currentUsagePeriod } from './usage-period.js';

const FIELD_OF_TOOL: Record<string, 'keywords' | 'serpAnalyses' | 'relatedKeywords' | 'competitorReads'> = {
  keywords: 'keywords',
  serp: 'serpAnalyses',
  related: 'relatedKeywords',
  competitors: 'competitorReads',
};

export async function readUsageByDay(db: DbOrTx, userId: string, now: Date = new Date()): Promise<UsageByDay> {
  const subscription = await findSubscription(db, userId);
  if (!subscription) return { periodStart: null, periodEnd: null, days: [] };
  const period = currentUsagePeriod(subscription, now);
  const day = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, tool: usageEvents.tool, units: sql<number>`sum(${usageEvents.units})::int` })
    .from(usageEvents)
    .innerJoin(userUsage, eq(userUsage.id, usageEvents.usageId))
    .where(and(eq(usageEvents.userId, userId), eq(userUsage.periodStart, period.start), eq(usageEvents.status, USAGE_EVENT_STATUSES.settled)))
    .groupBy(day, usageEvents.tool)
    .orderBy(asc(day));
  const days = new Map<string, UsageByDay['days'][number]>();
  for (const row of rows) {
    const field = FIELD_OF_TOOL[row.tool];
    if (!field) continue;
    const entry = days.get(row.day) ?? { day: row.day, keywords: 0, serpAnalyses: 0, relatedKeywords: 0, competitorReads: 0 };
    entry[field] += Number(row.units);
    days.set(row.day, entry);
  }
  return { periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), days: [...days.values()] };
}
