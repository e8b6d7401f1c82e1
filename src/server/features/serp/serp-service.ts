// Runs a SERP analysis for a user: quota hook -> provider (cached,
// single-flight, depth 10 = one page) -> the research and its organic rows stored with the unit
// it is charged -> the slim answer (the analysis is read back with GET /api/serp/:id).
import type { SerpRequest } from '../../../shared/contract/serp-request.js';
import type { SerpStarted } from '../../../shared/contract/serp.js';
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider, ProviderAnswer, SerpSnapshot } from '../../providers/types.js';
import type { StoredResult } from '../billing/index.js';
import { startPaidRequest, type PaidRequestDeps } from '../billing/index.js';
import { quoteRun, runCharges, withQuota } from '../billing/index.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import { estimateSerpCost, estimateSerpStrengthCost } from '../../../shared/costs.js';
import { storeSerpAnalysis } from './serp-store.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { withStrength } from './serp-strength-fetch.js';
import { providerCostFields } from '../../../shared/contract/common.js';

export interface SerpServiceDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The quota's request key: the same question asked again (any case or spacing) is the same key. */
export function serpRequestKey(request: SerpRequest): string {
  return `serp:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode, request.limit])}`;
}

/**
 * The provider's SERP for a request with the strength of its top pages (each cached, single-flight):
 * the same calls for a run and for its cost preview.
 */
export async function fetchSerp(provider: KeywordDataProvider, request: SerpRequest, signal?: AbortSignal): Promise<ProviderAnswer<SerpSnapshot>> {
  const serp = await provider.getSerp({ keyword: request.keyword, languageCode: request.languageCode, locationCode: request.locationCode, depth: SERP_RESULT_COUNT, signal });
  return withStrength(provider, request, serp, signal);
}

/** Stores an analysis in the quota's transaction and answers the slim answer and the row the unit paid for. */
export async function storeSerpRun(
  tx: Tx,
  input: { userId: string; request: SerpRequest; answer: ProviderAnswer<SerpSnapshot>; charged: 0 | 1 },
): Promise<StoredResult<SerpStarted>> {
  const stored = await storeSerpAnalysis(tx, input);
  const response: SerpStarted = {
    researchId: stored.researchId,
    status: 'complete',
    totalResults: stored.rowCount,
    ...providerCostFields(input.answer.providerCost),
    ...runCharges([{ tool: 'serp', answer: input.answer, charged: input.charged }]),
    isDemoData: isDemoProviderName(input.answer.provider),
  };
  return { value: response, resultId: stored.researchId };
}

export async function runSerpAnalysis(deps: SerpServiceDeps, input: { userId: string; request: SerpRequest }): Promise<SerpStarted> {
  const { request, userId } = input;
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId, tool: 'serp', requestKey: serpRequestKey(request) },
      async () => {
        const answer = await fetchSerp(deps.provider, request, paid.signal);
        // Stored in the quota's transaction, together with the unit it is charged.
        return { store: (tx: Tx, charged: 0 | 1) => storeSerpRun(tx, { userId, request, answer, charged }), providerCost: answer.providerCost, cached: answer.cached ?? false };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

/** The cost preview of an analysis: what runSerpAnalysis would charge (decision 025). */
export function quoteSerp(deps: SerpServiceDeps, input: { userId: string; request: SerpRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  const { request } = input;
  const part = { charge: { tool: 'serp' as const, requestKey: serpRequestKey(request) }, estimateUsd: estimateSerpCost(1) + estimateSerpStrengthCost(SERP_RESULT_COUNT), probe: () => fetchSerp(deps.provider, request) };
  return quoteRun(deps.db, input.userId, [part], { showDollars: input.showDollars });
}
