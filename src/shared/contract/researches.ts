// The result store's reads (decision 020): a research of any kind (its header),
// its stored keyword rows one page at a time, sorted and filtered on the server with the table's
// own vocabulary, and the user's researches of every kind for the history.
import { z } from 'zod';
import { keywordFilterFromQuery, keywordFilterQuerySchema } from '../filters/keyword-filter-url';
import { KEYWORD_METRICS, METRIC_KEYS, SORTABLE_METRIC_KEYS, type MetricDeclarations, type MetricKey, type MetricValueKind, type SortableMetricKey } from '../keyword-row/metrics';
import { INVALID_ID } from '../messages/validation';
import { isoDateTimeSchema, providerCostShape } from './common';

export const RESEARCH_KIND_VALUES = ['keywords', 'serp', 'related', 'domain', 'competitors', 'gap', 'ideas'] as const;
export type ResearchKind = (typeof RESEARCH_KIND_VALUES)[number];
export const RESEARCH_STATUS_VALUES = ['running', 'complete', 'failed'] as const;

/** At most this many rows per page of GET /api/researches/:id/rows. */
export const ROWS_PAGE_MAX = 1000;
export const ROWS_PAGE_DEFAULT = 200;
/** Researches per page of the history list. */
export const HISTORY_PAGE_SIZE = 50;
/** Longest keyword text the history filter takes. */
export const HISTORY_KEYWORD_MAX = 200;

export const researchHeaderSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(RESEARCH_KIND_VALUES),
    status: z.enum(RESEARCH_STATUS_VALUES),
    seedKeyword: z.string().meta({ example: 'running shoes' }),
    /** The validated request as run (keyword, languageCode, locationCode, limit, depth...). */
    request: z.record(z.string(), z.unknown()),
    /** Every seed of a keyword research, first = seedKeyword (one for every other research). */
    seeds: z.array(z.string()),
    /** The SERP analysis and related keywords run with a keyword research (decision 025); null when not run. */
    linked: z.object({ serpResearchId: z.uuid().nullable(), relatedResearchId: z.uuid().nullable() }),
    totalResults: z.number().int(),
    loadedResults: z.number().int(),
    locationCode: z.number().int().meta({ example: 2840 }),
    languageCode: z.string().meta({ example: 'en' }),
    resultLimit: z.number().int(),
    /** Dollars the provider charged, summed over the research's requests (0 when cached). */
    ...providerCostShape,
    provider: z.string(),
    isDemoData: z.boolean(),
    seedKeywordNote: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'ResearchHeader', description: 'One research of any kind: what was asked, its totals and cost.' });
export type ResearchHeader = z.infer<typeof researchHeaderSchema>;

/** One compared site's cell of a gap row (GapRankValue in metrics.ts). */
export const gapRankSchema = z
  .object({
    state: z.enum(['ranks', 'absent', 'unknown']),
    position: z.number().int().nullable(),
    url: z.string().nullable(),
    estimatedTraffic: z.number().nullable(),
  })
  .meta({ id: 'GapRank', description: 'ranks: position and URL; absent: the site does not rank; unknown: its data was not read that far (never read as absent).' });

export const monthlySearchSchema = z.object({ year: z.number().int(), month: z.number().int(), searchVolume: z.number().nullable() });

/** Each value kind's schema in the API (metrics.ts gives every metric its kind). */
const METRIC_VALUE_SCHEMAS = {
  measure: z.number().nullable(),
  whole: z.number().int().nullable(),
  decimal: z.number().nullable(),
  text: z.string().nullable(),
  months: z.array(monthlySearchSchema),
  categoryIds: z.array(z.string()),
  texts: z.array(z.string()),
  flag: z.boolean().nullable(),
  gapRanks: z.array(gapRankSchema),
} as const satisfies Record<MetricValueKind, z.ZodType>;

type MetricsShape = { [K in MetricKey]: (typeof METRIC_VALUE_SCHEMAS)[MetricDeclarations[K]['value']] };

/** Every declared metric's schema, by its key. */
const metricsShape = Object.fromEntries(METRIC_KEYS.map((key) => [key, METRIC_VALUE_SCHEMAS[KEYWORD_METRICS[key].value]])) as MetricsShape;

export const keywordRowSchema = z
  .object({
    rank: z.number().int(),
    keyword: z.string(),
    ...metricsShape,
    metricsSource: z.string(),
    metricsFetchedAt: isoDateTimeSchema.nullable(),
    metricsUpdatedAt: isoDateTimeSchema.nullable(),
    isSeedKeyword: z.boolean(),
  })
  .meta({ id: 'KeywordRow', description: 'One stored keyword of a keywords or related research; its metrics are described in src/shared/keyword-row/metrics.ts.' });
export type KeywordRow = z.infer<typeof keywordRowSchema>;

