// SERP history: an analysis compared with one of its owner's earlier analyses of
// the same keyword (the shared normalisation), location and language, by the shared diff rule.
// Owner only: for anyone else, admins included, the analysis has no history (404).
import { and, desc, eq, lt } from 'drizzle-orm';
import { SERP_HISTORY_MAX, type SerpHistory } from '../../../shared/contract/serp.js';
import { isSameKeyword } from '../../../shared/keyword-text.js';
import { SERP_COMPARE_NOT_FOUND, SERP_NOT_FOUND } from '../../../shared/messages/serp.js';
import { diffSerpSnapshots } from '../../../shared/serp-diff.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { findSerpAnalysisForViewer } from './serp-store.js';

/** Earlier analyses read to find the same keyword among the market's (a user's SERP quota is far below). */
const CANDIDATES_READ = 1000;

export async function findSerpHistory(db: DbOrTx, researchId: string, userId: string, compareWith: string | undefined): Promise<SerpHistory> {
  const [current] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, researchId));
  if (!current || current.userId !== userId || current.kind !== 'serp') throw new NotFoundError(SERP_NOT_FOUND);
  const candidates = await db
    .select({ id: keywordResearch.id, seedKeyword: keywordResearch.seedKeyword, createdAt: keywordResearch.createdAt })
    .from(keywordResearch)
    .where(
      and(
        eq(keywordResearch.userId, userId),
        eq(keywordResearch.kind, 'serp'),
        eq(keywordResearch.locationCode, current.locationCode),
        eq(keywordResearch.languageCode, current.languageCode),
        lt(keywordResearch.createdAt, current.createdAt),
      ),
    )
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(CANDIDATES_READ);
  const earlier = candidates.filter((c) => isSameKeyword(c.seedKeyword, current.seedKeyword));
  const chosen = compareWith === undefined ? earlier[0] : earlier.find((c) => c.id === compareWith);
  if (compareWith !== undefined && !chosen) throw new NotFoundError(SERP_COMPARE_NOT_FOUND);
  const refs = earlier.slice(0, SERP_HISTORY_MAX).map((c) => ({ researchId: c.id, createdAt: c.createdAt.toISOString() }));
  if (!chosen) return { earlier: refs, comparedWith: null, diff: null };

  const viewer = { id: userId, roles: [] };
  const [before, after] = await Promise.all([findSerpAnalysisForViewer(db, chosen.id, viewer), findSerpAnalysisForViewer(db, current.id, viewer)]);
  return {
    earlier: refs,
    comparedWith: { researchId: chosen.id, createdAt: chosen.createdAt.toISOString() },
    diff: diffSerpSnapshots(before, after),
  };
}
