// Loads a batch of related-keyword pages one request (100 rows) at a time,
// until the batch holds the chosen "results per request" (100 to 1000), the walk ends, a page
// comes back empty, or a request fails. Each page is stored on the server, which drops keywords
// the research already holds (the shared seed rule, see appendRelatedRows) and answers how many
// rows it added; the batch only counts (received, added, duplicates) and reports after each page,
// so the table (which reads the stored rows) and the progress grow while a large batch loads.
import type { RelatedPage } from '@shared/contract/related';
import { RELATED_PAGE_SIZE } from '@shared/constants/limits';
import { mergeToolCostLines, type ToolCostLine } from '@shared/costs';
import type { RelatedPageRequest } from './api/find-related-keywords';

export interface BatchQuery {
  keyword: string;
  languageCode: RelatedPageRequest['languageCode'];
  locationCode: RelatedPageRequest['locationCode'];
  depth: number;
}

export interface BatchStart {
  query: BatchQuery;
  /** Rows the research stores so far (duplicates dropped). */
  loaded: number;
  /** Rows received so far, duplicates included (the next page's offset). */
  offset: number;
  researchId: string | null;
  /** Whether rows loaded so far came from the demo provider. */
  isDemoData: boolean;
  /** How many rows this batch should bring (the "results per request" choice); whole pages, so 250 brings 300. */
  goal: number;
}

export interface BatchProgress {
  /** Rows the research stores after the pages so far. */
  loaded: number;
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
  /** Rows this batch added to the research, and the received ones it already held. */
  added: number;
  duplicates: number;
  providerCost: number;
  /** What the pages charged, per tool (a page the cache answered again is free). */
  charges: ToolCostLine[];
  /** The server's note on the last page (e.g. nothing found). */
  message: string | null;
  /** The failure that stopped the batch, if one did. */
  error: unknown;
  /** True when a newer search made this batch pointless; nothing else is meaningful then. */
  cancelled: boolean;
}

/** Asks for one page (POST /api/related); the answer carries counts, not rows. */
export type FetchRelatedPage = (request: RelatedPageRequest) => Promise<RelatedPage>;

export async function runRelatedBatch(
  start: BatchStart,
  fetchPage: FetchRelatedPage,
  options: { isCurrent: () => boolean; onPage?: (progress: BatchProgress) => void },
): Promise<BatchOutcome> {
  const target = Math.max(1, Math.ceil(start.goal / RELATED_PAGE_SIZE)) * RELATED_PAGE_SIZE;
  const outcome: BatchOutcome = {
    loaded: start.loaded,
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
    providerCost: 0,
    charges: [],
    message: null,
    error: null,
    cancelled: false,
  };
  while (outcome.received < target) {
    let page: RelatedPage;
    try {
      page = await fetchPage({ ...start.query, limit: RELATED_PAGE_SIZE, offset: outcome.offset, researchId: outcome.researchId });
    } catch (error) {
      if (!options.isCurrent()) return { ...outcome, cancelled: true };
      return { ...outcome, hasMore: false, error };
    }
    if (!options.isCurrent()) return { ...outcome, cancelled: true };
    outcome.pages += 1;
    outcome.researchId = page.researchId;
    outcome.isDemoData ||= page.isDemoData;
    outcome.total = page.totalResults;
    // Null for everyone but an admin, who alone is shown the dollars.
    outcome.providerCost += page.providerCost ?? 0;
    outcome.charges = mergeToolCostLines([...outcome.charges, ...page.charges]);
    outcome.message = page.message ?? null;
    // What the provider sent for this page; the server stored those not already in the research.
    const received = Math.max(0, page.nextOffset - outcome.offset);
    if (received === 0) {
      outcome.hasMore = false;
      break;
    }
    const added = Math.min(received, Math.max(0, page.added));
    outcome.loaded += added;
    outcome.added += added;
    outcome.duplicates += received - added;
    outcome.received += received;
    outcome.offset = page.nextOffset;
    outcome.hasMore = page.hasMore;
    outcome.expected = Math.min(target, Math.max(outcome.received, outcome.total - start.offset));
    options.onPage?.({ ...outcome });
    if (!page.hasMore) break;
  }
  return outcome;
}
