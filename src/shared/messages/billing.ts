// User-facing texts of plans, quotas and the subscription card (spec sections 2, 4 and 8), shared
// by the server's 402 answers and the client, so a refused call and the card say the same thing.
import { formatDate } from '../format/date';
import { formatQuota } from '../pricing';

/** Codes of a refused paid call (HTTP 402); the client turns any of them into a link to /pricing. */
export const QUOTA_ERROR_CODES = {
  subscriptionInactive: 'SUBSCRIPTION_INACTIVE',
  trialExpired: 'TRIAL_EXPIRED',
  quotaExceeded: 'QUOTA_EXCEEDED',
} as const;
export type QuotaErrorCode = (typeof QUOTA_ERROR_CODES)[keyof typeof QUOTA_ERROR_CODES];

/** Where every refusal of a paid call leads (the route of the Pricing screen). */
export const PRICING_PATH = '/pricing';

export function isQuotaErrorCode(code: unknown): code is QuotaErrorCode {
  return typeof code === 'string' && (Object.values(QUOTA_ERROR_CODES) as string[]).includes(code);
}

export const QUOTA_TOOLS = ['keywords', 'serp', 'related', 'competitors'] as const;
export type QuotaTool = (typeof QUOTA_TOOLS)[number];

/** What one unit of each tool buys, in the plural ("100 keyword researches"). */
export const TOOL_UNITS: Record<QuotaTool, string> = {
  keywords: 'keyword researches',
  serp: 'SERP analyses',
  related: 'related keyword requests',
  competitors: 'competitor reads (1,000 rows each)',
};

export const SUBSCRIPTION_INACTIVE_MESSAGE =
  'Your subscription is not active. Choose a plan on the pricing page to continue.';
export const TRIAL_EXPIRED_MESSAGE = 'Your free trial has ended. Upgrade your plan on the pricing page to continue.';

/**
 * A refused call names the tool, the limit and when it resets: a monthly quota on the first day of
 * the next usage period (`resetsAt`), a trial's never (its quota ends with the trial).
 */
export function quotaExceededMessage(tool: QuotaTool, limit: number, isTrial: boolean, resetsAt: Date): string {
  const reached = `You've reached your ${isTrial ? 'trial' : 'monthly'} limit of ${formatQuota(limit)} ${TOOL_UNITS[tool]}.`;
  if (isTrial) return `${reached} Trial limits do not reset; upgrade your plan to continue.`;
  return `${reached} It resets on ${formatDate(resetsAt)}; upgrade your plan to continue before then.`;
}

export const PLAN_SELECTION_EXPIRED_MESSAGE = 'This plan selection has expired. Please choose a plan again.';
export const UNKNOWN_PLAN_MESSAGE = 'Please choose one of the offered plans.';

// The subscription card (spec section 8).
export const NO_SUBSCRIPTION_MESSAGE = 'No active subscription found';
export const LIMIT_REACHED_MESSAGE = "You've reached your monthly limit. Upgrade your plan to continue.";

/** "Your trial ends in 3 days. ..." ("1 day" in the singular); an ended trial says so. */
export function trialEndsMessage(daysLeft: number): string {
  if (daysLeft <= 0) return 'Your trial has ended. Upgrade now to continue using the service.';
  return `Your trial ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}. Upgrade now to continue using the service.`;
}

// The Pricing screen's choice of a plan while card payments are paused (decision 023): the words say
// exactly what happened to the account and what happens next.
export const PLAN_SELECTED_TITLE = 'Plan selected!';

/** The notice after a signed-in plan choice, from the server's answer. */
export function planChoiceNotice(choice: { outcome: 'trial_switched' | 'recorded'; trialEndsAt: string | null }, chosen: string, current: string | null): { title: string; description: string } {
  if (choice.outcome === 'trial_switched') {
    return {
      title: `Your trial now runs on the ${chosen} plan`,
      description: `From now until your trial ends on ${formatDate(choice.trialEndsAt)}, your quotas are the ${chosen} plan's. Card payments are not available yet, so nothing is charged and the plan does not continue by itself after the trial.`,
    };
  }
  return {
    title: PLAN_SELECTED_TITLE,
    description: `We recorded your request for the ${chosen} plan. Card payments are not available yet, so your account stays on ${current ? `the ${current} plan` : 'its current plan'} with its quotas; to switch now, write to us from the Contact page.`,
  };
}

/** Said on the pricing and sign-up screens: what a trial started from a plan includes. */
export const TRIAL_PLAN_RULE =
  'Your 7-day free trial runs on the quotas of the plan you choose here (the Free Trial plan if you choose none); no card is needed. Choosing another plan during the trial moves the trial to that plan at once, with the same end date.';

/** The profile's line about a running trial. */
export function trialPlanLine(planName: string, trialEndsAt: string | null): string {
  return `Your trial runs on the ${planName} plan's quotas until ${formatDate(trialEndsAt)}.`;
}
