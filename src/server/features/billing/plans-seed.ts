// The plan catalogue. Inserted when missing; an operator's later edits to a plan row are kept.
import type { Db } from '../../db/client.js';
import { subscriptionPlans } from '../../db/schema/index.js';

type PlanSeed = typeof subscriptionPlans.$inferInsert;

export const DEFAULT_PLANS: PlanSeed[] = [
  {
    tier: 'free_trial',
    name: 'Free Trial',
    priceMonthly: 0,
    priceYearly: 0,
    keywordsPerMonth: 100,
    serpAnalysesPerMonth: 10,
    relatedKeywordsPerMonth: 50,
    competitorReadsPerMonth: 10,
    competitorRowsPerRun: 1000,
    maxSavedProjects: 3,
    features: ['7-day free trial, no credit card', 'Keyword research with volume, difficulty, CPC and intent', 'Top 10 SERP analysis', 'Related keywords up to depth 4', 'CSV, TXT and JSON exports'],
  },
  {
    tier: 'starter',
    name: 'Starter',
    priceMonthly: 49,
    priceYearly: 470,
    keywordsPerMonth: 1000,
    serpAnalysesPerMonth: 100,
    relatedKeywordsPerMonth: 500,
    competitorReadsPerMonth: 100,
    competitorRowsPerRun: 5000,
    maxSavedProjects: 20,
    features: ['Everything in the trial', 'Research history', 'CSV, TXT and JSON exports', 'E-mail support'],
  },
  {
    tier: 'professional',
    name: 'Professional',
    priceMonthly: 99,
    priceYearly: 950,
    keywordsPerMonth: 5000,
    serpAnalysesPerMonth: 500,
    relatedKeywordsPerMonth: 2500,
    competitorReadsPerMonth: 500,
    competitorRowsPerRun: 10000,
    maxSavedProjects: 100,
    features: ['Everything in Starter', 'Up to 1,000 keywords per research', 'Related keywords up to depth 4', 'Priority e-mail support'],
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    priceMonthly: 249,
    priceYearly: 2390,
    keywordsPerMonth: 25000,
    serpAnalysesPerMonth: 2500,
    relatedKeywordsPerMonth: 12500,
    competitorReadsPerMonth: 2000,
    competitorRowsPerRun: 50000,
    maxSavedProjects: null,
    features: ['Everything in Professional', 'Unlimited saved projects', 'Team onboarding', 'Dedicated support'],
  },
  {
    tier: 'admin',
    name: 'Admin',
    priceMonthly: 0,
    priceYearly: 0,
    keywordsPerMonth: -1,
    serpAnalysesPerMonth: -1,
    relatedKeywordsPerMonth: -1,
    competitorReadsPerMonth: -1,
    competitorRowsPerRun: 50000,
    maxSavedProjects: null,
    features: ['Unlimited use for administrators'],
  },
];

export async function seedPlans(db: Db) {
  await db.insert(subscriptionPlans).values(DEFAULT_PLANS).onConflictDoNothing({ target: subscriptionPlans.tier });
}
