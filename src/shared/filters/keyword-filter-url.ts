// The keyword filter as URL query parameters (so a filtered view can be bookmarked and
// shared): short readable keys, e.g. ?vol=100..5000&kd=..40&inc=nike+adidas&incm=all&exc=free
// &wc=2..4&intent=commercial,transactional&qs=1&q=shoes. One zod schema validates them on the
// server (the export and paged-read routes) and documents them; the browser reads them leniently.
import { z } from 'zod';
import { TREND_DIRECTIONS, TREND_THRESHOLD_PERCENT } from '../analysis/seasonality';
import { SEARCH_INTENTS } from '../format/difficulty';
import { GAP_CATEGORIES } from '../competitors/gap-rules';
import {
  BRAND_FILTERS,
  EMPTY_KEYWORD_FILTER,
  isOpenRange,
  KEYWORD_FILTER_LIMITS,
  normalizeIntents,
  RANGE_METRICS,
  type KeywordFilter,
  type NumberRange,
  type RangeMetric,
  type WordMatch,
  type WordRule,
} from './keyword-filter';
import { parseWordList } from './keyword-words';
import { EMPTY_SERP_FEATURE_FILTER, isEmptySerpFeatureFilter, LACKS_MARK, parseSerpFeatureFilter, SERP_FEATURE_FILTER_TYPES, serpFeatureFilterText } from './serp-feature-filter';
import { filterUrlKey, RANGE_METRIC_ENTRIES, type RangeFilterDeclaration, type RangeUrlKey } from '../keyword-row/metrics';

/** The URL key of each metric's range (declared with the metric, src/shared/keyword-row/metrics.ts). */
export const RANGE_PARAM = Object.fromEntries(RANGE_METRIC_ENTRIES.map(({ filter }) => [filter.name, filter.url])) as Record<RangeMetric, RangeUrlKey>;

export const FILTER_PARAMS = {
  search: 'q',
  include: 'inc',
  includeMatch: 'incm',
  exclude: 'exc',
  excludeMatch: 'excm',
  intents: filterUrlKey('intent'),
  questionsOnly: 'qs',
  trend: filterUrlKey('trend'),
  peakMonth: filterUrlKey('peakMonth'),
  clusterId: filterUrlKey('clusterId'),
  gapCategories: filterUrlKey('gapCategories'),
  brand: filterUrlKey('brandKeyword'),
  aiOverviewOnly: filterUrlKey('aiOverviewCited'),
  serpFeatures: filterUrlKey('serpFeatures'),
} as const;

/** Every key the filter owns in a URL (the rest of the query string is left alone). */
export const KEYWORD_FILTER_PARAM_KEYS: readonly string[] = [...Object.values(RANGE_PARAM), ...Object.values(FILTER_PARAMS)];

