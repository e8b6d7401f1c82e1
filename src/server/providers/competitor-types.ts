// The seam's shapes for competitor research: what a target ranks for, who its organic competitors
// are, and a keyword gap between your site and up to ten competitors. A keyword's metrics keep the
// one KeywordMetrics shape of every other answer, so the keyword-row model stores them the same way.
// Call plan, costs and the truncation rule: decision 051.

import type { CompetitorTarget } from '../../shared/competitors/target.js';
import type { KeywordMetrics, ProviderCallOptions } from './types.js';

/** A market, as every other question names it. */
interface MarketQuery extends ProviderCallOptions {
  languageCode: string;
  locationCode: number;
}

/**
 * How much of a list the provider holds was read. Rows come by search volume, highest first, so a
 * cut list holds every row above `volumeFloor` and maybe not all rows at it (shared rule:
 * positionFromSlice reads a keyword absent from a cut list at or below the floor as unknown).
 */
export interface ReadCoverage {
  /** Rows the provider holds for the question (its `total_count`). */
  totalCount: number;
  /** Rows read (billed); at most the query's limit. */
  rowsRead: number;
  /** True when rows were left unread (rowsRead < totalCount). */
  truncated: boolean;
  /** The lowest search volume among the rows read when truncated; null when complete or unknown. */
  volumeFloor: number | null;
  /** Provider calls made to read them (one per 1,000 rows). */
  calls: number;
}

/** Where the target appears on a results page: its organic result, or an AI Overview citing it, and so on. */
export type RankedElementType = 'organic' | 'paid' | 'featured_snippet' | 'local_pack' | 'ai_overview_reference';

export interface RankedElement {
  /** A RankedElementType, or the provider's own name for one not listed. */
  type: string;
  /** Rank among elements of the same type (DataForSEO rank_group), 1-based. */
  position: number | null;
  /** Rank among all elements of the page (rank_absolute). */
  rankAbsolute: number | null;
  url: string | null;
  title: string | null;
  /** Estimated monthly visits the element brings (DataForSEO etv). */
  estimatedTraffic: number | null;
}

/** How the organic position moved since the provider's previous look at the page. */
export interface RankChange {
  previousRankAbsolute: number | null;
  isNew: boolean;
  isUp: boolean;
  isDown: boolean;
}

export interface RankedKeyword {
  metrics: KeywordMetrics;
  /** The target's organic position, or null when it holds only other elements (an AI Overview citation). */
  position: number | null;
  /** The ranking URL: the organic result's, else the first held element's. */
  url: string | null;
  /** Estimated monthly visits from every element the target holds here. */
  estimatedTraffic: number | null;
  /** Every element the target holds on the page, organic first. */
  held: RankedElement[];
  /** True when the page's AI Overview cites the target. */
  citedInAiOverview: boolean;
  /** True when the target's organic result is the featured snippet. */
  featuredSnippet: boolean;
  /** SERP features on the page, by the provider's names ('ai_overview', 'people_also_ask', ...). */
  serpFeatures: string[];
  change: RankChange | null;
  /** True when the target no longer ranks here (only asked for with lost rankings). */
  lost: boolean;
  /** When the provider last looked at the page, ISO. */
  serpUpdatedAt: string | null;
}

/** Counts of ranking keywords by organic position band, for the whole target (not only the rows read). */
export interface RankingSummary {
  keywords: number | null;
  pos1: number | null;
  pos2to3: number | null;
  pos4to10: number | null;
  pos11to20: number | null;
  pos21to100: number | null;
  estimatedTraffic: number | null;
  /** Since the provider's previous update; null when the provider does not say. */
  isNew: number | null;
  isUp: number | null;
  isDown: number | null;
  isLost: number | null;
}

export interface RankedKeywordsQuery extends MarketQuery {
  target: CompetitorTarget;
  /** Most rows to read: the plan's limit; read 1,000 per provider call. */
  limit: number;
}

export interface RankedKeywordsPage {
  target: string;
  keywords: RankedKeyword[];
  summary: RankingSummary | null;
  coverage: ReadCoverage;
}

export interface DomainCompetitorsQuery extends MarketQuery {
  /** A domain or subdomain (a folder or page has no competitor list). */
  target: CompetitorTarget;
  /** Most competitors to return (at most 1,000). */
  limit: number;
  /** Domains the provider leaves out itself (exact names, at most 1,000). */
  excludeDomains?: string[];
}

export interface DomainCompetitor {
  domain: string;
  /** Keywords both the target and this domain rank for. */
  sharedKeywords: number;
  /** This domain's average position over the shared keywords. */
  avgPosition: number | null;
  /** Estimated monthly organic visits of this domain over all its keywords. */
  estimatedTraffic: number | null;
  /** Keywords this domain ranks for in all. */
  keywords: number | null;
  /** Estimated monthly organic visits this domain gets from the shared keywords. */
  sharedTraffic: number | null;
}

export interface DomainCompetitors {
  target: string;
  /** Most shared keywords first; never the target itself. */
  competitors: DomainCompetitor[];
  totalCount: number;
}

export interface KeywordGapQuery extends MarketQuery {
  own: CompetitorTarget;
  /** 1 to 10 competitors. */
  competitors: CompetitorTarget[];
  /**
   * 'all': every keyword any of the sites ranks for. 'untapped': only keywords your site does not
   * rank for, excluded by the provider itself, so a cut answer never misreads one as missing.
   */
  scope: 'all' | 'untapped';
  /** Most rows to read; read 1,000 per provider call. */
  limit: number;
}

/** One site's place for one keyword. */
export interface GapRank {
  /**
   * Its organic position; null when the provider listed the site's result without one, which the
   * gap rules must read as 'unknown', never as "does not rank" (gapPosition does).
   */
  position: number | null;
  url: string | null;
  estimatedTraffic: number | null;
}

export interface GapKeyword {
  metrics: KeywordMetrics;
  /** Your site's place, or null when it does not rank (always null in the 'untapped' scope). */
  own: GapRank | null;
  /** Each competitor's place in the order asked, null where it does not rank. */
  competitors: Array<GapRank | null>;
  serpFeatures: string[];
}

export interface KeywordGapPage {
  own: string;
  competitors: string[];
  scope: 'all' | 'untapped';
  keywords: GapKeyword[];
  /** Rows the intersection holds and rows read; every row read is complete for every site. */
  coverage: ReadCoverage;
}

/** A gap cell as the shared gap rules read it: a position, null (does not rank) or unknown. */
export function gapPosition(rank: GapRank | null): number | null | 'unknown' {
  if (rank === null) return null;
  return rank.position ?? 'unknown';
}

export interface SerpCompetitorsQuery extends MarketQuery {
  /** The keywords whose results pages are compared (a saved list's or a research's, at most 200). */
  keywords: string[];
  /** Most domains to return (at most 1,000). */
  limit: number;
}

/** A domain ranking across a set of keywords (DataForSEO serp_competitors). */
export interface SerpCompetitor {
  domain: string;
  /** Keywords of the set it ranks for. */
  keywordsCount: number;
  avgPosition: number | null;
  /** Estimated monthly visits it gets from the set's keywords. */
  estimatedTraffic: number | null;
  /** Its share of the set's estimated clicks, 0-1 (the provider's visibility). */
  visibility: number | null;
}

export interface SerpCompetitors {
  /** Keywords asked about. */
  keywords: number;
  /** Most keywords ranked for first. */
  competitors: SerpCompetitor[];
  totalCount: number;
}
