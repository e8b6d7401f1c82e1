// The fake's answers for the strength and value endpoints (decision 059), in the documented shapes:
// backlinks/bulk_pages_summary, dataforseo_labs bulk_traffic_estimation, ranked_keywords of one page
// ordered by estimated traffic, and keywords_data clickstream global_search_volume. Figures are
// drawn from each page's or keyword's hash, so the same question always gets the same answer.

import { hashString as hash } from '../../../src/server/providers/demo/seeded-random.js';
import { keywordDataInfo } from './fake-data.js';
import { LABS_ITEM_PRICE, LABS_TASK_PRICE, TaskError, type JsonObject } from './envelope.js';

export const STRENGTH_ENDPOINTS = {
  pagesSummary: 'backlinks/bulk_pages_summary/live',
  traffic: 'dataforseo_labs/google/bulk_traffic_estimation/live',
  globalVolume: 'keywords_data/clickstream_data/global_search_volume/live',
} as const;

/** Backlinks bulk_pages_summary: $0.02 per task plus $0.00003 per target. */
export const PAGES_SUMMARY_TASK_PRICE = 0.02;
export const PAGES_SUMMARY_TARGET_PRICE = 0.00003;

export interface FakeAnswer {
  result: JsonObject;
  cost: number;
}

function readTargets(task: Record<string, unknown>, max: number): string[] {
  const raw = task['targets'];
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > max || !raw.every((t) => typeof t === 'string' && t.length > 0)) {
    throw new TaskError(40501, "Invalid Field: 'targets'.");
  }
  return raw as string[];
}

