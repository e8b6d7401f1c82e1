// Reads a serp/google/organic/live/advanced result (reference §4) into a SerpSnapshot.
// Organic rank is `rank_group` of `type === 'organic'` items; `position` is only "left"/"right".
// Every element type the provider documents becomes its own kind (serp-elements.ts reads each
// one); a type it does not document is kept as `unknown` with its name, never dropped.

import { z } from 'zod';
import type { SerpFeature, SerpOrganicResult, SerpSnapshot } from '../types.js';
import { domainOf } from '../plain-text.js';
import { finiteOrNull, lenientArray, lenientNumber, lenientString, lenientStringArray, toIsoTime } from './lenient.js';
import { readSerpElement } from './serp-elements.js';

const ORGANIC_LIMIT = 10;

const serpResultSchema = z.object({
  keyword: lenientString,
  check_url: lenientString,
  datetime: lenientString,
  se_results_count: lenientNumber,
  item_types: lenientStringArray,
  spell: z.object({ keyword: z.string(), type: z.string() }).nullish().catch(null),
  items: lenientArray,
});

const baseItemSchema = z.object({ type: z.string(), rank_group: lenientNumber, rank_absolute: lenientNumber });

const organicSchema = z.object({
  title: lenientString,
  description: lenientString,
  url: lenientString,
  domain: lenientString,
  breadcrumb: lenientString,
});

interface RankedOrganic extends SerpOrganicResult {
  rankAbsolute: number;
}

type SerpResult = z.infer<typeof serpResultSchema>;

/** Every result object of the task: the first gives the page's facts, all give items. */
function readResults(result: unknown[]): { first: SerpResult | null; items: unknown[] } {
  let first: SerpResult | null = null;
  const items: unknown[] = [];
  for (const raw of result) {
    const parsed = serpResultSchema.safeParse(raw ?? {});
    if (!parsed.success) continue;
    first ??= parsed.data;
    items.push(...(parsed.data.items ?? []));
  }
  return { first, items };
}

/** `receivedAt` is used only when the provider gave no crawl time (`result.datetime`). */
export function parseSerpResult(result: unknown[], requestedKeyword: string, receivedAt: string): SerpSnapshot {
  const { first: data, items } = readResults(result);
  const organic: RankedOrganic[] = [];
  const features: SerpFeature[] = [];

  // Organic items seen so far: without a rank_group, an organic result's rank is its place among
  // the organic items of the page (ads, snippets and other elements do not count), as rank_group is.
  let organicSeen = 0;
  items.forEach((raw, index) => {
    const base = baseItemSchema.safeParse(raw);
    if (!base.success) return;
    const rankAbsolute = finiteOrNull(base.data.rank_absolute);
    if (base.data.type !== 'organic') {
      features.push(readSerpElement(base.data.type, rankAbsolute, raw));
      return;
    }
    const element = organicSchema.safeParse(raw);
    if (!element.success) return;
    const e = element.data;
    organicSeen += 1;
    if (!e.url) return; // an organic result we cannot link to is useless to the user
    organic.push({
      position: finiteOrNull(base.data.rank_group) ?? organicSeen,
      rankAbsolute: rankAbsolute ?? index + 1,
      domain: e.domain ?? domainOf(e.url) ?? '',
      url: e.url,
      title: e.title ?? '',
      description: e.description ?? '',
      breadcrumb: e.breadcrumb && e.breadcrumb.trim() ? e.breadcrumb : null,
    });
  });

  organic.sort((a, b) => a.position - b.position || a.rankAbsolute - b.rankAbsolute);
  // Features stay in the API's item order (page order); right-column items have their own rank_absolute
  // sequence, so sorting by it would interleave the columns.

  return {
    keyword: data?.keyword ?? requestedKeyword,
    checkUrl: data?.check_url ?? null,
    seResultsCount: finiteOrNull(data?.se_results_count),
    itemTypes: data?.item_types ?? [],
    organic: organic.slice(0, ORGANIC_LIMIT).map(({ rankAbsolute: _rank, ...rest }) => rest),
    features,
    // The page as the provider returned it, every element type included, so a stored analysis can
    // be reopened in full; the summaries above are what the screen shows.
    rawItems: items,
    spell: data?.spell ?? null,
    fetchedAt: toIsoTime(data?.datetime) ?? receivedAt,
  };
}
