// Reads of the plan catalogue and the wire shape of a plan.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PlanRecord } from '../../../shared/contract/billing.js';
import { isPublicTier, isTier } from '../../../shared/pricing.js';
import type { DbOrTx } from '../../db/client.js';
import { subscriptionPlans } from '../../db/schema/index.js';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function toPlanRecord(row: PlanRow): PlanRecord {
  return {
    id: row.id,
    // The seed and the admin form only write known tiers; an operator's odd row reads as its text.
    tier: isTier(row.tier) ? row.tier : (row.tier as PlanRecord['tier']),
    name: row.name,
    priceMonthly: Number(row.priceMonthly),
    priceYearly: Number(row.priceYearly),
    keywordsPerMonth: row.keywordsPerMonth,
    serpAnalysesPerMonth: row.serpAnalysesPerMonth,
    relatedKeywordsPerMonth: row.relatedKeywordsPerMonth,
    competitorReadsPerMonth: row.competitorReadsPerMonth,
    competitorRowsPerRun: row.competitorRowsPerRun,
    maxSavedProjects: row.maxSavedProjects,
    features: row.features,
    isActive: row.isActive,
  };
}

/** The pricing page's list: active plans except the admin tier, cheapest first. */
export async function listPublicPlans(db: DbOrTx): Promise<PlanRecord[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), ne(subscriptionPlans.tier, 'admin')))
    .orderBy(asc(subscriptionPlans.priceMonthly), asc(subscriptionPlans.keywordsPerMonth), asc(subscriptionPlans.tier));
  return rows.map(toPlanRecord);
}

export async function findPlanByTier(db: DbOrTx, tier: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.tier, tier));
  return row ?? null;
}

export async function findPlanById(db: DbOrTx, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row ?? null;
}

/** A plan a trial may run on (decision 023): an offered, active plan, never the admin tier. */
export async function isTrialPlanTier(db: DbOrTx, tier: string): Promise<boolean> {
  if (!isPublicTier(tier)) return false;
  const plan = await findPlanByTier(db, tier);
  return plan !== null && plan.isActive;
}
