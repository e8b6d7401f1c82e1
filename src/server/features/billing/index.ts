// The billing feature's public entry: what the tools and account set-up use of plans, quotas
// and subscriptions.
export { startPaidRequest, type PaidRequestDeps } from './paid-request.js';
export { withQuota, type StoredResult } from './quota.js';
export { withQuotaBundle, type QuotaCharge, type ChargeOutcome, type BundleRunResult } from './quota-bundle.js';
export { peekFreeRepeat, quoteRun, type QuotedPart } from './quote.js';
export { runCharges, type ChargedPart } from './run-charges.js';
export { ensureUserSubscription } from './subscriptions.js';
export { isTrialPlanTier } from './plans.js';
export { findPlanByTier } from './plans.js';
export { findSubscription, requirePaidAccess } from './subscription-access.js';
// For the router assembly, the server's start and the housekeeping sweep.
export { billingRoutes } from './routes.js';
export { seedPlans } from './plans-seed.js';
export { releaseExpiredLeases } from './quota-lease.js';
export { getSubscriptionSummary } from './subscription-summary.js';
