// Reads backlinks/bulk_pages_summary/live (up to 1,000 pages in one task): each page's rank and its
// site's (main_domain_rank), both on the 0-1000 scale, with its backlinks and referring domains.
// Items are keyed by the URL as the provider spells it back; callers match them to the URLs asked.

import { z } from 'zod';
import { finiteOrNull, lenientArray, lenientNumber, lenientString, toIsoTime } from './lenient.js';

const itemSchema = z.object({
  url: lenientString,
  rank: lenientNumber,
  main_domain_rank: lenientNumber,
  backlinks: lenientNumber,
  first_seen: lenientString,
  lost_date: lenientString,
  backlinks_spam_score: lenientNumber,
  broken_backlinks: lenientNumber,
  broken_pages: lenientNumber,
  referring_domains: lenientNumber,
  referring_domains_nofollow: lenientNumber,
  referring_main_domains: lenientNumber,
  referring_main_domains_nofollow: lenientNumber,
  referring_ips: lenientNumber,
  referring_subnets: lenientNumber,
  referring_pages: lenientNumber,
  referring_pages_nofollow: lenientNumber,
});

const resultSchema = z.object({ items: lenientArray });

/** One page's link summary, every documented figure kept. */
export interface PageLinkSummary {
  url: string;
  rank: number | null;
  mainDomainRank: number | null;
  backlinks: number | null;
  firstSeen: string | null;
  lostDate: string | null;
  backlinksSpamScore: number | null;
  brokenBacklinks: number | null;
  brokenPages: number | null;
  referringDomains: number | null;
  referringDomainsNofollow: number | null;
  referringMainDomains: number | null;
  referringMainDomainsNofollow: number | null;
  referringIps: number | null;
  referringSubnets: number | null;
  referringPages: number | null;
  referringPagesNofollow: number | null;
}

export function parseBulkPagesSummary(result: readonly unknown[]): PageLinkSummary[] {
  const pages: PageLinkSummary[] = [];
  for (const raw of result) {
    const parsed = resultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    for (const item of parsed.data.items ?? []) {
      const read = itemSchema.safeParse(item ?? {});
      if (!read.success || !read.data.url) continue;
      const d = read.data;
      pages.push({
        url: d.url ?? '',
        rank: finiteOrNull(d.rank),
        mainDomainRank: finiteOrNull(d.main_domain_rank),
        backlinks: finiteOrNull(d.backlinks),
        firstSeen: toIsoTime(d.first_seen),
        lostDate: toIsoTime(d.lost_date),
        backlinksSpamScore: finiteOrNull(d.backlinks_spam_score),
        brokenBacklinks: finiteOrNull(d.broken_backlinks),
        brokenPages: finiteOrNull(d.broken_pages),
        referringDomains: finiteOrNull(d.referring_domains),
        referringDomainsNofollow: finiteOrNull(d.referring_domains_nofollow),
        referringMainDomains: finiteOrNull(d.referring_main_domains),
        referringMainDomainsNofollow: finiteOrNull(d.referring_main_domains_nofollow),
        referringIps: finiteOrNull(d.referring_ips),
        referringSubnets: finiteOrNull(d.referring_subnets),
        referringPages: finiteOrNull(d.referring_pages),
        referringPagesNofollow: finiteOrNull(d.referring_pages_nofollow),
      });
    }
  }
  return pages;
}
