// The seam's shapes for the strength of a results page: for each of its top pages, how strong the
// page and its site are (rank on the provider's 0-1000 scale, referring domains, backlinks) and
// what they already earn (estimated monthly visits, keywords ranked for). Read for the ten URLs of
// a SERP at once and stored with its snapshot (decision 059).
import type { ProviderCallOptions } from './types.js';

export interface SerpStrengthQuery extends ProviderCallOptions {
  /** The organic results' URLs, in page order (at most ten). */
  urls: string[];
  /** The keyword whose page it is: the fallback reads its top 10's averages from the keyword's Labs data. */
  keyword: string;
  languageCode: string;
  locationCode: number;
}

export interface PageStrength {
  url: string;
  /** The page's site (its registrable domain), 0-1000. */
  domainRank: number | null;
  /** The page itself, 0-1000. */
  pageRank: number | null;
  referringDomains: number | null;
  /** Referring root domains (subdomains of one site counted once). */
  referringMainDomains: number | null;
  backlinks: number | null;
  /** Links from pages marked as spam, 0-100 (the provider's backlinks_spam_score). */
  spamScore: number | null;
  /** Estimated monthly organic visits of the page, over every keyword it ranks for. */
  estimatedTraffic: number | null;
  /** Organic keywords the page ranks for. */
  keywords: number | null;
}

/** The provider's own average of the top ten pages' link figures for the keyword (a fallback without per-page links). */
export interface TopPagesAverage {
  domainRank: number | null;
  pageRank: number | null;
  referringDomains: number | null;
  backlinks: number | null;
}

/** A part of the figures the provider could not give: `links` rank, referring domains and backlinks per page; `traffic` visits and keywords per page. */
export type StrengthGap = 'links' | 'traffic';

export interface SerpStrength {
  /** One per URL asked, in the order asked; a figure the provider did not give is null. */
  pages: PageStrength[];
  /** Filled when per-page links are missing and the keyword's Labs data carries the top ten's averages. */
  topAverage: TopPagesAverage | null;
  missing: StrengthGap[];
}

export function emptyPageStrength(url: string): PageStrength {
  return { url, domainRank: null, pageRank: null, referringDomains: null, referringMainDomains: null, backlinks: null, spamScore: null, estimatedTraffic: null, keywords: null };
}
