// Deleting a research: its owner only (an admin reads, never deletes, someone
// else's work). One transaction removes the research, its rows (keyword_results and serp_results
// cascade) and its share links, so a failure leaves it whole. The quota's usage events keep their
// result id: the units were spent.
import { and, eq } from 'drizzle-orm';
import { RESULTS_NOT_FOUND } from '../../../shared/messages/research.js';
import type { Db } from '../../db/client.js';
import { keywordResearch, shareLinks } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';

export async function deleteResearch(db: Db, researchId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(keywordResearch)
      .where(and(eq(keywordResearch.id, researchId), eq(keywordResearch.userId, userId)))
      .returning({ id: keywordResearch.id });
    if (deleted.length === 0) throw new NotFoundError(RESULTS_NOT_FOUND);
    await tx.delete(shareLinks).where(and(eq(shareLinks.targetKind, 'research'), eq(shareLinks.targetId, researchId)));
  });
}
