// The related_research row of a related-keywords search: created by the first page, updated by
// each later page (rows loaded, total, summed cost). Each write is one statement, so two pages
// arriving together both count.
import { and, eq, sql } from 'drizzle-orm';
import type { RelatedRequest } from '../../../shared/api/related.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { relatedResearch } from '../../db/schema/index.js';

export interface RelatedPageOutcome {
  loadedThrough: number; // offset + rows returned
  totalResults: number;
  costUsd: number;
  provider: string;
}

/** The user's own research row, or null (another user's id reads as missing). */
export async function findOwnRelatedResearch(db: Db, userId: string, researchId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: relatedResearch.id })
    .from(relatedResearch)
    .where(and(eq(relatedResearch.id, researchId), eq(relatedResearch.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function createRelatedResearch(db: DbOrTx, userId: string, request: RelatedRequest, page: RelatedPageOutcome): Promise<string> {
  const [row] = await db
    .insert(relatedResearch)
    .values({
      userId,
      keyword: request.keyword,
      locationCode: request.locationCode,
      languageCode: request.languageCode,
      depth: request.depth,
      totalResults: page.totalResults,
      loadedResults: page.loadedThrough,
      apiCost: page.costUsd,
      provider: page.provider,
    })
    .returning({ id: relatedResearch.id });
  if (!row) throw new Error('related_research insert returned no row');
  return row.id;
}

export async function recordRelatedPage(db: DbOrTx, researchId: string, page: RelatedPageOutcome): Promise<void> {
  await db
    .update(relatedResearch)
    .set({
      loadedResults: sql`greatest(${relatedResearch.loadedResults}, ${page.loadedThrough})`,
      totalResults: page.totalResults,
      apiCost: sql`${relatedResearch.apiCost} + ${page.costUsd}`,
      updatedAt: new Date(),
    })
    .where(eq(relatedResearch.id, researchId));
}