const RANGE_SEPARATOR = '..';
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function readRangeEnd(text: string): number | null | undefined {
  if (text === '') return null;
  if (!NUMBER_TEXT.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** "100..5000", "100..", "..5000" -> a range; anything else is refused with a message. */
function parseRange(label: string, integer: boolean) {
  return (raw: string, ctx: z.RefinementCtx): NumberRange => {
    const parts = raw.trim().split(RANGE_SEPARATOR);
    const min = parts.length === 2 ? readRangeEnd(parts[0]!) : undefined;
    const max = parts.length === 2 ? readRangeEnd(parts[1]!) : undefined;
    if (min === undefined || max === undefined) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a range such as 10..500, 10.. or ..500.` });
      return z.NEVER;
    }
    if (integer && ((min !== null && !Number.isInteger(min)) || (max !== null && !Number.isInteger(max)))) {
      ctx.addIssue({ code: 'custom', message: `${label} must use whole numbers.` });
      return z.NEVER;
    }
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({ code: 'custom', message: `${label}: the minimum must not be above the maximum.` });
      return z.NEVER;
    }
    return { min, max };
  };
}

const within = (bounds: RangeFilterDeclaration['bounds'], value: number | null) => !bounds || value === null || (value >= bounds.min && value <= bounds.max);

function rangeParam({ label, example, integer, bounds }: RangeFilterDeclaration) {
  return z
    .string()
    .max(60)
    .transform(parseRange(label, integer))
    .refine((range) => within(bounds, range.min) && within(bounds, range.max), { message: `${label} must be between ${bounds?.min} and ${bounds?.max}.` })
    .optional()
    .meta({ description: `${label} range, both ends inclusive: min..max, min.. or ..max.`, example });
}

/** One parameter per declared range, under its URL key. */
const rangeParams = Object.fromEntries(RANGE_METRIC_ENTRIES.map(({ filter }) => [filter.url, rangeParam(filter)])) as { [U in RangeUrlKey]: ReturnType<typeof rangeParam> };

function wordsParam(label: string, example: string) {
  return z
    .string()
    .max(KEYWORD_FILTER_LIMITS.wordsPerList * (KEYWORD_FILTER_LIMITS.wordLength + 1))
    .transform((raw, ctx) => {
      const words = parseWordList(raw);
      if (words.length > KEYWORD_FILTER_LIMITS.wordsPerList) {
        ctx.addIssue({ code: 'custom', message: `${label}: at most ${KEYWORD_FILTER_LIMITS.wordsPerList} words.` });
        return z.NEVER;
      }
      if (words.some((w) => w.length > KEYWORD_FILTER_LIMITS.wordLength)) {
        ctx.addIssue({ code: 'custom', message: `${label}: a word may have at most ${KEYWORD_FILTER_LIMITS.wordLength} characters.` });
        return z.NEVER;
      }
      return words;
    })
    .optional()
    .meta({ description: `${label}, separated by spaces or commas; whole words, any case.`, example });
}

const matchParam = z
  .enum(['any', 'all'], { message: 'A word match must be any or all.' })
  .optional()
  .meta({ description: 'any (default): one of the words is enough; all: every word.', example: 'all' });

export const keywordFilterQuerySchema = z.object({
  q: z.string().max(KEYWORD_FILTER_LIMITS.searchLength, 'The search text is too long.').optional().meta({ description: 'Keyword contains this text (any case).', example: 'shoes' }),
  ...rangeParams,
  inc: wordsParam('Include words', 'nike adidas'),
  incm: matchParam,
  exc: wordsParam('Exclude words', 'free cheap'),
  excm: matchParam,
  intent: z
    .string()
    .max(200)
    .transform((raw, ctx) => {
      const listed = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
      const unknown = listed.find((s) => !(SEARCH_INTENTS as readonly string[]).includes(s));
      if (unknown !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Intent must be one of ${SEARCH_INTENTS.join(', ')}.` });
        return z.NEVER;
      }
      return normalizeIntents(listed);
    })
    .optional()
    .meta({ description: `Comma-separated intents (${SEARCH_INTENTS.join(', ')}); any of them.`, example: 'commercial,transactional' }),
  qs: z
    .enum(['1', '0', 'true', 'false'], { message: 'qs must be 1 or 0.' })
    .transform((v) => v === '1' || v === 'true')
    .optional()
    .meta({ description: '1: questions only (the research language’s question words).', example: '1' }),
  trend: z
    .enum(TREND_DIRECTIONS, { message: 'trend must be up or down.' })
    .optional()
    .meta({ description: `up: the last 3 months at least ${TREND_THRESHOLD_PERCENT}% above the 3 before; down: at least ${TREND_THRESHOLD_PERCENT}% below.`, example: 'up' }),
  peak: z
    .string()
    .regex(/^(?:[1-9]|1[0-2])$/, 'peak must be a month number from 1 to 12.')
    .transform(Number)
    .optional()
    .meta({ description: 'The calendar month (1-12) with the highest searches.', example: '12' }),
  cluster: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'cluster must be a cluster number.')
    .transform(Number)
    .optional()
    .meta({ description: 'One topic cluster of the research (its number).', example: '3' }),
  gap: z
    .string()
    .max(200)
    .transform((raw, ctx) => {
      const listed = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
      if (listed.some((s) => !(GAP_CATEGORIES as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: `gap must list categories among ${GAP_CATEGORIES.join(', ')}.` });
        return z.NEVER;
      }
      return GAP_CATEGORIES.filter((category) => listed.includes(category));
    })
    .optional()
    .meta({ description: `A keyword gap's rows in any of these comma-separated categories (${GAP_CATEGORIES.join(', ')}); a row whose category depends on an unknown position is not in it.`, example: 'missing,untapped' }),
  brand: z
    .enum(BRAND_FILTERS, { message: 'brand must be exclude or only.' })
    .optional()
    .meta({ description: 'exclude: leave out brand keywords of the compared sites; only: just those.', example: 'exclude' }),
  aio: z
    .enum(['1', '0', 'true', 'false'], { message: 'aio must be 1 or 0.' })
    .transform((v) => v === '1' || v === 'true')
    .optional()
    .meta({ description: '1: only keywords whose AI Overview cites the target.', example: '1' }),
  sf: z
    .string()
    .max(400)
    .transform((raw, ctx) => {
      const parsed = parseSerpFeatureFilter(raw);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: `sf must list SERP features among ${SERP_FEATURE_FILTER_TYPES.join(', ')}, each with ${LACKS_MARK} in front for "lacks".` });
        return z.NEVER;
      }
      return parsed.filter;
    })
    .optional()
    .meta({
      description: `SERP features the keyword's results page has, and (with ${LACKS_MARK} in front) lacks, comma-separated (${SERP_FEATURE_FILTER_TYPES.join(', ')}); a keyword whose features are not known matches neither.`,
      example: 'featured_snippet,-ai_overview',
    }),
});

