// Reads an organic task_get/advanced (or live/advanced) result (reference §3.4, §2.1) into the neutral
// RankSerp the check reading works on: organic items with both ranks, the element types present, the
// AI Overview's references (top-level and nested in its elements, deduped by URL), and pages read.
import { z } from 'zod';
import type { RankSerp, RankSerpOrganic, RankSerpReference } from '../../../shared/projects/rank-reading.js';
import { lenientArray, lenientNumber, lenientString, lenientStringArray } from './lenient.js';

const resultSchema = z.object({ item_types: lenientStringArray, pages_count: lenientNumber, items: lenientArray });
const itemSchema = z.object({ type: z.string(), rank_group: lenientNumber, rank_absolute: lenientNumber, domain: lenientString, url: lenientString, references: lenientArray, items: lenientArray });
const referenceSchema = z.object({ domain: lenientString, url: lenientString, source: lenientString });

function referencesOf(raw: unknown[] | null | undefined, into: Map<string, RankSerpReference>): void {
  for (const entry of raw ?? []) {
    const parsed = referenceSchema.safeParse(entry ?? {});
    if (!parsed.success) continue;
    const url = parsed.data.url ?? '';
    const domain = parsed.data.domain ?? '';
    if (!url && !domain) continue;
    const key = url || domain;
    if (!into.has(key)) into.set(key, { domain, url });
  }
}

/** `asked`: whether the task asked for the AI Overview (load_async_ai_overview), so its absence means absent. */
export function parseRankSerp(result: unknown[], asked: boolean, depth: number): RankSerp {
  const organic: RankSerpOrganic[] = [];
  const itemTypes: string[] = [];
  let overview: Map<string, RankSerpReference> | null = null;
  let pages = 0;
  for (const raw of result) {
    const page = resultSchema.safeParse(raw ?? {});
    if (!page.success) continue;
    pages = Math.max(pages, page.data.pages_count ?? 0);
    itemTypes.push(...(page.data.item_types ?? []));
    for (const rawItem of page.data.items ?? []) {
      const item = itemSchema.safeParse(rawItem ?? {});
      if (!item.success) continue;
      const { type, rank_group, rank_absolute, domain, url } = item.data;
      if (type === 'organic' && rank_group !== null && rank_group !== undefined) {
        organic.push({ rankGroup: rank_group, rankAbsolute: rank_absolute ?? rank_group, domain: domain ?? '', url: url ?? '' });
      } else if (type === 'ai_overview') {
        overview ??= new Map();
        referencesOf(item.data.references, overview);
        for (const element of item.data.items ?? []) {
          const nested = itemSchema.safeParse(element ?? {});
          if (nested.success) referencesOf(nested.data.references, overview);
        }
      }
    }
  }
  const lastRank = organic.reduce((max, item) => Math.max(max, item.rankGroup), 0);
  const resultsRead = pages > 0 ? pages * 10 : Math.max(lastRank, Math.min(depth, 10));
  return { organic, itemTypes: [...new Set(itemTypes)], aiOverview: overview ? { references: [...overview.values()] } : null, aiOverviewAsked: asked, resultsRead };
}