const hostOf = (url: string): string => url.replace(/^https?:\/\//, '').split('/')[0]?.replace(/^www\./, '') ?? url;

export function bulkPagesSummary(task: Record<string, unknown>): FakeAnswer {
  const targets = readTargets(task, 1000);
  const items = targets.map((url): JsonObject => {
    const h = hash(`links|${url}`);
    const domainRank = 100 + (hash(`site|${hostOf(url)}`) % 800);
    const rank = Math.min(domainRank, 50 + (h % 400));
    const referringDomains = 5 + (h % 3000);
    const backlinks = referringDomains * (5 + (h % 30));
    return {
      type: 'backlinks_page_summary', url, rank, main_domain_rank: domainRank, backlinks,
      first_seen: '2019-11-14 18:24:39 +00:00', lost_date: null, backlinks_spam_score: h % 40, broken_backlinks: h % 50, broken_pages: h % 7,
      referring_domains: referringDomains, referring_domains_nofollow: Math.floor(referringDomains / 5), referring_main_domains: Math.floor(referringDomains * 0.9),
      referring_main_domains_nofollow: Math.floor(referringDomains / 6), referring_ips: Math.floor(referringDomains * 0.95), referring_subnets: Math.floor(referringDomains * 0.8),
      referring_pages: backlinks - (h % 10), referring_pages_nofollow: Math.floor(backlinks / 7),
      referring_links_tld: { com: Math.floor(backlinks * 0.7), org: Math.floor(backlinks * 0.1) },
      referring_links_types: { anchor: Math.floor(backlinks * 0.9), image: Math.floor(backlinks * 0.1) },
      referring_links_attributes: { nofollow: Math.floor(backlinks / 7) },
      referring_links_platform_types: { blogs: Math.floor(backlinks * 0.3) },
      referring_links_semantic_locations: { article: Math.floor(backlinks * 0.5) },
      referring_links_countries: { US: Math.floor(backlinks * 0.4) },
    };
  });
  return { result: { total_count: items.length, items_count: items.length, items }, cost: PAGES_SUMMARY_TASK_PRICE + PAGES_SUMMARY_TARGET_PRICE * items.length };
}

export function bulkTrafficEstimation(task: Record<string, unknown>, location: number, language: string): FakeAnswer {
  const targets = readTargets(task, 1000);
  const items = targets.map((target): JsonObject => {
    const h = hash(`traffic|${target}|${location}|${language}`);
    const count = 20 + (h % 20_000);
    return { se_type: 'google', target, metrics: { organic: { etv: Math.round(count * (1 + (h % 40)) * 100) / 100, count }, paid: { etv: 0, count: 0 }, featured_snippet: null, local_pack: null } };
  });
  return {
    result: { se_type: 'google', location_code: location, language_code: language, total_count: items.length, items_count: items.length, items },
    cost: LABS_TASK_PRICE + LABS_ITEM_PRICE * items.length,
  };
}

/** ranked_keywords of one page ordered by estimated traffic: the page's total in metrics, its best keyword first. */
export function rankedByTraffic(task: Record<string, unknown>, location: number, language: string): FakeAnswer {
  const target = typeof task['target'] === 'string' ? task['target'] : '';
  if (!target) throw new TaskError(40501, "Invalid Field: 'target'.");
  const h = hash(`page|${target}`);
  const keyword = `${['best', 'top', 'cheap', 'guide to'][h % 4] ?? 'best'} ${hostOf(target).split('.')[0] ?? 'site'}`;
  const count = 30 + (h % 900);
  const etv = Math.round(count * (2 + (h % 25)) * 10) / 10;
  const topEtv = Math.round(etv * 0.3 * 10) / 10;
  const item: JsonObject = {
    se_type: 'google',
    keyword_data: keywordDataInfo(keyword, location, language),
    ranked_serp_element: {
      se_type: 'google',
      serp_item: { se_type: 'google', type: 'organic', rank_group: 1, rank_absolute: 1, position: 'left', domain: hostOf(target), relative_url: '/', url: target, title: 'Top page', description: null, etv: topEtv, estimated_paid_traffic_cost: null, rank_changes: { previous_rank_absolute: 1, is_new: false, is_up: false, is_down: false }, rank_info: { page_rank: 300, main_domain_rank: 600 } },
      check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}`, serp_item_types: ['organic'], se_results_count: 1000000, keyword_difficulty: 40, is_lost: false,
      last_updated_time: '2026-10-01 10:00:00 +00:00', previous_updated_time: '2026-08-01 10:00:00 +00:00',
    },
  };
  const organic = { pos_1: Math.floor(count / 10), pos_2_3: Math.floor(count / 8), pos_4_10: Math.floor(count / 4), pos_11_20: 0, pos_21_30: 0, pos_31_40: 0, pos_41_50: 0, pos_51_60: 0, pos_61_70: 0, pos_71_80: 0, pos_81_90: 0, pos_91_100: 0, etv, impressions_etv: etv * 3, count, estimated_paid_traffic_cost: etv * 0.8, is_new: 0, is_up: 0, is_down: 0, is_lost: 0 };
  return {
    result: { se_type: 'google', target, location_code: location, language_code: language, total_count: count, items_count: 1, metrics: { organic, paid: null, featured_snippet: null, local_pack: null }, metrics_absolute: null, items: [item] },
    cost: LABS_TASK_PRICE + LABS_ITEM_PRICE,
  };
}

const COUNTRIES = ['US', 'IN', 'GB', 'DE', 'CA', 'AU', 'FR', 'BR'];

export function globalSearchVolume(task: Record<string, unknown>): FakeAnswer {
  const raw = task['keywords'];
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 1000 || !raw.every((k) => typeof k === 'string' && k.length >= 3)) {
    throw new TaskError(40501, "Invalid Field: 'keywords'.");
  }
  const items = (raw as string[]).map((k): JsonObject => {
    const keyword = k.trim().toLowerCase();
    const volume = 100 + (hash(`global|${keyword}`) % 500_000);
    const weights = COUNTRIES.map((code, i) => ({ code, weight: (hash(`${code}|${keyword}`) % 100) + 100 / (i + 1) }));
    const total = weights.reduce((sum, w) => sum + w.weight, 0) / 0.9;
    const country_distribution = weights.map((w): JsonObject => ({ country_iso_code: w.code, search_volume: Math.round((volume * w.weight) / total), percentage: Math.round((w.weight / total) * 10000) / 100 }));
    return { keyword, search_volume: volume, country_distribution };
  });
  return { result: { items_count: items.length, items }, cost: LABS_TASK_PRICE + LABS_ITEM_PRICE * items.length };
}
