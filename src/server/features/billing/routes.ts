// HTTP routes of the billing feature (/api/billing): the public plan list, the user's
// subscription with usage (and its use by day), and the two ways of recording a chosen plan.
import { createRoute } from '@hono/zod-openapi';
import { choosePlanSchema, planSelectionSchema } from '../../../shared/contract/billing-request.js';
import { planChoiceResponseSchema, plansResponseSchema, subscriptionResponseSchema, usageByDaySchema } from '../../../shared/contract/billing.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/guards.js';
import { commonRefusals, createApiRouter, jsonAnswer, jsonBody } from '../../http/openapi.js';
import { applyPlanSelection, recordPlanChoice } from './plan-choice.js';
import { listPublicPlans } from './plans.js';
import { getSubscriptionSummary } from './subscription-summary.js';
import { readUsageByDay } from './usage-by-day.js';

const plansRoute = createRoute({
  method: 'get',
  path: '/plans',
  tags: ['Billing'],
  summary: 'The public plan list, cheapest first',
  responses: { 200: jsonAnswer(plansResponseSchema, 'The active plans (the admin tier is never listed).') },
});

const subscriptionRoute = createRoute({
  method: 'get',
  path: '/subscription',
  tags: ['Billing'],
  summary: "The user's subscription, its plan and the usage of the current period",
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(subscriptionResponseSchema, 'The subscription summary.'), 401: commonRefusals[401] },
});

const usageByDayRoute = createRoute({
  method: 'get',
  path: '/usage-by-day',
  tags: ['Billing'],
  summary: "The units charged in the current usage period, per day and tool (the profile's quota chart)",
  middleware: [requireUser] as const,
  responses: { 200: jsonAnswer(usageByDaySchema, 'Days with use, oldest first.'), 401: commonRefusals[401] },
});

const planChoiceRefusals = { 400: commonRefusals[400], 401: commonRefusals[401] } as const;

const planSelectionRoute = createRoute({
  method: 'post',
  path: '/plan-selection',
  tags: ['Billing'],
  summary: 'Apply the plan chosen before sign-up (at most one hour old)',
  middleware: [requireUser] as const,
  request: { body: jsonBody(planSelectionSchema) },
  responses: { 200: jsonAnswer(planChoiceResponseSchema, 'The choice was recorded; the tier is unchanged.'), ...planChoiceRefusals },
});

const choosePlanRoute = createRoute({
  method: 'post',
  path: '/choose-plan',
  tags: ['Billing'],
  summary: 'Record the plan a signed-in user picked on /pricing',
  middleware: [requireUser] as const,
  request: { body: jsonBody(choosePlanSchema) },
  responses: { 200: jsonAnswer(planChoiceResponseSchema, 'The choice was recorded; the tier is unchanged.'), ...planChoiceRefusals },
});

export function billingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createApiRouter()
    .openapi(plansRoute, async (c) => c.json({ plans: await listPublicPlans(db) }, 200))
    .openapi(subscriptionRoute, async (c) => c.json(await getSubscriptionSummary(db, currentUser(c).id), 200))
    .openapi(usageByDayRoute, async (c) => c.json(await readUsageByDay(db, currentUser(c).id), 200))
    .openapi(planSelectionRoute, async (c) => c.json(await applyPlanSelection(db, currentUser(c).id, c.req.valid('json')), 200))
    .openapi(choosePlanRoute, async (c) => {
      const choice = c.req.valid('json');
      const userId = currentUser(c).id;
      const answer = await recordPlanChoice(db, userId, choice);
      // The plan-selection analytics event (tier, planId, billing): one structured log line.
      deps.log(`[analytics] plan_selected ${JSON.stringify({ userId, tier: choice.tier, planId: choice.planId, billing: choice.billing })}`);
      return c.json(answer, 200);
    });
}
