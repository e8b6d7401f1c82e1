// A keyword's own page (decision 067) gathers what its user already holds, without spending: the
// stored row (metrics with source and date), the newest SERP analysis, the lists holding it, and
// the paid answers (the longer history, the value of ranking) only where asking again would be
// free: the user was charged for them within the free-repeat window and the cache still holds them.
import type { KeywordDetail, KeywordDetailQuery } from '../../../shared/contract/keyword-detail.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { Db } from '../../db/client.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { peekFreeRepeat } from '../billing/index.js';
import { fetchKeywordValue, keywordValueRequestKey, toKeywordValueView } from '../keyword-value/index.js';
import { findKeywordRow, findListsHolding, findSerpAnalysisId } from './keyword-detail-store.js';
import { fetchVolumeHistory, toVolumeHistory, volumeHistoryCharge } from './volume-history-service.js';

export async function readKeywordDetail(deps: { db: Db; provider: KeywordDataProvider }, input: { userId: string; query: KeywordDetailQuery }): Promise<KeywordDetail> {
  const { db, provider } = deps;
  const { userId, query } = input;
  const market = { keyword: query.keyword, languageCode: query.languageCode, locationCode: query.locationCode };
  const [stored, serpAnalysisId, lists, history, value] = await Promise.all([
    findKeywordRow(db, userId, query),
    findSerpAnalysisId(db, userId, query),
    findListsHolding(db, userId, query),
    peekFreeRepeat(db, userId, volumeHistoryCharge(market), () => fetchVolumeHistory(provider, market)),
    peekFreeRepeat(db, userId, { tool: 'serp', requestKey: keywordValueRequestKey(market) }, () => fetchKeywordValue(provider, market)),
  ]);
  return {
    keyword: normalizeKeyword(query.keyword),
    languageCode: query.languageCode,
    locationCode: query.locationCode,
    ...stored,
    serpAnalysisId,
    // A look at what is held, not a read: nothing was charged for either.
    history: history ? { ...toVolumeHistory(market, history), cached: true, providerCost: 0, estimatedCost: 0 } : null,
    value: value ? { ...toKeywordValueView(market, value, 0), providerCost: 0, estimatedCost: 0 } : null,
    lists,
  };
}
