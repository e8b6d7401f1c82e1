// A keyword's longest monthly history against DataForSEO (decision 067): Labs
// `historical_search_volume/live` answers the same KeywordDataInfo as keyword_overview, with
// monthly searches since 2019 (the overview carries 12 months). One task, one keyword; the
// parser keeps the latest VOLUME_HISTORY_MONTHS months. A keyword the provider does not know is
// left out of its answer (and not charged): null.
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { KeywordMetrics, VolumeHistoryQuery } from '../types.js';
import type { DataForSeoClient } from './client.js';
import { parseKeywordItems, readLabsResult } from './parse-labs.js';

export const HISTORY_PATH = 'dataforseo_labs/google/historical_search_volume/live';

export async function getVolumeHistory(client: DataForSeoClient, q: VolumeHistoryQuery, fetchedAt: string): Promise<{ data: KeywordMetrics | null; providerCost: number }> {
  const keyword = normalizeKeyword(q.keyword);
  const answer = await client.postTask(HISTORY_PATH, { keywords: [keyword], location_code: q.locationCode, language_code: q.languageCode, include_serp_info: true }, q.signal);
  const rows = parseKeywordItems(readLabsResult(answer.result).items, fetchedAt);
  return { data: rows.find((row) => normalizeKeyword(row.keyword) === keyword) ?? null, providerCost: answer.providerCost };
}
