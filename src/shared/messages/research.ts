// User-facing texts of the Seed Keyword and Keyword Results screens,
// shared by the server's answers and the client's toasts so both say the same thing.
import { MAX_SEEDS_PER_RESEARCH, RESEARCH_LIMIT_OPTIONS } from '../constants/limits';
import { runSpentText } from '../cost-sentence';
import type { ToolCostLine } from '../costs';

export const UNKNOWN_LANGUAGE = 'Please choose one of the offered languages.';
export const UNKNOWN_LOCATION = 'Please choose one of the offered locations.';
export const INVALID_RESEARCH_LIMIT = `The result limit must be one of ${RESEARCH_LIMIT_OPTIONS.join(', ')}.`;

/** The seed card's note when the provider returned no metrics for the seed keyword. */
export const SEED_NO_METRICS_NOTE = 'No metrics were returned by the data provider for this term.';

export const RESEARCH_TOASTS = {
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please sign in to perform keyword research.',
  sessionExpiredTitle: 'Session Expired',
  sessionExpired: 'Your session has expired. Please sign in again.',
  noResultsTitle: 'No Results Found',
  noResults: 'No keyword data found for the keyword. Try a different keyword.',
  failedTitle: 'Analysis Failed',
  failedFallback: 'Something went wrong. Please try again.',
  serverFailedFallback: 'Analysis failed. Please try again.',
  completeTitle: 'Analysis Complete',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load keyword results.',
  exportTitle: 'Export Complete',
} as const;

export const RESULTS_EMPTY_STATE = 'No keyword results available. Please run a keyword research first.';
/** A results link to a research that does not exist or belongs to someone else: said plainly, never as an empty result. */
export const RESULTS_NOT_FOUND = 'This research was not found, or it is not yours.';

/**
 * "Found 101 keywords. Used 1 keyword research of your quota." ("Free: the answer was cached …" for a
 * cached repeat; an admin also reads the provider's cost), then the seed note when there is one.
 */
export function researchCompleteMessage(totalResults: number, spent: { lines: readonly ToolCostLine[]; providerCost: number | null }, seedNote: string | null): string {
  const found = `Found ${totalResults} keyword${totalResults === 1 ? '' : 's'}. ${runSpentText(spent)}`;
  return seedNote ? `${found} ${seedNote}` : found;
}

/** "Downloaded 12 keywords as CSV". */
export function exportCompleteMessage(count: number, formatLabel: string): string {
  return `Downloaded ${count} keyword${count === 1 ? '' : 's'} as ${formatLabel}`;
}

/** The hint under the keyword field of the research form: how several seeds are entered. */
export const SEEDS_HINT = `Separate up to ${MAX_SEEDS_PER_RESEARCH} seed keywords with commas; each seed is one keyword research of your quota.`;
export const NO_SEEDS = 'Please enter at least one seed keyword.';
export const TOO_MANY_SEEDS = `A research takes at most ${MAX_SEEDS_PER_RESEARCH} seed keywords.`;
/** "“running shoes” is listed twice." (after the shared normalisation: case and spaces do not count). */
export function duplicateSeedMessage(seed: string): string {
  return `“${seed}” is listed twice. Please enter each seed keyword once.`;
}

/** "running shoes" or "running shoes (+2 more)": how a research of several seeds is named. */
export function seedsTitle(seeds: readonly string[]): string {
  const [first = '', ...rest] = seeds;
  return rest.length === 0 ? first : `${first} (+${rest.length} more)`;
}
