// A keyword's longer monthly history (decision 067): DataForSEO Labs historical_search_volume,
// up to 48 months where a research's metrics carry 12. One keyword research unit under its own
// request key (the same keyword and market from any screen is the same question), so a repeat
// within 24 hours that the cache answers is free; a cost preview asks the same call in a peek.
// With a researchId the research's row keeps the months, so its trend, peak and YoY follow.
import type { ToolQuote } from '../../../shared/contract/quote.js';
import type { VolumeHistory, VolumeHistoryRequest } from '../../../shared/contract/keyword-detail.js';
import { providerCostFields } from '../../../shared/contract/common.js';
import { estimateVolumeHistoryCost } from '../../../shared/costs.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db, Tx } from '../../db/client.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { asProviderFailed } from '../../providers/provider-failed.js';
import type { KeywordDataProvider, KeywordMetrics, ProviderAnswer } from '../../providers/types.js';
import { quoteRun, startPaidRequest, withQuota, type PaidRequestDeps, type QuotaCharge } from '../billing/index.js';
import { ownResearch } from '../keyword-value/index.js';
import { keepHistoryOnRows } from './keyword-detail-store.js';

export interface VolumeHistoryDeps extends PaidRequestDeps {
  db: Db;
  provider: KeywordDataProvider;
}

export function volumeHistoryCharge(request: VolumeHistoryRequest): QuotaCharge {
  return { tool: 'keywords', requestKey: `volume-history:${JSON.stringify([normalizeKeyword(request.keyword), request.locationCode, request.languageCode])}` };
}

export function fetchVolumeHistory(provider: KeywordDataProvider, request: VolumeHistoryRequest, signal?: AbortSignal): Promise<ProviderAnswer<KeywordMetrics | null>> {
  return provider.getVolumeHistory({ keyword: request.keyword, languageCode: request.languageCode, locationCode: request.locationCode, signal });
}

export function toVolumeHistory(request: VolumeHistoryRequest, answer: ProviderAnswer<KeywordMetrics | null>, rowsUpdated = 0): VolumeHistory {
  return {
    keyword: normalizeKeyword(request.keyword),
    months: monthsOf(answer.data),
    cached: answer.cached ?? false,
    rowsUpdated,
    ...providerCostFields(answer.providerCost),
    isDemoData: isDemoProviderName(answer.provider),
    fetchedAt: answer.fetchedAt ?? new Date().toISOString(),
  };
}

function monthsOf(metrics: KeywordMetrics | null): VolumeHistory['months'] {
  return (metrics?.monthlySearches ?? []).map((m) => ({ year: m.year, month: m.month, searchVolume: m.searchVolume }));
}

export async function runVolumeHistory(deps: VolumeHistoryDeps, input: { userId: string; request: VolumeHistoryRequest }): Promise<VolumeHistory> {
  const { request } = input;
  // A research named must be the caller's own before anything is charged (404 otherwise).
  const research = request.researchId ? await ownResearch(deps.db, request.researchId, input.userId) : null;
  const paid = startPaidRequest(deps);
  try {
    return await withQuota(
      deps.db,
      { userId: input.userId, ...volumeHistoryCharge(request) },
      async () => {
        const answer = await fetchVolumeHistory(deps.provider, request, paid.signal);
        const charge = { providerCost: answer.providerCost, cached: answer.cached ?? false };
        const months = monthsOf(answer.data);
        if (!research || months.length === 0) return { value: toVolumeHistory(request, answer), ...charge };
        // Kept on the research's row in the transaction that settles the unit.
        const store = async (tx: Tx) => ({ value: toVolumeHistory(request, answer, await keepHistoryOnRows(tx, research, request.keyword, months)), resultId: research.id });
        return { store, ...charge };
      },
      paid.quota,
    );
  } catch (error) {
    throw asProviderFailed(error);
  }
}

export function quoteVolumeHistory(deps: VolumeHistoryDeps, input: { userId: string; request: VolumeHistoryRequest; showDollars: boolean }): Promise<ToolQuote[]> {
  const part = { charge: volumeHistoryCharge(input.request), estimateUsd: estimateVolumeHistoryCost(), probe: () => fetchVolumeHistory(deps.provider, input.request) };
  return quoteRun(deps.db, input.userId, [part], { showDollars: input.showDollars });
}
