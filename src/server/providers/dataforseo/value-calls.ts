// The value of ranking for a keyword against DataForSEO (decision 059): the #1 page's ranked
// keywords ordered by estimated traffic, one row (its total estimated traffic is the answer's
// metrics.organic.etv, the traffic potential; its first keyword the parent topic), and the
// keyword's clickstream global search volume with its split by country. A product the account
// lacks (40204) leaves its part empty and named in `missing`.

import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { KeywordValue, KeywordValueQuery } from '../types.js';
import { Bill, lacksProduct, withBillTotal } from './bill.js';
import type { DataForSeoClient } from './client.js';
import { parseGlobalSearchVolume } from './parse-global-volume.js';
import { parseRankedItems, readRankedResult } from './parse-ranked.js';

export const VALUE_PATHS = {
  ranked: 'dataforseo_labs/google/ranked_keywords/live',
  globalVolume: 'keywords_data/clickstream_data/global_search_volume/live',
} as const;

/** Countries kept, largest first. */
const TOP_COUNTRIES = 10;

export async function getKeywordValue(client: DataForSeoClient, q: KeywordValueQuery, fetchedAt: string): Promise<{ data: KeywordValue; providerCost: number }> {
  const keyword = normalizeKeyword(q.keyword);
  const bill = new Bill(client, q.signal);
  // The two reads do not depend on each other: asked at once.
  const [topPage, global] = await Promise.allSettled([readTopPage(bill, q, fetchedAt), readGlobal(bill, keyword)]);
  if (topPage.status === 'rejected') throw withBillTotal(topPage.reason, bill);
  if (global.status === 'rejected') throw withBillTotal(global.reason, bill);
  const missing: KeywordValue['missing'] = [...(topPage.value === null ? ['traffic' as const] : []), ...(global.value === null ? ['global' as const] : [])];
  const page = topPage.value ?? { trafficPotential: null, parentTopic: null, parentTopicVolume: null };
  return {
    data: { keyword, topUrl: q.topUrl, ...page, globalSearchVolume: global.value?.searchVolume ?? null, countries: global.value?.countries ?? [], missing },
    providerCost: bill.usd,
  };
}

type TopPage = Pick<KeywordValue, 'trafficPotential' | 'parentTopic' | 'parentTopicVolume'>;

/** The #1 page's total estimated traffic and its best keyword; empty without a #1 page, null when the account lacks Labs. */
async function readTopPage(bill: Bill, q: KeywordValueQuery, fetchedAt: string): Promise<TopPage | null> {
  if (!q.topUrl) return { trafficPotential: null, parentTopic: null, parentTopicVolume: null };
  try {
    const answer = await bill.post(VALUE_PATHS.ranked, {
      target: q.topUrl,
      location_code: q.locationCode,
      language_code: q.languageCode,
      item_types: ['organic'],
      order_by: ['ranked_serp_element.serp_item.etv,desc'],
      limit: 1,
    });
    const ranked = readRankedResult(answer.result);
    const top = parseRankedItems(ranked.items, fetchedAt)[0];
    return { trafficPotential: ranked.summary?.estimatedTraffic ?? null, parentTopic: top?.metrics.keyword ?? null, parentTopicVolume: top?.metrics.searchVolume ?? null };
  } catch (error) {
    if (!lacksProduct(error)) throw error;
    return null;
  }
}

/** The keyword's worldwide volume and its top countries; null when the account lacks clickstream data. */
async function readGlobal(bill: Bill, keyword: string): Promise<{ searchVolume: number | null; countries: KeywordValue['countries'] } | null> {
  try {
    const answer = await bill.post(VALUE_PATHS.globalVolume, { keywords: [keyword] });
    const global = parseGlobalSearchVolume(answer.result).find((row) => normalizeKeyword(row.keyword) === keyword);
    return { searchVolume: global?.searchVolume ?? null, countries: (global?.countries ?? []).slice(0, TOP_COUNTRIES) };
  } catch (error) {
    if (!lacksProduct(error)) throw error;
    return null;
  }
}
