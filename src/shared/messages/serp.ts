// User-facing texts of the SERP Analysis screen (spec sections 5 and 8), shared by the server's
// answers and the client's toasts.
import { SERP_RESULT_COUNT } from '../constants/limits';
import { formatCostEstimate } from '../format/number';

export const SERP_EMPTY_KEYWORD = 'Please enter a keyword to analyze';
export const SERP_INVALID_LIMIT = `A SERP analysis always returns the top ${SERP_RESULT_COUNT} results (limit must be ${SERP_RESULT_COUNT}).`;
export const SERP_NOT_FOUND = 'SERP analysis not found.';
export const SERP_NO_RESULTS = 'No results found';

export const SERP_TOASTS = {
  emptyTitle: 'Error',
  completeTitle: 'Analysis Complete',
  failedTitle: 'Analysis Failed',
} as const;

/** SERP costs are fractions of a cent, so they show three decimals ($0.002), like the estimate. */
export function formatSerpCost(costUsd: number): string {
  return formatCostEstimate(costUsd, 3);
}

/** 'Found 10 organic results for "seo tools" (Cost: $0.002)' */
export function serpCompleteMessage(count: number, keyword: string, costUsd: number): string {
  return `Found ${count} organic results for "${keyword}" (Cost: ${formatSerpCost(costUsd)})`;
}
