// The SERP analysis in the result store: one keyword_research row (kind 'serp', the page's
// features and counts in its snapshot) and one serp_results row per organic result.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SerpRequest } from '../../../shared/contract/serp-request.js';
import type { SerpAnalysis } from '../../../shared/contract/serp.js';
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import { SERP_NOT_FOUND } from '../../../shared/messages/serp.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, serpResults } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import type { ProviderAnswer, SerpSnapshot } from '../../providers/types.js';
import { createResearch, dateOrNull, findResearchForViewer, type Viewer } from '../research-results/index.js';
import { toSerpAnalysis, toStoredSnapshot, withoutNulCharacters } from './serp-records.js';

export async function storeSerpAnalysis(
  db: DbOrTx,
  input: { userId: string; request: SerpRequest; answer: ProviderAnswer<SerpSnapshot> },
): Promise<{ researchId: string; rowCount: number }> {
  const { userId, request, answer } = input;
  const snapshot = withoutNulCharacters(answer.data);
  const organic = snapshot.organic.slice(0, SERP_RESULT_COUNT);
  const researchId = await createResearch(db, {
    userId,
    kind: 'serp',
    status: 'complete',
    seedKeyword: request.keyword,
    request: { ...request },
    totalResults: organic.length,
    loadedResults: organic.length,
    locationCode: request.locationCode,
    languageCode: request.languageCode,
    resultLimit: request.limit,
    providerCost: answer.providerCost,
    provider: answer.provider,
    snapshot: toStoredSnapshot(snapshot),
  });
  const fetchedAt = dateOrNull(snapshot.fetchedAt);
  if (organic.length > 0) {
    await db.insert(serpResults).values(
      organic.map((result) => ({
        researchId,
        position: result.position,
        domain: result.domain,
        url: result.url,
        title: result.title,
        description: result.description,
        breadcrumb: result.breadcrumb || null,
        metricsSource: answer.provider,
        fetchedAt,
      })),
    );
  }
  return { researchId, rowCount: organic.length };
}

/** A stored SERP research with its organic rows (the reader behind every SERP answer, shared pages included). */
export async function withRows(db: DbOrTx, research: typeof keywordResearch.$inferSelect): Promise<SerpAnalysis> {
  const rows = await db.select().from(serpResults).where(eq(serpResults.researchId, research.id)).orderBy(asc(serpResults.position), asc(serpResults.id));
  return toSerpAnalysis(research, rows);
}

/** The user's most recent analysis, so the screen can restore it on load; null before the first. */
export async function findLatestSerpAnalysis(db: DbOrTx, userId: string): Promise<SerpAnalysis | null> {
  const [research] = await db
    .select()
    .from(keywordResearch)
    .where(and(eq(keywordResearch.userId, userId), eq(keywordResearch.kind, 'serp')))
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(1);
  return research ? withRows(db, research) : null;
}

/** One analysis: its owner may read it, admins any; for everyone else it does not exist (404). */
export async function findSerpAnalysisForViewer(db: DbOrTx, researchId: string, viewer: Viewer): Promise<SerpAnalysis> {
  const research = await findResearchForViewer(db, researchId, viewer);
  if (research.kind !== 'serp') throw new NotFoundError(SERP_NOT_FOUND);
  return withRows(db, research);
}
