// The SERP feature filter of the keyword tables: keywords whose results page has some features and
// lacks others ("no AI Overview", "a featured snippet we could win"), read from the features the
// provider reports with each keyword (the row's serpFeatures, by the provider's names). One rule
// for the browser's reference filter, the URL and the database (keyword-filter-sql.ts): a row whose
// features are not known (none stored) passes neither "has" nor "lacks", so "no AI Overview" never
// lists keywords nobody looked at.

/** The features a user can filter by, in the order the filter panel offers them. */
export const SERP_FEATURE_FILTER_TYPES = [
  'ai_overview',
  'featured_snippet',
  'people_also_ask',
  'local_pack',
  'video',
  'short_videos',
  'shopping',
  'popular_products',
  'images',
  'top_stories',
  'knowledge_graph',
  'discussions_and_forums',
  'paid',
] as const;
export type SerpFeatureFilterType = (typeof SERP_FEATURE_FILTER_TYPES)[number];

/** What the filter says of each feature it names; a feature it does not name may be there or not. */
export interface SerpFeatureFilter {
  has: SerpFeatureFilterType[];
  lacks: SerpFeatureFilterType[];
}

export const EMPTY_SERP_FEATURE_FILTER: SerpFeatureFilter = Object.freeze({ has: [], lacks: [] });

/** The URL's mark of a feature the page must lack: `sf=featured_snippet,-ai_overview`. */
export const LACKS_MARK = '-';

export function isSerpFeatureFilterType(value: string): value is SerpFeatureFilterType {
  return (SERP_FEATURE_FILTER_TYPES as readonly string[]).includes(value);
}

export function isEmptySerpFeatureFilter(filter: SerpFeatureFilter): boolean {
  return filter.has.length === 0 && filter.lacks.length === 0;
}

/** Each feature once, in the vocabulary's order; a feature both wanted and refused is refused (the stricter reading). */
export function normalizeSerpFeatureFilter(filter: SerpFeatureFilter): SerpFeatureFilter {
  const lacks = SERP_FEATURE_FILTER_TYPES.filter((type) => filter.lacks.includes(type));
  const has = SERP_FEATURE_FILTER_TYPES.filter((type) => filter.has.includes(type) && !lacks.includes(type));
  return { has, lacks };
}

export type SerpFeatureFilterParse = { ok: true; filter: SerpFeatureFilter } | { ok: false; unknown: string };

/** "featured_snippet,-ai_overview" -> has featured snippet, lacks AI Overview; the first unknown name is reported. */
export function parseSerpFeatureFilter(raw: string): SerpFeatureFilterParse {
  const has: SerpFeatureFilterType[] = [];
  const lacks: SerpFeatureFilterType[] = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const refused = part.startsWith(LACKS_MARK);
    const name = refused ? part.slice(LACKS_MARK.length) : part;
    if (!isSerpFeatureFilterType(name)) return { ok: false, unknown: part };
    (refused ? lacks : has).push(name);
  }
  return { ok: true, filter: normalizeSerpFeatureFilter({ has, lacks }) };
}

/** The filter as its URL value ('' when it asks nothing). */
export function serpFeatureFilterText(filter: SerpFeatureFilter): string {
  const normal = normalizeSerpFeatureFilter(filter);
  return [...normal.has, ...normal.lacks.map((type) => `${LACKS_MARK}${type}`)].join(',');
}

/** Whether a row's features pass: every wanted one there, no refused one there, and the features known at all. */
export function matchesSerpFeatureFilter(features: readonly string[] | null | undefined, filter: SerpFeatureFilter): boolean {
  if (isEmptySerpFeatureFilter(filter)) return true;
  const known = features ?? [];
  if (known.length === 0) return false;
  return filter.has.every((type) => known.includes(type)) && !filter.lacks.some((type) => known.includes(type));
}