export type KeywordFilterQuery = z.infer<typeof keywordFilterQuerySchema>;

function wordRule(words: string[] | undefined, match: WordMatch | undefined): WordRule {
  return { words: words ?? [], match: match ?? 'any' };
}

/** The validated query parameters as a filter. */
export function keywordFilterFromQuery(query: KeywordFilterQuery): KeywordFilter {
  const ranges: KeywordFilter['ranges'] = {};
  for (const metric of RANGE_METRICS) {
    const range = query[RANGE_PARAM[metric]];
    if (range && !isOpenRange(range)) ranges[metric] = range;
  }
  return {
    search: (query.q ?? '').trim(),
    ranges,
    include: wordRule(query.inc, query.incm),
    exclude: wordRule(query.exc, query.excm),
    intents: query.intent ?? [],
    questionsOnly: query.qs ?? false,
    trend: query.trend ?? null,
    peakMonth: query.peak ?? null,
    clusterId: query.cluster ?? null,
    gapCategories: query.gap ?? [],
    brand: query.brand ?? null,
    aiOverviewOnly: query.aio ?? false,
    serpFeatures: query.sf ?? EMPTY_SERP_FEATURE_FILTER,
  };
}

function paramsObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of KEYWORD_FILTER_PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

export type KeywordFilterParse = { ok: true; filter: KeywordFilter } | { ok: false; message: string };

/** Strict reading: the first problem's message, as the API answers it. */
export function parseKeywordFilterParams(params: URLSearchParams): KeywordFilterParse {
  const parsed = keywordFilterQuerySchema.safeParse(paramsObject(params));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid filter.' };
  return { ok: true, filter: keywordFilterFromQuery(parsed.data) };
}

/**
 * Lenient reading for the browser: a hand-edited or outdated link keeps every part it can read
 * and drops the rest, instead of showing no results at all.
 */
