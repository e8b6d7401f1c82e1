// User-facing texts of the Related Keywords screen, shared by the
// server's answers and the client's toasts.
import { RELATED_DEPTH_COUNTS, RELATED_DEPTHS, RELATED_PAGE_SIZE } from '../constants/limits';
import { runSpentText } from '../cost-sentence';
import type { ToolCostLine } from '../costs';
import { formatFixed } from '../format/number';

const count = (n: number): string => formatFixed(n, 0);

export const RELATED_EMPTY_KEYWORD = 'Please enter a keyword to find related keywords';
export const RELATED_INVALID_DEPTH = `Depth must be between ${RELATED_DEPTHS[0]} and ${RELATED_DEPTHS[RELATED_DEPTHS.length - 1]}`;
export const RELATED_INVALID_OFFSET = 'Offset must be a whole number of 0 or more';
export const RELATED_INVALID_LIMIT = `Each request returns ${RELATED_PAGE_SIZE} keywords (limit must be ${RELATED_PAGE_SIZE})`;
export const RELATED_RESEARCH_NOT_FOUND = 'Related keyword research not found.';
export const RELATED_NO_RESULTS = 'No results found';

export const RELATED_TOASTS = {
  emptyTitle: 'Error',
  completeTitle: 'Analysis Complete',
  failedTitle: 'Analysis Failed',
  failedFallback: 'Something went wrong. Please try again.',
  loadMoreTitle: 'Loaded More Results',
  noMoreTitle: 'No More Results',
  noMore: 'All related keywords have been loaded.',
  loadMoreFailedTitle: 'Load More Failed',
  exportTitle: 'Export Complete',
} as const;

/** The server's note when a search found nothing. */
export function relatedNothingFoundMessage(keyword: string): string {
  return `No related keywords found for "${keyword}". Try a different keyword or a greater depth.`;
}

/** 'Found 100 related keywords for "seo". Used 1 related keyword request of your quota.' (free when cached; an admin also reads the provider's cost). */
export function relatedCompleteMessage(count: number, keyword: string, spent: { lines: readonly ToolCostLine[]; providerCost: number | null }): string {
  return `Found ${count} related keywords for "${keyword}". ${runSpentText(spent)}`;
}

/** The failure text: the error, then the message, then "No results found"; with a status code appended. */
export function relatedFailureMessage(answer: { error?: string | null; message?: string | null; statusCode?: number | null }): string {
  const text = answer.error || answer.message || RELATED_NO_RESULTS;
  return typeof answer.statusCode === 'number' ? `${text} (Status: ${answer.statusCode})` : text;
}

/** "Added 92 more keywords (8 duplicates filtered)" */
export function loadMoreMessage(added: number, duplicates: number): string {
  const base = `Added ${added} more keywords`;
  return duplicates > 0 ? `${base} (${duplicates} duplicates filtered)` : base;
}

/** "Exported 42 keywords to CSV" */
export function relatedExportMessage(count: number, format: 'JSON' | 'CSV'): string {
  return `Exported ${count} keywords to ${format}`;
}

/** "Loaded 100 keywords of 585 total" */
export function loadedOfTotalMessage(loaded: number, total: number): string {
  return `Loaded ${count(loaded)} keywords of ${count(total)} total`;
}

/** "Showing 40 of 100 keywords" */
export function showingOfMessage(shown: number, loaded: number): string {
  return `Showing ${count(shown)} of ${count(loaded)} keywords`;
}

/** Depth option text with the documented approximate counts: "0 (seed only)", "3 (about 584 keywords)". */
export function depthOptionLabel(depth: number): string {
  if (depth === 0) return '0 (seed only)';
  const expected = RELATED_DEPTH_COUNTS[depth];
  return expected === undefined ? String(depth) : `${depth} (about ${count(expected)} keywords)`;
}

/** While a search runs: "Finding related keywords at depth 4 (about 4,680 keywords)..." */
export function relatedSearchProgressMessage(depth: number): string {
  const expected = RELATED_DEPTH_COUNTS[depth];
  if (depth === 0 || expected === undefined) return 'Finding the seed keyword...';
  return `Finding related keywords at depth ${depth} (about ${count(expected)} keywords)...`;
}
