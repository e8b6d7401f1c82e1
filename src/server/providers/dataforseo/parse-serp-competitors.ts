// Reads dataforseo_labs/google/serp_competitors/live (reference competitors §1.3): the domains that
// rank across a set of keywords, with their keyword count, average position, traffic and visibility.

import { z } from 'zod';
import { comparableHost } from '../../../shared/competitors/domain-name.js';
import type { SerpCompetitor } from '../types.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString } from './lenient.js';

const itemSchema = z.object({
  domain: lenientString,
  avg_position: lenientNumber,
  etv: lenientNumber,
  keywords_count: lenientNumber,
  visibility: lenientNumber,
});

const resultSchema = z.object({ total_count: lenientNumber, items: lenientArray });

export function parseSerpCompetitorsResult(result: readonly unknown[]): { totalCount: number | null; competitors: SerpCompetitor[] } {
  const seen = new Set<string>();
  const competitors: SerpCompetitor[] = [];
  let totalCount: number | null = null;
  for (const raw of result) {
    const parsed = resultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    if (parsed.data.total_count !== null) totalCount = (totalCount ?? 0) + parsed.data.total_count;
    for (const item of parsed.data.items ?? []) {
      const read = itemSchema.safeParse(item ?? {});
      if (!read.success || !read.data.domain) continue;
      const domain = comparableHost(read.data.domain);
      if (seen.has(domain)) continue;
      seen.add(domain);
      competitors.push({
        domain,
        keywordsCount: Math.max(0, Math.round(finiteOrNull(read.data.keywords_count) ?? 0)),
        avgPosition: finiteOrNull(read.data.avg_position),
        estimatedTraffic: finiteOrNull(read.data.etv),
        visibility: finiteOrNull(read.data.visibility),
      });
    }
  }
  competitors.sort((a, b) => b.keywordsCount - a.keywordsCount || (a.domain < b.domain ? -1 : 1));
  return { totalCount, competitors };
}