export function readKeywordFilterParams(params: URLSearchParams): KeywordFilter {
  const raw = paramsObject(params);
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = keywordFilterQuerySchema.shape[key as keyof KeywordFilterQuery];
    if (field.safeParse(value).success) kept[key] = value;
  }
  const parsed = keywordFilterQuerySchema.safeParse(kept);
  return parsed.success ? keywordFilterFromQuery(parsed.data) : { ...EMPTY_KEYWORD_FILTER };
}

function rangeText(range: NumberRange): string {
  return `${range.min ?? ''}${RANGE_SEPARATOR}${range.max ?? ''}`;
}

/**
 * The filter written into a copy of `base` (other parameters such as the research id are kept);
 * parts at their default are left out, so an unfiltered view has a clean URL.
 */
export function writeKeywordFilterParams(filter: KeywordFilter, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYWORD_FILTER_PARAM_KEYS) params.delete(key);
  const search = filter.search.trim();
  if (search !== '') params.set(FILTER_PARAMS.search, search);
  for (const metric of RANGE_METRICS) {
    const range = filter.ranges[metric];
    if (range && !isOpenRange(range)) params.set(RANGE_PARAM[metric], rangeText(range));
  }
  if (filter.include.words.length > 0) {
    params.set(FILTER_PARAMS.include, filter.include.words.join(' '));
    if (filter.include.match === 'all') params.set(FILTER_PARAMS.includeMatch, 'all');
  }
  if (filter.exclude.words.length > 0) {
    params.set(FILTER_PARAMS.exclude, filter.exclude.words.join(' '));
    if (filter.exclude.match === 'all') params.set(FILTER_PARAMS.excludeMatch, 'all');
  }
  if (filter.intents.length > 0) params.set(FILTER_PARAMS.intents, normalizeIntents(filter.intents).join(','));
  if (filter.questionsOnly) params.set(FILTER_PARAMS.questionsOnly, '1');
  if (filter.trend !== null) params.set(FILTER_PARAMS.trend, filter.trend);
  if (filter.peakMonth !== null) params.set(FILTER_PARAMS.peakMonth, String(filter.peakMonth));
  if (filter.clusterId !== null) params.set(FILTER_PARAMS.clusterId, String(filter.clusterId));
  if (filter.gapCategories.length > 0) params.set(FILTER_PARAMS.gapCategories, GAP_CATEGORIES.filter((c) => filter.gapCategories.includes(c)).join(','));
  if (filter.brand !== null) params.set(FILTER_PARAMS.brand, filter.brand);
  if (filter.aiOverviewOnly) params.set(FILTER_PARAMS.aiOverviewOnly, '1');
  if (!isEmptySerpFeatureFilter(filter.serpFeatures)) params.set(FILTER_PARAMS.serpFeatures, serpFeatureFilterText(filter.serpFeatures));
  return params;
}

/** The query parameters as the typed JSON body of routes that take "every row matching" a filter (a list's add). */
export type KeywordFilterQueryInput = z.input<typeof keywordFilterQuerySchema>;

/** The body keys whose value is the URL parameter's text as it is. */
const TEXT_QUERY_KEYS: readonly ('q' | RangeUrlKey | 'inc' | 'exc' | 'intent' | 'peak' | 'cluster' | 'sf')[] = ['q', ...Object.values(RANGE_PARAM), 'inc', 'exc', 'intent', 'peak', 'cluster', 'sf'];

/** The filter as the body part the rows route's parameters describe; parts at their default are left out. */
export function keywordFilterQueryInput(filter: KeywordFilter): KeywordFilterQueryInput {
  const params = writeKeywordFilterParams(filter);
  const input: KeywordFilterQueryInput = {};
  for (const key of TEXT_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  if (input.inc !== undefined && filter.include.match === 'all') input.incm = 'all';
  if (input.exc !== undefined && filter.exclude.match === 'all') input.excm = 'all';
  if (filter.questionsOnly) input.qs = '1';
  if (filter.trend !== null) input.trend = filter.trend;
  return input;
}
