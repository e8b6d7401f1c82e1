// Reads dataforseo_labs/google/ranked_keywords/live (reference competitors §1.2): the keywords a
// target ranks for, one item per keyword and element type the target holds, merged here into one
// row per keyword (its organic result and, say, its AI Overview citation), plus the target's
// position-band summary.

import { z } from 'zod';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { RankedElement, RankedKeyword, RankingSummary } from '../types.js';
import { finiteOrNull, lenientArray, lenientBoolean, lenientNumber, lenientString, lenientStringArray, toIsoTime } from './lenient.js';
import { readLabsSerpElement, toRankChange, toRankedElement, type LabsSerpElement } from './labs-serp-element.js';
import { parseKeywordDataInfo } from './parse-labs.js';

const metricsInfoSchema = z
  .object({
    pos_1: lenientNumber,
    pos_2_3: lenientNumber,
    pos_4_10: lenientNumber,
    pos_11_20: lenientNumber,
    pos_21_30: lenientNumber,
    pos_31_40: lenientNumber,
    pos_41_50: lenientNumber,
    pos_51_60: lenientNumber,
    pos_61_70: lenientNumber,
    pos_71_80: lenientNumber,
    pos_81_90: lenientNumber,
    pos_91_100: lenientNumber,
    etv: lenientNumber,
    count: lenientNumber,
    is_new: lenientNumber,
    is_up: lenientNumber,
    is_down: lenientNumber,
    is_lost: lenientNumber,
  })
  .nullish()
  .catch(null);

const rankedResultSchema = z.object({
  target: lenientString,
  total_count: lenientNumber,
  items_count: lenientNumber,
  metrics: z.object({ organic: metricsInfoSchema }).nullish().catch(null),
  items: lenientArray,
});

const rankedItemSchema = z.object({
  keyword_data: z.unknown(),
  ranked_serp_element: z
    .object({ serp_item: z.unknown(), serp_item_types: lenientStringArray, is_lost: lenientBoolean, last_updated_time: lenientString })
    .nullish()
    .catch(null),
});

type OrganicMetrics = NonNullable<z.infer<typeof metricsInfoSchema>>;

export interface RankedResult {
  target: string | null;
  totalCount: number | null;
  items: unknown[];
  summary: RankingSummary | null;
}

function sumOrNull(values: Array<number | null>): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

function toSummary(m: OrganicMetrics): RankingSummary {
  return {
    keywords: finiteOrNull(m.count),
    pos1: finiteOrNull(m.pos_1),
    pos2to3: finiteOrNull(m.pos_2_3),
    pos4to10: finiteOrNull(m.pos_4_10),
    pos11to20: finiteOrNull(m.pos_11_20),
    pos21to100: sumOrNull([m.pos_21_30, m.pos_31_40, m.pos_41_50, m.pos_51_60, m.pos_61_70, m.pos_71_80, m.pos_81_90, m.pos_91_100]),
    estimatedTraffic: finiteOrNull(m.etv),
    isNew: finiteOrNull(m.is_new),
    isUp: finiteOrNull(m.is_up),
    isDown: finiteOrNull(m.is_down),
    isLost: finiteOrNull(m.is_lost),
  };
}

/** Every result object of the task read as one (live tasks hold one; none may be dropped). */
export function readRankedResult(result: unknown[]): RankedResult {
  const merged: RankedResult = { target: null, totalCount: null, items: [], summary: null };
  for (const raw of result) {
    const parsed = rankedResultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    const part = parsed.data;
    merged.target ??= part.target;
    if (part.total_count !== null) merged.totalCount = (merged.totalCount ?? 0) + part.total_count;
    merged.items.push(...(part.items ?? []));
    if (merged.summary === null && part.metrics?.organic) merged.summary = toSummary(part.metrics.organic);
  }
  return merged;
}

interface Draft {
  row: RankedKeyword;
  organic: LabsSerpElement | null;
  others: RankedElement[];
}

function finish({ row, organic, others }: Draft): RankedKeyword {
  const held = organic ? [toRankedElement(organic), ...others] : others;
  return {
    ...row,
    position: organic ? toRankedElement(organic).position : null,
    url: held.find((e) => e.url !== null)?.url ?? null,
    estimatedTraffic: sumOrNull(held.map((e) => e.estimatedTraffic)),
    held,
    citedInAiOverview: held.some((e) => e.type === 'ai_overview_reference'),
    featuredSnippet: organic?.is_featured_snippet === true || held.some((e) => e.type === 'featured_snippet'),
    change: organic ? toRankChange(organic) : null,
  };
}

/**
 * Items of one or more pages, in order, merged per keyword: the first item of a keyword gives its
 * metrics; its organic element its position; every element goes into `held`.
 */
export function parseRankedItems(items: readonly unknown[], fetchedAt: string): RankedKeyword[] {
  const drafts = new Map<string, Draft>();
  for (const raw of items) {
    const parsed = rankedItemSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    const metrics = parseKeywordDataInfo(parsed.data.keyword_data, fetchedAt);
    const serp = parsed.data.ranked_serp_element;
    const element = readLabsSerpElement(serp?.serp_item);
    if (!metrics || !element) continue;
    const key = normalizeKeyword(metrics.keyword);
    let draft = drafts.get(key);
    if (!draft) {
      const row: RankedKeyword = {
        metrics,
        position: null,
        url: null,
        estimatedTraffic: null,
        held: [],
        citedInAiOverview: false,
        featuredSnippet: false,
        serpFeatures: [],
        change: null,
        lost: false,
        serpUpdatedAt: null,
      };
      draft = { row, organic: null, others: [] };
      drafts.set(key, draft);
    }
    const features = new Set([...draft.row.serpFeatures, ...(serp?.serp_item_types ?? [])]);
    draft.row.serpFeatures = [...features];
    draft.row.lost ||= serp?.is_lost === true;
    draft.row.serpUpdatedAt ??= toIsoTime(serp?.last_updated_time);
    // The best organic result counts when a target holds two (a page and its sitelink host).
    const isOrganic = (element.type ?? 'organic') === 'organic';
    if (isOrganic && (draft.organic === null || (element.rank_group ?? Infinity) < (draft.organic.rank_group ?? Infinity))) {
      if (draft.organic) draft.others.push(toRankedElement(draft.organic));
      draft.organic = element;
    } else {
      draft.others.push(toRankedElement(element));
    }
  }
  return [...drafts.values()].map(finish);
}
