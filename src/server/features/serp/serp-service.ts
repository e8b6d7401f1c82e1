// Runs a SERP analysis for a user (spec section 7, call 2): quota hook -> provider (cached,
// single-flight, depth 10 = one page) -> one insert storing the whole snapshot -> the answer in
// the spec's field names. Also the reads: the user's latest analysis and one by id.
import { and, desc, eq } from 'drizzle-orm';
import type { SerpAnalysisRecord, SerpAnalysisResponse, SerpRequest } from '../../../shared/api/serp.js';
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import { SERP_NOT_FOUND } from '../../../shared/messages/serp.js';
import { isAdmin } from '../../../shared/permissions.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { serpAnalyses } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { withQuota } from '../billing/index.js';
import { toSerpAnalysisRecord, toSerpResultRecord, withoutNulCharacters } from './serp-records.js';

export interface SerpServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: the same question asked again (any case or spacing) is the same key. */
export function serpRequestKey(request: SerpRequest): string {
  return `serp:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.limit])}`;
}

export async function runSerpAnalysis(deps: SerpServiceDeps, input: { userId: string; request: SerpRequest }): Promise<SerpAnalysisResponse> {
  const { request, userId } = input;
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId, tool: 'serp', requestKey: serpRequestKey(request) },
      async () => {
        const answer = await deps.provider.getSerp({
          keyword: request.keyword,
          languageCode: request.languageCode,
          locationCode: request.locationCode,
          depth: SERP_RESULT_COUNT,
          signal: paid.signal,
        });
        const snapshot = withoutNulCharacters(answer.data);
        // Stored in the quota's transaction, together with the unit it is charged.
        const store = async (tx: Tx) => {
          const [row] = await tx
            .insert(serpAnalyses)
            .values({
              userId,
              keyword: request.keyword,
              locationCode: request.locationCode,
              languageCode: request.languageCode,
              apiCost: answer.costUsd,
              provider: answer.provider,
              results: snapshot.organic.slice(0, SERP_RESULT_COUNT).map(toSerpResultRecord),
              snapshot,
            })
            .returning();
          if (!row) throw new Error('serp_analyses insert returned no row');
          const response: SerpAnalysisResponse = { success: true, ...toSerpAnalysisRecord(row) };
          return { value: response, resultId: row.id };
        };
        return { store, costUsd: answer.costUsd, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

/** The user's most recent analysis, so the screen can restore it on load; null before the first. */
export async function findLatestSerpAnalysis(db: Db, userId: string): Promise<SerpAnalysisRecord | null> {
  const [row] = await db
    .select()
    .from(serpAnalyses)
    .where(eq(serpAnalyses.userId, userId))
    .orderBy(desc(serpAnalyses.createdAt), desc(serpAnalyses.id))
    .limit(1);
  return row ? toSerpAnalysisRecord(row) : null;
}

/** One analysis: its owner may read it, admins any; for everyone else it does not exist (404). */
export async function findSerpAnalysisForViewer(
  db: Db,
  input: { analysisId: string; viewer: { id: string; roles: readonly string[] } },
): Promise<SerpAnalysisRecord> {
  const { analysisId, viewer } = input;
  const where = isAdmin(viewer.roles) ? eq(serpAnalyses.id, analysisId) : and(eq(serpAnalyses.id, analysisId), eq(serpAnalyses.userId, viewer.id));
  const [row] = await db.select().from(serpAnalyses).where(where).limit(1);
  if (!row) throw new NotFoundError(SERP_NOT_FOUND);
  return toSerpAnalysisRecord(row);
}
