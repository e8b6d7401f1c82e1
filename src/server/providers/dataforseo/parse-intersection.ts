// Reads the intersection endpoints (reference competitors §1.4-1.5): page_intersection's
// `intersection_result` keyed "1".."20" in the order the pages were sent, and domain_intersection's
// `first_domain_serp_element` / `second_domain_serp_element`. Both hold the element itself
// (labs-serp-element.ts), null where that site does not rank.

import { z } from 'zod';
import type { GapKeyword, GapRank } from '../types.js';
import { lenientArray, lenientNumber, lenientStringArray } from './lenient.js';
import { readLabsSerpElement, toRankedElement } from './labs-serp-element.js';
import { parseKeywordDataInfo } from './parse-labs.js';

const intersectionResultSchema = z.object({ total_count: lenientNumber, items: lenientArray });

const serpInfoSchema = z
  .object({ serp_info: z.object({ serp_item_types: lenientStringArray }).nullish().catch(null) })
  .catch({ serp_info: null });

export interface IntersectionResult {
  totalCount: number | null;
  items: unknown[];
}

export function readIntersectionResult(result: readonly unknown[]): IntersectionResult {
  const merged: IntersectionResult = { totalCount: null, items: [] };
  for (const raw of result) {
    const parsed = intersectionResultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    if (parsed.data.total_count !== null) merged.totalCount = (merged.totalCount ?? 0) + parsed.data.total_count;
    merged.items.push(...(parsed.data.items ?? []));
  }
  return merged;
}

/** One site's element as a gap rank; null when absent (the site does not rank). */
export function toGapRank(raw: unknown): GapRank | null {
  const element = readLabsSerpElement(raw);
  if (!element) return null;
  const ranked = toRankedElement(element);
  return { position: ranked.position, url: ranked.url, estimatedTraffic: ranked.estimatedTraffic };
}

function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * page_intersection items as gap rows. `ownKey` names your site's page ("1"), or null when your
 * site was excluded (its column is then known: it does not rank); `competitorKeys` the competitors'.
 */
export function parsePageIntersectionItems(items: readonly unknown[], ownKey: string | null, competitorKeys: readonly string[], fetchedAt: string): GapKeyword[] {
  const rows: GapKeyword[] = [];
  for (const raw of items) {
    const item = recordOf(raw);
    const metrics = parseKeywordDataInfo(item['keyword_data'], fetchedAt);
    if (!metrics) continue;
    const result = recordOf(item['intersection_result']);
    rows.push({
      metrics,
      own: ownKey === null ? null : toGapRank(result[ownKey]),
      competitors: competitorKeys.map((key) => toGapRank(result[key])),
      serpFeatures: serpInfoSchema.parse(item['keyword_data'] ?? {}).serp_info?.serp_item_types ?? [],
    });
  }
  return rows;
}

/** domain_intersection items: target1's and target2's places for each keyword. */
export function parseDomainIntersectionItems(items: readonly unknown[], fetchedAt: string): Array<{ keyword: GapKeyword['metrics']; first: GapRank | null; second: GapRank | null }> {
  const rows: Array<{ keyword: GapKeyword['metrics']; first: GapRank | null; second: GapRank | null }> = [];
  for (const raw of items) {
    const item = recordOf(raw);
    const metrics = parseKeywordDataInfo(item['keyword_data'], fetchedAt);
    if (!metrics) continue;
    rows.push({ keyword: metrics, first: toGapRank(item['first_domain_serp_element']), second: toGapRank(item['second_domain_serp_element']) });
  }
  return rows;
}
