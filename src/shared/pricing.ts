// Plan tiers and the price arithmetic of the Pricing screen (spec sections 2 and 3).
// Prices are whole dollars in practice; the functions still behave for cents.
import { formatCostEstimate, formatFixed } from './format/number';
import { UNLIMITED } from './constants/limits';

export const TIERS = ['free_trial', 'starter', 'professional', 'enterprise', 'admin'] as const;
export type Tier = (typeof TIERS)[number];

/** The admin tier exists for staff accounts and is never offered on the pricing page. */
export const PUBLIC_TIERS = TIERS.filter((tier): tier is Exclude<Tier, 'admin'> => tier !== 'admin');
export type PublicTier = (typeof PUBLIC_TIERS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

export interface Plan {
  tier: Tier;
  name: string;
  priceMonthly: number;
  priceYearly: number;
  keywordsPerMonth: number;
  serpAnalysesPerMonth: number;
  relatedKeywordsPerMonth: number;
  competitorReadsPerMonth: number;
  competitorRowsPerRun: number;
  maxSavedProjects: number | null;
  features: string[];
}

/**
 * The shared price and quota helpers work on `Plan`: a plan record (the API's `PlanRecord`) without
 * its catalogue flag. Here, apart from the billing request schemas, so the pricing page loads no
 * zod (decision 031); the record is named by its shape, as the contract imports this file.
 */
export function toPlan({ isActive: _isActive, ...plan }: Plan & { id: string; isActive: boolean }): Plan & { id: string } {
  return plan;
}

export type PlanPrices = Pick<Plan, 'priceMonthly' | 'priceYearly'>;

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

export function isPublicTier(value: string): value is PublicTier {
  return (PUBLIC_TIERS as readonly string[]).includes(value);
}

export function isBillingPeriod(value: string): value is BillingPeriod {
  return (BILLING_PERIODS as readonly string[]).includes(value);
}

/** The monthly figure on a plan card: yearly price / 12 rounded to whole dollars when yearly. */
export function pricePerMonth(plan: PlanPrices, billing: BillingPeriod): number {
  return billing === 'yearly' ? Math.round(plan.priceYearly / 12) : plan.priceMonthly;
}

/** "Free" at 0, "$49", "$1,299", or "$9.99" when there are cents. */
export function formatPlanPrice(dollars: number): string {
  if (dollars === 0) return 'Free';
  return formatCostEstimate(dollars, Number.isInteger(dollars) ? 0 : 2);
}

export interface YearlySavings {
  /** Dollars saved against twelve monthly payments, to the cent; never negative. */
  amount: number;
  /** Whole percent of twelve monthly payments. */
  percent: number;
}

export function yearlySavings(plan: PlanPrices): YearlySavings {
  const twelveMonths = plan.priceMonthly * 12;
  const saved = twelveMonths - plan.priceYearly;
  if (twelveMonths <= 0 || saved <= 0) return { amount: 0, percent: 0 };
  return {
    amount: Math.round(saved * 100) / 100,
    percent: Math.round((saved / twelveMonths) * 100),
  };
}

/** "Unlimited" for -1, otherwise the count with thousands separators ("10,000"). */
export function formatQuota(quota: number): string {
  if (quota === UNLIMITED) return 'Unlimited';
  return formatFixed(quota, 0);
}

/** "free_trial" -> "Free Trial": underscores as spaces, each word capitalised. */
export function tierLabel(tier: string): string {
  return tier
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
