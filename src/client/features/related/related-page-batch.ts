// Loads a batch of related-keyword pages one request (100 rows) at a time, as the spec asks,
// until the batch holds the chosen "results per request" (100 to 1000), the walk ends, a page
// comes back empty, or a request fails. Each page is merged into the rows at once (duplicates
// dropped) and reported, so the table and the progress grow while a large batch loads.
import type { RelatedResponse } from '@shared/api/related';
import { mergeRelatedRows, toRelatedKeywordRow, type RelatedKeywordRow } from '@shared/api/related';
import { RELATED_PAGE_SIZE } from '@shared/constants/limits';
import type { RelatedPageRequest } from './api/find-related-keywords';

export interface BatchQuery {
  keyword: string;
  languageCode: RelatedPageRequest['languageCode'];
  locationCode: RelatedPageRequest['locationCode'];
  depth: number;
}

export interface BatchStart {
  query: BatchQuery;
  rows: readonly RelatedKeywordRow[];
  /** Rows received so far (the next page's offset). */
  offset: number;
  researchId: string | null;
  /** Whether rows loaded so far came from the demo provider. */
  isDemoData: boolean;
  /** How many rows this batch should bring (the "results per request" choice); whole pages, so 250 brings 300. */
  goal: number;
}

export interface BatchProgress {
  rows: RelatedKeywordRow[];
  offset: number;
  total: number;
  hasMore: boolean;
  researchId: string | null;
  /** True once any page came from the demo provider: the list then holds demo numbers. */
  isDemoData: boolean;
  /** Rows received in this batch, and what the batch will hold at most. */
  received: number;
  expected: number;
}

export interface BatchOutcome extends BatchProgress {
  pages: number;
  added: number;
  duplicates: number;
  costUsd: number;
  /** The server's note on the last page (e.g. nothing found). */
  message: string | null;
  /** The failure that stopped the batch, if one did. */
  error: unknown;
  /** True when a newer search made this batch pointless; nothing else is meaningful then. */
  cancelled: boolean;
}

export type FetchRelatedPage = (request: RelatedPageRequest) => Promise<RelatedResponse>;

export async function runRelatedBatch(
  start: BatchStart,
  fetchPage: FetchRelatedPage,
  options: { isCurrent: () => boolean; onPage?: (progress: BatchProgress) => void },
): Promise<BatchOutcome> {
  const target = Math.max(1, Math.ceil(start.goal / RELATED_PAGE_SIZE)) * RELATED_PAGE_SIZE;
  const outcome: BatchOutcome = {
    rows: start.rows.slice(),
    offset: start.offset,
    total: 0,
    hasMore: true,
    researchId: start.researchId,
    isDemoData: start.isDemoData,
    received: 0,
    expected: target,
    pages: 0,
    added: 0,
    duplicates: 0,
    costUsd: 0,
    message: null,
    error: null,
    cancelled: false,
  };
  while (outcome.received < target) {
    let answer: RelatedResponse;
    try {
      answer = await fetchPage({ ...start.query, limit: RELATED_PAGE_SIZE, offset: outcome.offset, research_id: outcome.researchId });
    } catch (error) {
      if (!options.isCurrent()) return { ...outcome, cancelled: true };
      return { ...outcome, hasMore: false, error };
    }
    if (!options.isCurrent()) return { ...outcome, cancelled: true };
    outcome.pages += 1;
    outcome.researchId = answer.research_id;
    outcome.isDemoData ||= answer.is_demo_data;
    outcome.total = answer.total_results;
    outcome.costUsd += answer.estimated_cost;
    outcome.message = answer.message ?? null;
    if (!answer.success || answer.results.length === 0) {
      outcome.hasMore = false;
      break;
    }
    const merged = mergeRelatedRows(outcome.rows, answer.results.map(toRelatedKeywordRow));
    outcome.rows = merged.rows;
    outcome.added += merged.added;
    outcome.duplicates += merged.duplicates;
    outcome.received += answer.results.length;
    outcome.offset += answer.results.length;
    outcome.hasMore = answer.has_more;
    outcome.expected = Math.min(target, Math.max(outcome.received, outcome.total - start.offset));
    options.onPage?.({ ...outcome });
    if (!answer.has_more) break;
  }
  return outcome;
}
