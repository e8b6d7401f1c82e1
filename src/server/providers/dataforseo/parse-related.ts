// Reads a related_keywords/live result (reference §3b): metrics sit under each item's `keyword_data`,
// the seed itself comes back as an item with depth 0, and `total_count` counts every depth.

import { z } from 'zod';
import { computeRelevance } from '../keyword-text.js';
import type { RelatedKeyword, RelatedPage } from '../types.js';
import { finiteOrNull, lenientNumber, lenientStringArray } from './lenient.js';
import { parseKeywordDataInfo, readCategories, readLabsResult } from './parse-labs.js';

const relatedItemSchema = z.object({
  keyword_data: z.unknown().optional(),
  depth: lenientNumber,
  related_keywords: lenientStringArray,
});

export function parseRelatedResult(result: unknown[], seedKeyword: string, fetchedAt: string): RelatedPage {
  const labs = readLabsResult(result);
  const seed = labs.seed_keyword ?? seedKeyword;
  const items: RelatedKeyword[] = [];
  for (const raw of labs.items ?? []) {
    const parsed = relatedItemSchema.safeParse(raw);
    if (!parsed.success) continue;
    const metrics = parseKeywordDataInfo(parsed.data.keyword_data, fetchedAt);
    if (!metrics) continue;
    const depth = Math.max(0, Math.round(finiteOrNull(parsed.data.depth) ?? 0));
    items.push({
      ...metrics,
      depth,
      relevance: computeRelevance(seed, metrics.keyword, depth),
      categories: readCategories(parsed.data.keyword_data),
      relatedKeywords: parsed.data.related_keywords,
    });
  }
  const total = finiteOrNull(labs.total_count);
  return { items, totalCount: total === null ? items.length : Math.max(0, Math.round(total)) };
}
