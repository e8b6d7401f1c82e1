// Deleting a research: its owner only (an admin reads, never deletes, someone
// else's work). One transaction removes the research, its rows (keyword_results and serp_results
// cascade) and its share links, so a failure leaves it whole. The quota's usage events keep their
// result id: the units were spent.
// Rows other researches read (one stored copy per answer, decision 054) are not deleted with it:
// they are handed to the oldest of those researches, which the others then read from.
import { and, asc, eq } from 'drizzle-orm';
import { RESULTS_NOT_FOUND } from '../../../shared/messages/research.js';
import type { Db, Tx } from '../../db/client.js';
import { keywordResearch, keywordResults, rowTotals, shareLinks } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';

export async function deleteResearch(db: Db, researchId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first: a research storing the same answer meanwhile either waits and then finds it
    // gone, or got in before and is among the readers below (answer-digest.ts).
    const [research] = await tx
      .select({ id: keywordResearch.id, answerDigest: keywordResearch.answerDigest })
      .from(keywordResearch)
      .where(and(eq(keywordResearch.id, researchId), eq(keywordResearch.userId, userId)))
      .for('update');
    if (!research) throw new NotFoundError(RESULTS_NOT_FOUND);
    await handOverRows(tx, research);
    await tx.delete(keywordResearch).where(eq(keywordResearch.id, researchId));
    await tx.delete(shareLinks).where(and(eq(shareLinks.targetKind, 'research'), eq(shareLinks.targetId, researchId)));
  });
}

/**
 * Gives the rows of `owner` (and their stored totals, version and all, so filtered totals cached
 * under them stay right) to the oldest research reading them, and points the other readers at it.
 * Nothing to do when no research reads them: they go with their owner.
 */
async function handOverRows(tx: Tx, owner: { id: string; answerDigest: string | null }): Promise<void> {
  const readers = await tx
    .select({ id: keywordResearch.id })
    .from(keywordResearch)
    .where(eq(keywordResearch.rowsResearchId, owner.id))
    .orderBy(asc(keywordResearch.createdAt), asc(keywordResearch.id))
    .for('update');
  const heir = readers[0];
  if (!heir) return;
  await tx.update(keywordResults).set({ researchId: heir.id }).where(eq(keywordResults.researchId, owner.id));
  await tx.update(rowTotals).set({ researchId: heir.id }).where(eq(rowTotals.researchId, owner.id));
  await tx.update(keywordResearch).set({ rowsResearchId: null, answerDigest: owner.answerDigest }).where(eq(keywordResearch.id, heir.id));
  await tx.update(keywordResearch).set({ rowsResearchId: heir.id }).where(eq(keywordResearch.rowsResearchId, owner.id));
}
