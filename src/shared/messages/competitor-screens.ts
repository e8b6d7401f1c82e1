// Texts of the competitor screens (toasts, empty states, coverage), shared by the browser's
// screens and their tests.
import { runSpentText } from '../cost-sentence';
import type { ToolCostLine } from '../costs';
import { formatDate } from '../format/date';

export const COMPETITOR_TOASTS = {
  failedTitle: 'Analysis failed',
  failedFallback: 'The competitor analysis could not be run. Please try again.',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load the competitor analysis.',
  doneTitle: 'Analysis complete',
} as const;

export const COMPETITOR_RUN_NOT_FOUND_TEXT = 'This analysis does not exist or is not yours.';

/** "Cached, fetched Nov 27, 2026": an answer reused within its time to live, free. */
export function cachedFetchedText(fetchedAt: string | null): string {
  return fetchedAt ? `Cached, fetched ${formatDate(fetchedAt)}` : 'Cached';
}

/** "1,000 rows read of 12,480": the provider held more than the run read. */
export function rowsReadText(rowsRead: number, totalCount: number): string {
  return `${rowsRead.toLocaleString('en-US')} rows read of ${totalCount.toLocaleString('en-US')}`;
}

/**
 * The toast after a run: what it found and what it took of the quota (free when the cache answered,
 * with the answer's fetch date); an admin also reads the provider's dollars.
 */
export function competitorRunDoneText(
  kind: 'domain' | 'competitors' | 'gap',
  found: number,
  spent: { units: number; cached: boolean; fetchedAt: string | null; providerCost: number | null },
): string {
  const what = kind === 'competitors' ? (found === 1 ? 'competitor' : 'competitors') : found === 1 ? 'keyword' : 'keywords';
  const line: ToolCostLine = { tool: 'competitors', units: spent.cached ? 0 : spent.units, cached: spent.cached, fetchedAt: spent.fetchedAt };
  return `Found ${found.toLocaleString('en-US')} ${what}. ${runSpentText({ lines: [line], providerCost: spent.providerCost })}`;
}
