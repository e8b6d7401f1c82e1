// The competitor questions against DataForSEO Labs: a target's ranked keywords, a domain's
// organic competitors, and a keyword gap in one page_intersection read (decision 051). One task per
// call, 1,000 rows per call, cost from each answer.

import { GAP_TOO_MANY_INTERSECTING } from '../../../shared/messages/competitors.js';
import { ProviderError } from '../provider-error.js';
import type {
  DomainCompetitors,
  DomainCompetitorsQuery,
  KeywordGapPage,
  KeywordGapQuery,
  RankedKeywordsPage,
  RankedKeywordsQuery,
  RankingSummary,
  SerpCompetitors,
  SerpCompetitorsQuery,
} from '../types.js';
import { Bill, clampInt } from './bill.js';
import type { DataForSeoClient } from './client.js';
import { intersectionPage, rankedKeywordsTarget } from './labs-targets.js';
import { BY_VOLUME, coverageOf, readPaged } from './labs-paging.js';
import { parseCompetitorsResult } from './parse-competitors.js';
import { parseSerpCompetitorsResult } from './parse-serp-competitors.js';
import { parsePageIntersectionItems, readIntersectionResult } from './parse-intersection.js';
import { parseRankedItems, readRankedResult } from './parse-ranked.js';

export const COMPETITOR_PATHS = {
  ranked: 'dataforseo_labs/google/ranked_keywords/live',
  competitors: 'dataforseo_labs/google/competitors_domain/live',
  pageIntersection: 'dataforseo_labs/google/page_intersection/live',
  domainIntersection: 'dataforseo_labs/google/domain_intersection/live',
  serpCompetitors: 'dataforseo_labs/google/serp_competitors/live',
} as const;

/** Keywords one serp_competitors task takes at most. */
const MAX_SERP_COMPETITOR_KEYWORDS = 200;

/** The domains ranking across a keyword set, one call (decision 052). */
export async function findSerpCompetitors(client: DataForSeoClient, q: SerpCompetitorsQuery): Promise<{ data: SerpCompetitors; costUsd: number }> {
  const bill = new Bill(client, q.signal);
  const keywords = [...new Set(q.keywords)].slice(0, MAX_SERP_COMPETITOR_KEYWORDS);
  const answer = await bill.post(COMPETITOR_PATHS.serpCompetitors, {
    keywords,
    location_code: q.locationCode,
    language_code: q.languageCode,
    item_types: ['organic'],
    limit: clampInt(q.limit, 1, MAX_COMPETITORS),
  });
  const { totalCount, competitors } = parseSerpCompetitorsResult(answer.result);
  return { data: { keywords: keywords.length, competitors: competitors.slice(0, Math.max(0, q.limit)), totalCount: totalCount ?? competitors.length }, costUsd: bill.usd };
}

/** Rows read at most by one question: a guard against a runaway limit, far above any plan's. */
const MAX_ROWS = 100_000;
const MAX_COMPETITORS = 1000;

/** Elements a target's rows are read for: its organic results and the AI Overviews that cite it. */
const RANKED_ITEM_TYPES = ['organic', 'ai_overview_reference'];

export async function getRankedKeywords(client: DataForSeoClient, q: RankedKeywordsQuery, fetchedAt: string): Promise<{ data: RankedKeywordsPage; costUsd: number }> {
  const bill = new Bill(client, q.signal);
  const where = rankedKeywordsTarget(q.target);
  const first: { summary: RankingSummary | null } = { summary: null };
  const read = await readPaged(
    bill,
    COMPETITOR_PATHS.ranked,
    { ...where, location_code: q.locationCode, language_code: q.languageCode, item_types: RANKED_ITEM_TYPES, order_by: BY_VOLUME },
    clampInt(q.limit, 1, MAX_ROWS),
    (result) => {
      const page = readRankedResult(result);
      first.summary ??= page.summary;
      return { rows: page.items, itemCount: page.items.length, totalCount: page.totalCount };
    },
  );
  const keywords = parseRankedItems(read.rows, fetchedAt);
  return {
    data: { target: q.target.label, keywords, summary: first.summary, coverage: coverageOf(read, keywords.map((k) => k.metrics.searchVolume)) },
    costUsd: bill.usd,
  };
}

export async function findDomainCompetitors(client: DataForSeoClient, q: DomainCompetitorsQuery): Promise<{ data: DomainCompetitors; costUsd: number }> {
  const bill = new Bill(client, q.signal);
  const exclude = (q.excludeDomains ?? []).slice(0, 1000);
  // The target comes back as one of the rows: ask for one more so `limit` competitors remain.
  const answer = await bill.post(COMPETITOR_PATHS.competitors, {
    target: q.target.host,
    location_code: q.locationCode,
    language_code: q.languageCode,
    item_types: ['organic'],
    limit: clampInt(q.limit + 1, 1, MAX_COMPETITORS),
    ...(exclude.length > 0 ? { exclude_domains: exclude } : {}),
  });
  const { totalCount, competitors } = parseCompetitorsResult(answer.result, q.target.host);
  return {
    data: { target: q.target.label, competitors: competitors.slice(0, Math.max(0, q.limit)), totalCount: Math.max(0, (totalCount ?? competitors.length) - 1) },
    costUsd: bill.usd,
  };
}

/**
 * The whole gap in one paged read: pages = your site then the competitors, union, so every row
 * holds every site's place ('all'); or pages = the competitors with your site excluded by the
 * provider ('untapped'). 1 + N sites cost ceil(limit / 1,000) calls, not one call per pair.
 */
export async function getKeywordGap(client: DataForSeoClient, q: KeywordGapQuery, fetchedAt: string): Promise<{ data: KeywordGapPage; costUsd: number }> {
  const bill = new Bill(client, q.signal);
  const sites = q.scope === 'all' ? [q.own, ...q.competitors] : q.competitors;
  const pages: Record<string, string> = {};
  sites.forEach((site, i) => {
    pages[String(i + 1)] = intersectionPage(site);
  });
  const ownKey = q.scope === 'all' ? '1' : null;
  const competitorKeys = q.competitors.map((_, i) => String(q.scope === 'all' ? i + 2 : i + 1));
  const task: Record<string, unknown> = {
    pages,
    intersection_mode: 'union',
    item_types: ['organic'],
    include_serp_info: true,
    location_code: q.locationCode,
    language_code: q.languageCode,
    order_by: BY_VOLUME,
    ...(q.scope === 'untapped' ? { exclude_pages: [intersectionPage(q.own)] } : {}),
  };
  try {
    const read = await readPaged(bill, COMPETITOR_PATHS.pageIntersection, task, clampInt(q.limit, 1, MAX_ROWS), (result) => {
      const page = readIntersectionResult(result);
      return { rows: parsePageIntersectionItems(page.items, ownKey, competitorKeys, fetchedAt), itemCount: page.items.length, totalCount: page.totalCount };
    });
    return {
      data: {
        own: q.own.label,
        competitors: q.competitors.map((c) => c.label),
        scope: q.scope,
        keywords: read.rows,
        coverage: coverageOf(read, read.rows.map((r) => r.metrics.searchVolume)),
      },
      costUsd: bill.usd,
    };
  } catch (error) {
    // 40504: the sites share more keywords than the provider compares at once; the user's choice of sites, not our request.
    if (error instanceof ProviderError && error.providerStatusCode === 40504) {
      throw new ProviderError('invalid_input', { message: GAP_TOO_MANY_INTERSECTING, providerStatusCode: 40504, providerMessage: error.providerMessage ?? '', costUsd: error.costUsd });
    }
    throw error;
  }
}
