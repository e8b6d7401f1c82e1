// "What is left this period" for one tool, as each tool form shows it under its cost box: from the
// same subscription summary the profile's usage card reads, so the form and the card agree.
import type { SubscriptionResponse } from './contract/billing';
import { UNLIMITED } from './constants/limits';
import { formatDate } from './format/date';
import { formatFixed } from './format/number';
import { TOOL_UNITS as UNITS, type QuotaTool } from './messages/billing';

/** Null without a subscription (the refusal itself then explains). */
export function quotaLeftText(summary: SubscriptionResponse, tool: QuotaTool): string | null {
  if (!summary.subscription || !summary.plan || !summary.usage) return null;
  const { plan, usage, subscription } = summary;
  const limit = { keywords: plan.keywordsPerMonth, serp: plan.serpAnalysesPerMonth, related: plan.relatedKeywordsPerMonth, competitors: plan.competitorReadsPerMonth }[tool];
  if (limit === UNLIMITED) return `Unlimited ${UNITS[tool]} on your plan.`;
  const used = { keywords: usage.keywordsUsed, serp: usage.serpAnalysesUsed, related: usage.relatedKeywordsUsed, competitors: usage.competitorReadsUsed }[tool];
  const left = Math.max(0, limit - used);
  const count = `${formatFixed(left, 0)} of ${formatFixed(limit, 0)} ${UNITS[tool]} left`;
  if (subscription.isTrial) return `${count} in your trial (ends ${formatDate(subscription.trialEndsAt)}).`;
  return `${count} this month (resets ${formatDate(usage.periodEnd)}).`;
}
