// The billing feature's public entry: what the tools and account set-up use of plans, quotas
// and subscriptions.
export { startPaidRequest, type PaidRequestDeps } from './paid-request.js';
export { withQuota } from './quota.js';
export { ensureUserSubscription } from './subscriptions.js';
export { isTrialPlanTier } from './plans.js';
export { findPlanByTier } from './plans.js';
export { findSubscription } from './subscription-access.js';
