// Reads dataforseo_labs/google/competitors_domain/live (reference competitors §1.3; SDK model
// DataforseoLabsGoogleCompetitorsDomainLiveItem): the domains sharing a target's keywords. The
// provider lists the target itself among them; it is left out here.

import { z } from 'zod';
import { comparableHost } from '../../../shared/competitors/domain-name.js';
import type { DomainCompetitor } from '../types.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString } from './lenient.js';

const organicOnly = z
  .object({ organic: z.object({ etv: lenientNumber, count: lenientNumber }).nullish().catch(null) })
  .nullish()
  .catch(null);

const competitorItemSchema = z.object({
  domain: lenientString,
  avg_position: lenientNumber,
  intersections: lenientNumber,
  full_domain_metrics: organicOnly,
  competitor_metrics: organicOnly,
});

const competitorsResultSchema = z.object({ target: lenientString, total_count: lenientNumber, items: lenientArray });

export interface CompetitorsResult {
  totalCount: number | null;
  competitors: DomainCompetitor[];
}

/** Competitors in the provider's order, most shared keywords first after sorting; the target and repeats dropped. */
export function parseCompetitorsResult(result: readonly unknown[], target: string): CompetitorsResult {
  const self = comparableHost(target);
  const seen = new Set<string>();
  const competitors: DomainCompetitor[] = [];
  let totalCount: number | null = null;
  for (const raw of result) {
    const parsed = competitorsResultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    if (parsed.data.total_count !== null) totalCount = (totalCount ?? 0) + parsed.data.total_count;
    for (const item of parsed.data.items ?? []) {
      const read = competitorItemSchema.safeParse(item ?? {});
      if (!read.success || !read.data.domain) continue;
      const domain = comparableHost(read.data.domain);
      if (domain.length === 0 || domain === self || seen.has(domain)) continue;
      seen.add(domain);
      const d = read.data;
      competitors.push({
        domain,
        sharedKeywords: Math.max(0, Math.round(finiteOrNull(d.intersections) ?? 0)),
        avgPosition: finiteOrNull(d.avg_position),
        estimatedTraffic: finiteOrNull(d.full_domain_metrics?.organic?.etv),
        keywords: finiteOrNull(d.full_domain_metrics?.organic?.count),
        sharedTraffic: finiteOrNull(d.competitor_metrics?.organic?.etv),
      });
    }
  }
  // Stable: equal counts keep the provider's order.
  competitors.sort((a, b) => b.sharedKeywords - a.sharedKeywords);
  return { totalCount, competitors };
}
