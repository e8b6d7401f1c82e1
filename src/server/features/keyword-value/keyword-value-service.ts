// The value of ranking for one keyword (decision 059): the SERP's #1 page (the cached SERP call),
// then the provider's value read for it; charged as one SERP analysis unit under its own request
// key (a repeat within 24 hours that the cache answers is free), with a cost preview that asks the
// same calls in a cache peek. With a researchId the research's row of the keyword keeps the figures.
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import type { KeywordValueRequest, KeywordValueView } from '../../../shared/contract/keyword-value.js';
import { providerCostFields } from '../../../shared/contract/common.js';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import { estimateKeywordValueCost } from '../../../shared/costs.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider, KeywordValue, ProviderAnswer } from '../../providers/types.js';
import { quoteRun, startPaidRequest, withQuota, type PaidRequestDeps } from '../billing/index.js';
import { keepValueOnRows, ownResearch } from './keyword-value-store.js';

export interface KeywordValueDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

/** The same keyword (any case or spacing) in the same market is the same question, whichever research asks. */
export function keywordValueRequestKey(request: KeywordValueRequest): string {
  return `keyword-value:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode])}`;
}

export async function fetchKeywordValue(provider: KeywordDataProvider, request: KeywordValueRequest, signal?: AbortSignal): Promise<ProviderAnswer<KeywordValue>> {
  const market = { languageCode: request.languageCode, locationCode: request.locationCode };
  const serp = await provider.getSerp({ keyword: request.keyword, ...market, depth: SERP_RESULT_COUNT, signal });
  const first = [...serp.data.organic].sort((a, b) => a.position - b.position)[0];
  const value = await provider.getKeywordValue({ keyword: request.keyword, ...market, topUrl: first?.url ?? null, signal });
  return {
    ...value,
    providerCost: serp.providerCost + value.providerCost,
    cached: (serp.cached ?? false) && (value.cached ?? false),
  };
}

export function toKeywordValueView(request: KeywordValueRequest, answer: ProviderAnswer<KeywordValue>, rowsUpdated: number): KeywordValueView {
  const v = answer.data;
  return {
    keyword: v.keyword,
    languageCode: request.languageCode,
    locationCode: request.locationCode,
    topUrl: v.topUrl,
    trafficPotential: v.trafficPotential,
    parentTopic: v.parentTopic,
    parentTopicVolume: v.parentTopicVolume,
    globalSearchVolume: v.globalSearchVolume,
    countries: v.countries,
    missing: v.missing,
    rowsUpdated,
    ...providerCostFields(answer.providerCost),
    isDemoData: isDemoProviderName(answer.provider),
    fetchedAt: answer.fetchedAt ?? new Date().toISOString(),
  };
}

export async function runKeywordValue(deps: KeywordValueDeps, input: { userId: string; request: KeywordValueRequest }): Promise<KeywordValueView> {
  const { request, userId } = input;
  // A research named must be the caller's own before anything is charged (404 otherwise).
  const research = request.researchId ? await ownResearch(deps.db, request.researchId, userId) : null;
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId, tool: 'serp', requestKey: keywordValueRequestKey(request) },
      async () => {
        const answer = await fetchKeywordValue(deps.provider, request, paid.signal);
        const charge = { providerCost: answer.providerCost, cached: answer.cached ?? false };
        if (!research) return { value: toKeywordValueView(request, answer, 0), ...charge };
        // Kept on the research's row in the transaction that settles the unit; the event names the research.
        const store = async (tx: Tx) => ({ value: toKeywordValueView(request, answer, await keepValueOnRows(tx, research, request.keyword, answer.data)), resultId: research.id });
        return { store, ...charge };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

export function quoteKeywordValue(deps: KeywordValueDeps, input: { userId: string; request: KeywordValueRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  const { request } = input;
  const part = { charge: { tool: 'serp' as const, requestKey: keywordValueRequestKey(request) }, estimateUsd: estimateKeywordValueCost(), probe: () => fetchKeywordValue(deps.provider, request) };
  return quoteRun(deps.db, input.userId, [part], { showDollars: input.showDollars });
}