/**
 * GET /api/researches/{id}: the header, and for a keyword research its seed as the results page
 * shows it on top: the stored seed row, or, when the provider returned nothing for the seed, the
 * server's stand-in (volume 0, CPC 0, no difficulty; `isPlaceholder`), which is never stored,
 * counted or exported. Null for a SERP analysis or related keywords.
 */
export const researchDetailSchema = researchHeaderSchema
  .extend({ seed: keywordRowSchema.extend({ isPlaceholder: z.boolean().optional() }).nullable() })
  .meta({ id: 'ResearchDetail', description: 'One research of any kind, with the seed row a keyword research shows on top.' });
export type ResearchDetail = z.infer<typeof researchDetailSchema>;

/** Columns the rows may be sorted by: rank, the keyword and every sortable metric (metrics.ts). */
export const ROW_SORT_KEYS = ['rank', 'keyword', ...SORTABLE_METRIC_KEYS] as const satisfies readonly string[];
export type RowSortKey = 'rank' | 'keyword' | SortableMetricKey;

/** A whole-number query parameter within bounds (query strings carry text). */
export const wholeParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}.`);

/** The sort of a rows read and of an export (one source: both list the rows in the same order). */
export const rowsSortQuerySchema = z.object({
  sort: z.enum(ROW_SORT_KEYS, { error: `sort must be one of ${ROW_SORT_KEYS.join(', ')}.` }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).optional(),
});

export interface RowsOrder {
  sort: RowSortKey;
  direction: 'asc' | 'desc';
}

/** The table's first order: volume, highest first. */
export function rowsOrderFromQuery(query: z.infer<typeof rowsSortQuerySchema>): RowsOrder {
  return { sort: query.sort ?? 'searchVolume', direction: query.direction ?? 'desc' };
}

/** A rows read: the page, the sort and the keyword filter's own parameters (keyword-filter-url.ts). */
export const rowsQuerySchema = keywordFilterQuerySchema
  .extend(rowsSortQuerySchema.shape)
  .extend({
    offset: wholeParam('offset', 0, 10_000_000).optional().meta({ description: 'Rows to skip.', example: '0' }),
    limit: wholeParam('limit', 1, ROWS_PAGE_MAX).optional().meta({ description: `Page size, at most ${ROWS_PAGE_MAX}.`, example: '200' }),
  })
  .transform(({ offset, limit, sort, direction, ...filterQuery }) => ({
    offset: offset ?? 0,
    limit: limit ?? ROWS_PAGE_DEFAULT,
    ...rowsOrderFromQuery({ sort, direction }),
    filter: keywordFilterFromQuery(filterQuery),
  }));
export type RowsQuery = z.output<typeof rowsQuerySchema>;

export const rowsSummarySchema = z
  .object({
    totalVolume: z.number(),
    averageDifficulty: z.number().nullable(),
    averageCpc: z.number().nullable(),
  })
  .meta({ id: 'RowsSummary', description: 'Over every row that passes the filter (not only this page).' });

export type RowsSummary = z.infer<typeof rowsSummarySchema>;

export const rowsPageSchema = z
  .object({
    rows: z.array(keywordRowSchema),
    offset: z.number().int(),
    /** The offset of the next page, or null after the last one. */
    nextOffset: z.number().int().nullable(),
    totalMatching: z.number().int(),
    /** Every stored row of the research, filtered or not. */
    totalRows: z.number().int(),
    summary: rowsSummarySchema,
  })
  .meta({ id: 'KeywordRowsPage' });
export type RowsPage = z.infer<typeof rowsPageSchema>;

export const researchIdParamSchema = z.object({ id: z.uuid(INVALID_ID).meta({ param: { name: 'id', in: 'path' }, example: '7b0f2c5e-4c1b-4a8e-9d55-2d7a3f8e9b10' }) });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return DAY.test(day) && Number.isFinite(time) && new Date(time).toISOString().startsWith(day);
};
const dayParam = (name: string) =>
  z
    .string()
    .refine(isCalendarDay, `${name} must be a date written YYYY-MM-DD.`)
    .optional()
    .meta({ description: `${name === 'from' ? 'First' : 'Last'} day (UTC) the research was made on, inclusive.`, example: '2026-11-01' });

/** The history's filters: kind, words of the keyword, days; the cursor pages within them. */
export const historyQuerySchema = z
  .object({
    kind: z.enum(RESEARCH_KIND_VALUES, { error: `kind must be one of ${RESEARCH_KIND_VALUES.join(', ')}.` }).optional(),
    keyword: z.string().trim().max(HISTORY_KEYWORD_MAX, `keyword can be at most ${HISTORY_KEYWORD_MAX} characters.`).optional().meta({ description: 'Part of the seed keyword (any case).', example: 'shoes' }),
    from: dayParam('from'),
    to: dayParam('to'),
    cursor: z.string().max(200).optional().meta({ description: 'nextCursor of the previous page.' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to.', path: ['from'] });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

export const historyPageSchema = z
  .object({ researches: z.array(researchHeaderSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'ResearchHistoryPage' });
export type HistoryPage = z.infer<typeof historyPageSchema>;
