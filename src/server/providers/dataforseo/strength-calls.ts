// The strength of a results page against DataForSEO, for all its top URLs at once (decision 059):
// backlinks/bulk_pages_summary (page rank, the site's rank, backlinks, referring domains) and
// dataforseo_labs bulk_traffic_estimation (visits and keywords per page): two tasks, not ten.
// An account without the Backlinks API (40204) falls back to the keyword's Labs overview, whose
// avg_backlinks_info holds the top 10's averages, and the answer says the per-page links are missing.

import { emptyPageStrength, type PageStrength, type SerpStrength, type SerpStrengthQuery, type StrengthGap, type TopPagesAverage } from '../types.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { Bill, lacksProduct, withBillTotal } from './bill.js';
import type { DataForSeoClient } from './client.js';
import { parseBulkPagesSummary, type PageLinkSummary } from './parse-backlinks.js';
import { parseBulkTrafficEstimation, type TargetTraffic } from './parse-traffic.js';
import { topAverageOf } from './parse-avg-backlinks.js';
import { readLabsResult } from './parse-labs.js';

export const STRENGTH_PATHS = {
  pagesSummary: 'backlinks/bulk_pages_summary/live',
  traffic: 'dataforseo_labs/google/bulk_traffic_estimation/live',
  overview: 'dataforseo_labs/google/keyword_overview/live',
} as const;

const MAX_URLS = 10;

/** Scheme, case of the host and a trailing slash do not make another page. */
export function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '');
    return `${parsed.hostname.toLowerCase().replace(/^www\./, '')}${path}${parsed.search}`;
  } catch {
    return url.trim().toLowerCase().replace(/\/+$/, '');
  }
}

function byPage<T>(rows: readonly T[], urlOf: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const row of rows) if (!map.has(pageKey(urlOf(row)))) map.set(pageKey(urlOf(row)), row);
  return map;
}

function merge(url: string, links: PageLinkSummary | undefined, traffic: TargetTraffic | undefined): PageStrength {
  return {
    ...emptyPageStrength(url),
    ...(links
      ? {
          domainRank: links.mainDomainRank,
          pageRank: links.rank,
          referringDomains: links.referringDomains,
          referringMainDomains: links.referringMainDomains,
          backlinks: links.backlinks,
          spamScore: links.backlinksSpamScore,
        }
      : {}),
    ...(traffic ? { estimatedTraffic: traffic.organic?.etv ?? null, keywords: traffic.organic?.count ?? null } : {}),
  };
}

export async function getSerpStrength(client: DataForSeoClient, q: SerpStrengthQuery): Promise<{ data: SerpStrength; providerCost: number }> {
  const urls = [...new Set(q.urls)].slice(0, MAX_URLS);
  if (urls.length === 0) return { data: { pages: [], topAverage: null, missing: [] }, providerCost: 0 };
  const bill = new Bill(client, q.signal);
  // The two reads do not depend on each other: asked at once, the page waits for the slower one only.
  const [linksRead, trafficRead] = await Promise.allSettled([readLinks(bill, q, urls), readTraffic(bill, q, urls)]);
  if (linksRead.status === 'rejected') throw withBillTotal(linksRead.reason, bill);
  if (trafficRead.status === 'rejected') throw withBillTotal(trafficRead.reason, bill);
  const { links, topAverage } = linksRead.value;
  const traffic = trafficRead.value;
  const missing: StrengthGap[] = [...(links === null ? ['links' as const] : []), ...(traffic === null ? ['traffic' as const] : [])];
  const linksByPage = byPage(links ?? [], (row) => row.url);
  const trafficByPage = byPage(traffic ?? [], (row) => row.target);
  const pages = urls.map((url) => merge(url, linksByPage.get(pageKey(url)), trafficByPage.get(pageKey(url))));
  return { data: { pages, topAverage, missing }, providerCost: bill.usd };
}

/** Per-page links, or null and the top 10's Labs average when the account lacks the Backlinks API. */
async function readLinks(bill: Bill, q: SerpStrengthQuery, urls: string[]): Promise<{ links: PageLinkSummary[] | null; topAverage: TopPagesAverage | null }> {
  try {
    const answer = await bill.post(STRENGTH_PATHS.pagesSummary, { targets: urls, rank_scale: 'one_thousand' });
    return { links: parseBulkPagesSummary(answer.result), topAverage: null };
  } catch (error) {
    if (!lacksProduct(error)) throw error;
    return { links: null, topAverage: await readTopAverage(bill, q) };
  }
}

/** Per-page visits and keywords, or null when the account lacks Labs. */
async function readTraffic(bill: Bill, q: SerpStrengthQuery, urls: string[]): Promise<TargetTraffic[] | null> {
  try {
    const answer = await bill.post(STRENGTH_PATHS.traffic, { targets: urls, location_code: q.locationCode, language_code: q.languageCode, item_types: ['organic'] });
    return parseBulkTrafficEstimation(answer.result);
  } catch (error) {
    if (!lacksProduct(error)) throw error;
    return null;
  }
}

/** The keyword's Labs overview: its avg_backlinks_info, or null when Labs is missing too. */
async function readTopAverage(bill: Bill, q: SerpStrengthQuery): Promise<TopPagesAverage | null> {
  try {
    const answer = await bill.post(STRENGTH_PATHS.overview, { keywords: [normalizeKeyword(q.keyword)], location_code: q.locationCode, language_code: q.languageCode });
    return topAverageOf(readLabsResult(answer.result).items);
  } catch (error) {
    if (lacksProduct(error)) return null;
    throw error;
  }
}
