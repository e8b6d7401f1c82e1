// A related-keywords search in the result store: the first page creates the research (kind
// 'related'), each later page appends its rows to it. Rows are ranked by their provider offset,
// so a page stored twice (a retry, two tabs) adds nothing the second time; a keyword already
// stored from another page is not added again. The header's counters are one statement each, so
// two pages arriving together both count.
import { and, eq, gte, lt, not, or, sql } from 'drizzle-orm';
import type { RelatedRequest } from '../../../shared/contract/related-request.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import type { RelatedKeyword } from '../../providers/types.js';
import { createResearch, insertKeywordRows, toResultInsert } from '../research-results/index.js';

export interface RelatedPageOutcome {
  loadedThrough: number; // offset + rows returned
  totalResults: number;
  providerCost: number;
  provider: string;
}

/** The user's own related research, or null (another user's id, or another kind, reads as missing). */
export async function findOwnRelatedResearch(db: DbOrTx, userId: string, researchId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: keywordResearch.id })
    .from(keywordResearch)
    .where(and(eq(keywordResearch.id, researchId), eq(keywordResearch.userId, userId), eq(keywordResearch.kind, 'related')))
    .limit(1);
  return row ?? null;
}

export async function createRelatedResearch(db: DbOrTx, userId: string, request: RelatedRequest, page: RelatedPageOutcome): Promise<string> {
  const { researchId: _continued, ...asked } = request;
  return createResearch(db, {
    userId,
    kind: 'related',
    status: 'complete',
    seedKeyword: request.keyword,
    request: asked,
    totalResults: page.totalResults,
    loadedResults: page.loadedThrough,
    locationCode: request.locationCode,
    languageCode: request.languageCode,
    resultLimit: request.limit,
    providerCost: page.providerCost,
    provider: page.provider,
  });
}

/** Adds a later page to the research's counters; answers how far the research is loaded now (a page
 *  before the furthest one, e.g. a retry at a shifted offset, does not move it back). */
export async function recordRelatedPage(db: DbOrTx, researchId: string, page: RelatedPageOutcome): Promise<number> {
  const [row] = await db
    .update(keywordResearch)
    .set({
      loadedResults: sql`greatest(${keywordResearch.loadedResults}, ${page.loadedThrough})`,
      totalResults: page.totalResults,
      providerCost: sql`${keywordResearch.providerCost} + ${page.providerCost}`,
      updatedAt: new Date(),
    })
    .where(eq(keywordResearch.id, researchId))
    .returning({ loadedResults: keywordResearch.loadedResults });
  return row?.loadedResults ?? page.loadedThrough;
}

/** Stores one page's keywords at ranks offset..offset+n-1; answers how many rows were added. */
export async function appendRelatedRows(db: DbOrTx, researchId: string, offset: number, items: readonly RelatedKeyword[]): Promise<number> {
  if (items.length === 0) return 0;
  const otherPages = or(lt(keywordResults.rank, offset), not(lt(keywordResults.rank, offset + items.length)));
  const stored = await db
    .select({ keyword: keywordResults.keyword })
    .from(keywordResults)
    .where(and(eq(keywordResults.researchId, researchId), gte(keywordResults.rank, 0), otherPages));
  const seen = new Set(stored.map((row) => normalizeKeyword(row.keyword)));
  const rows = [];
  for (const [index, item] of items.entries()) {
    const key = normalizeKeyword(item.keyword);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    rows.push(toResultInsert(researchId, item, offset + index, item.depth === 0, item));
  }
  return insertKeywordRows(db, rows);
}
