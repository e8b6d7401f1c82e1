// User-facing texts of the SERP Analysis screen, shared by the server's
// answers and the client's toasts.
import { SERP_RESULT_COUNT } from '../constants/limits';
import { runSpentText } from '../cost-sentence';
import type { ToolCostLine } from '../costs';
import { formatCostEstimate } from '../format/number';

export const SERP_EMPTY_KEYWORD = 'Please enter a keyword to analyze';
export const SERP_INVALID_LIMIT = `A SERP analysis always returns the top ${SERP_RESULT_COUNT} results (limit must be ${SERP_RESULT_COUNT}).`;
export const SERP_NOT_FOUND = 'SERP analysis not found.';
export const SERP_NO_RESULTS = 'No results found';
/** GET /api/serp/:id/history?compareWith= naming no earlier analysis of the same keyword and market by this user. */
export const SERP_COMPARE_NOT_FOUND = 'No earlier analysis of this keyword and market with this id.';

export const SERP_TOASTS = {
  emptyTitle: 'Error',
  completeTitle: 'Analysis Complete',
  failedTitle: 'Analysis Failed',
} as const;

/** SERP costs are fractions of a cent, so they show three decimals ($0.002), like the estimate. */
export function formatSerpCost(providerCost: number): string {
  return formatCostEstimate(providerCost, 3);
}

/** 'Found 10 organic results for "seo tools". Used 1 SERP analysis of your quota.' (an admin also reads the provider's cost, three decimals). */
export function serpCompleteMessage(count: number, keyword: string, spent: { lines: readonly ToolCostLine[]; providerCost: number | null }): string {
  return `Found ${count} organic results for "${keyword}". ${runSpentText(spent, 3)}`;
}

/** SERP history: texts of the comparison with an earlier analysis. */
export const SERP_HISTORY_TEXTS = {
  title: 'SERP history',
  compareWith: 'Compare with',
  previous: 'previous',
  none: 'No earlier analysis of this keyword in this market yet. Analyze it again later to see what changed.',
  noChanges: 'No changes: the same pages in the same places, and the same SERP features.',
  featuresGained: 'Features gained',
  featuresLost: 'Features lost',
  positions: 'Positions now',
  dropped: 'Dropped out of the top results',
} as const;

/** "1 new, 1 dropped, 2 up, 1 down, 6 unchanged" (parts that are 0 are left out, except unchanged). */
export function serpChangeCounts(counts: { new: number; dropped: number; up: number; down: number; same: number }): string {
  const parts = [
    counts.new > 0 ? `${counts.new} new` : '',
    counts.dropped > 0 ? `${counts.dropped} dropped` : '',
    counts.up > 0 ? `${counts.up} up` : '',
    counts.down > 0 ? `${counts.down} down` : '',
    `${counts.same} unchanged`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The change column in words: "Up 2 (was 5)", "Down 1 (was 2)", "New", "Unchanged". */
export function serpMovementText(movement: 'new' | 'up' | 'down' | 'same', change: number | null, previousPosition: number | null): string {
  if (movement === 'new' || change === null || previousPosition === null) return 'New';
  if (movement === 'same') return 'Unchanged';
  return `${movement === 'up' ? 'Up' : 'Down'} ${Math.abs(change)} (was ${previousPosition})`;
}
