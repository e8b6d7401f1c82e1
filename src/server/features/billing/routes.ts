// HTTP routes of the billing feature (/api/billing): the public plan list, the user's
// subscription with usage, and the two ways of recording a chosen plan.
import { Hono } from 'hono';
import { choosePlanSchema, planSelectionSchema, type PlansResponse } from '../../../shared/api/billing.js';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/guards.js';
import type { AppEnv } from '../../http/types.js';
import { readJson } from '../../http/validate.js';
import { applyPlanSelection, recordPlanChoice } from './plan-choice.js';
import { listPublicPlans } from './plans.js';
import { getSubscriptionSummary } from './subscription-summary.js';

export function billingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/plans', async (c) => c.json<PlansResponse>({ plans: await listPublicPlans(db) }));

  app.get('/subscription', requireUser, async (c) => c.json(await getSubscriptionSummary(db, currentUser(c).id)));

  app.post('/plan-selection', requireUser, async (c) => {
    const selection = await readJson(c, planSelectionSchema);
    return c.json(await applyPlanSelection(db, currentUser(c).id, selection));
  });

  app.post('/choose-plan', requireUser, async (c) => {
    const choice = await readJson(c, choosePlanSchema);
    const userId = currentUser(c).id;
    const answer = await recordPlanChoice(db, userId, choice);
    // The spec's plan-selection analytics event (tier, planId, billing): one structured log line.
    deps.log(`[analytics] plan_selected ${JSON.stringify({ userId, tier: choice.tier, planId: choice.planId, billing: choice.billing })}`);
    return c.json(answer);
  });

  return app;
}
