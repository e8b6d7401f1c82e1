// /api/billing (spec sections 3 and 7): the plan list, the user's subscription with its usage (the
// spec's get_user_subscription, camelCase) and the answer of a recorded plan choice. The request
// schemas stay in billing-request.ts, beside the rules the forms share with the server.
import { z } from 'zod';
import { BILLING_PERIODS, PUBLIC_TIERS, TIERS } from '../pricing';
import { isoDateTimeSchema } from './common';

export const planRecordSchema = z
  .object({
    id: z.uuid(),
    tier: z.enum(TIERS),
    name: z.string().meta({ example: 'Starter' }),
    priceMonthly: z.number().meta({ example: 29 }),
    priceYearly: z.number().meta({ example: 290 }),
    keywordsPerMonth: z.number().int().meta({ description: '-1 means unlimited.', example: 100 }),
    serpAnalysesPerMonth: z.number().int(),
    relatedKeywordsPerMonth: z.number().int(),
    competitorReadsPerMonth: z.number().int().meta({ description: 'Competitor reads (up to 1,000 rows each) per period; -1 means unlimited.' }),
    competitorRowsPerRun: z.number().int().meta({ description: 'The most rows one domain-keywords run or keyword gap reads.' }),
    maxSavedProjects: z.number().int().nullable(),
    features: z.array(z.string()),
    isActive: z.boolean(),
  })
  .meta({ id: 'Plan', description: 'One subscription plan.' });
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const plansResponseSchema = z.object({ plans: z.array(planRecordSchema) }).meta({ id: 'Plans' });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** The user's subscription; periodEnd repeats currentPeriodEnd (the spec's get_user_subscription). */
export const subscriptionRecordSchema = z
  .object({
    userId: z.string(),
    tier: z.string().meta({ example: 'free_trial' }),
    status: z.string().meta({ example: 'active' }),
    isTrial: z.boolean(),
    trialEndsAt: isoDateTimeSchema.nullable(),
    currentPeriodStart: isoDateTimeSchema,
    currentPeriodEnd: isoDateTimeSchema,
    periodEnd: isoDateTimeSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'Subscription' });
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** The usage of the current usage period (zeros when nothing was used yet). */
export const usageRecordSchema = z
  .object({
    periodStart: isoDateTimeSchema,
    periodEnd: isoDateTimeSchema,
    keywordsUsed: z.number().int(),
    serpAnalysesUsed: z.number().int(),
    relatedKeywordsUsed: z.number().int(),
    competitorReadsUsed: z.number().int(),
  })
  .meta({ id: 'Usage' });
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** Share of each quota used, 0..100 (unlimited is 0), as the usage bars draw them. */
export const usagePercentsSchema = z
  .object({ keywords: z.number(), serpAnalyses: z.number(), relatedKeywords: z.number(), competitorReads: z.number() })
  .meta({ id: 'UsagePercents' });
export type UsagePercents = z.infer<typeof usagePercentsSchema>;

export const subscriptionResponseSchema = z
  .union([
    z.object({ subscription: z.null(), plan: z.null(), usage: z.null(), percents: z.null() }),
    z.object({
      subscription: subscriptionRecordSchema,
      plan: planRecordSchema.nullable(),
      usage: usageRecordSchema,
      percents: usagePercentsSchema,
    }),
  ])
  .meta({ id: 'SubscriptionSummary', description: 'All null for a user without a subscription.' });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const PLAN_CHOICE_OUTCOMES = ['trial_switched', 'recorded'] as const;

export const planChoiceResponseSchema = z
  .object({
    success: z.literal(true),
    selectedPlan: z.enum(PUBLIC_TIERS),
    billingPeriod: z.enum(BILLING_PERIODS),
    currentTier: z
      .string()
      .nullable()
      .meta({ description: 'The tier the user is on after the choice: a running trial moves to the chosen plan (decision 023).' }),
    outcome: z.enum(PLAN_CHOICE_OUTCOMES).meta({
      description:
        "What the choice did (decision 023): 'trial_switched' when a running trial now runs on the chosen plan's quotas " +
        "(until trialEndsAt); 'recorded' when the account stays as it is and the choice is kept as a request.",
    }),
    trialEndsAt: z.string().nullable().meta({ format: 'date-time' }),
  })
  .meta({ id: 'PlanChoice' });
export type PlanChoiceOutcome = (typeof PLAN_CHOICE_OUTCOMES)[number];
export type PlanChoiceResponse = z.infer<typeof planChoiceResponseSchema>;

/** Units used per UTC day of the current usage period, per tool (the profile's quota chart). */
export const usageByDaySchema = z
  .object({
    periodStart: isoDateTimeSchema.nullable(),
    periodEnd: isoDateTimeSchema.nullable(),
    /** Only days with use, oldest first; `day` is YYYY-MM-DD (UTC). */
    days: z.array(
      z.object({
        day: z.string().meta({ example: '2026-11-25' }),
        keywords: z.number().int(),
        serpAnalyses: z.number().int(),
        relatedKeywords: z.number().int(),
        competitorReads: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'UsageByDay', description: 'Charged units of the current period by day; nulls and no days without a subscription.' });
export type UsageByDay = z.infer<typeof usageByDaySchema>;
