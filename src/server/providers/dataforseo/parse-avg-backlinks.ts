// Reads a Labs keyword item's avg_backlinks_info: the provider's average of the link figures of the
// pages in the keyword's top 10 (rank and main_domain_rank on the 0-1000 scale). What the Labs data
// carries about a results page's strength when the account has no Backlinks API.

import { z } from 'zod';
import type { TopPagesAverage } from '../types.js';
import { finiteOrNull, lenientNumber, lenientString, toIsoTime } from './lenient.js';

const avgSchema = z.object({
  backlinks: lenientNumber,
  dofollow: lenientNumber,
  referring_pages: lenientNumber,
  referring_domains: lenientNumber,
  referring_main_domains: lenientNumber,
  rank: lenientNumber,
  main_domain_rank: lenientNumber,
  last_updated_time: lenientString,
});

const itemSchema = z.object({ keyword: lenientString, avg_backlinks_info: z.unknown() });

/** Every documented field of avg_backlinks_info. */
export interface AverageBacklinksInfo {
  backlinks: number | null;
  dofollow: number | null;
  referringPages: number | null;
  referringDomains: number | null;
  referringMainDomains: number | null;
  rank: number | null;
  mainDomainRank: number | null;
  updatedAt: string | null;
}

export function parseAverageBacklinksInfo(raw: unknown): AverageBacklinksInfo | null {
  if (raw === null || typeof raw !== 'object') return null;
  const read = avgSchema.safeParse(raw);
  if (!read.success) return null;
  const d = read.data;
  return {
    backlinks: finiteOrNull(d.backlinks),
    dofollow: finiteOrNull(d.dofollow),
    referringPages: finiteOrNull(d.referring_pages),
    referringDomains: finiteOrNull(d.referring_domains),
    referringMainDomains: finiteOrNull(d.referring_main_domains),
    rank: finiteOrNull(d.rank),
    mainDomainRank: finiteOrNull(d.main_domain_rank),
    updatedAt: toIsoTime(d.last_updated_time),
  };
}

/** The average of the first item of a keyword_overview answer's items (the one keyword asked). */
export function topAverageOf(items: readonly unknown[] | null): TopPagesAverage | null {
  for (const item of items ?? []) {
    const read = itemSchema.safeParse(item ?? {});
    if (!read.success) continue;
    const info = parseAverageBacklinksInfo(read.data.avg_backlinks_info);
    if (!info) continue;
    return { domainRank: info.mainDomainRank, pageRank: info.rank, referringDomains: info.referringDomains, backlinks: info.backlinks };
  }
  return null;
}
