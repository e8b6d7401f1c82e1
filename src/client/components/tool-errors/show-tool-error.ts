// The failure toast of the tool screens (research, SERP, related): a destructive toast
// with its title and text unchanged, plus, when the server refused a paid call for the plan
// (HTTP 402 with a quota code: expired trial, inactive subscription, used-up quota), a
// "View Pricing Plans" action that leads to /pricing.
//   showToolError(RESEARCH_TOASTS.failedTitle, message, error, navigate);
import type { NavigateFunction } from 'react-router';
import { toast } from 'sonner';
import { isQuotaErrorCode, PRICING_PATH } from '@shared/messages/billing';
import { ApiRequestError } from '../../lib/api';

export const VIEW_PRICING_PLANS = 'View Pricing Plans';

/** True when the failure is a plan refusal whose toast should link to the Pricing screen. */
export function leadsToPricing(error: unknown): boolean {
  return error instanceof ApiRequestError && isQuotaErrorCode(error.code);
}

export function showToolError(title: string, description: string, error: unknown, navigate: NavigateFunction): void {
  toast.error(title, {
    description,
    ...(leadsToPricing(error) ? { action: { label: VIEW_PRICING_PLANS, onClick: () => void navigate(PRICING_PATH) } } : {}),
  });
}
