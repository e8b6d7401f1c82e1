// Runs a SERP analysis for a user (spec section 7, call 2): quota hook -> provider (cached,
// single-flight, depth 10 = one page) -> the research and its organic rows stored with the unit
// it is charged -> the slim answer (the analysis is read back with GET /api/serp/:id).
import type { SerpRequest } from '../../../shared/api/serp.js';
import type { SerpStarted } from '../../../shared/contract/serp.js';
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { withQuota } from '../billing/index.js';
import { storeSerpAnalysis } from './serp-store.js';

export interface SerpServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: the same question asked again (any case or spacing) is the same key. */
export function serpRequestKey(request: SerpRequest): string {
  return `serp:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.limit])}`;
}

export async function runSerpAnalysis(deps: SerpServiceDeps, input: { userId: string; request: SerpRequest }): Promise<SerpStarted> {
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
        // Stored in the quota's transaction, together with the unit it is charged.
        const store = async (tx: Tx) => {
          const stored = await storeSerpAnalysis(tx, { userId, request, answer });
          const response: SerpStarted = {
            researchId: stored.researchId,
            status: 'complete',
            totalResults: stored.rowCount,
            estimatedCost: answer.costUsd,
            isDemoData: answer.provider === 'demo',
          };
          return { value: response, resultId: stored.researchId };
        };
        return { store, costUsd: answer.costUsd, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}
