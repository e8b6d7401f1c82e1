// Every metric of a keyword row, declared once (decision 048): what it holds, how it is named, where
// it is stored, whether it sorts, how it filters, how it is exported and shown. The row schema of
// the API, the sort keys, the filter vocabulary's ranges and URL keys, the export's columns, the
// tables' columns and card fields, the database's column set and the mappers are all derived from
// this object; each is typed over MetricKey, so a place that misses a metric fails to compile.
// Plain data, no zod and no React: the browser, the server and the migrations generator read it.
import { OPPORTUNITY_EXPLANATION } from '../analysis/opportunity';
import { YOY_RULE_TEXT } from '../analysis/seasonality';

/**
 * What a value is, which decides its database column, its schema in the API and its empty value:
 * `measure` a whole number stored as an integer and answered as a plain number (the provider's counts),
 * `whole` a whole number, `decimal` a double, `text`, `months` the monthly volumes, `categoryIds`
 * the provider's category ids (stored as numbers, answered as text), `texts` a list of names (SERP
 * features, gap categories), `flag` yes / no / not known, `gapRanks` each compared site's place for
 * the keyword (a gap's row: your site first, then the competitors in the order asked).
 */
export type MetricValueKind = 'measure' | 'whole' | 'decimal' | 'text' | 'months' | 'categoryIds' | 'texts' | 'flag' | 'gapRanks';

/**
 * Where the value comes from: `provider` the provider's keyword answer, `related` the related
 * walk, `figures` the row's own figures (rowFigures, written with the metrics), `analysis` the
 * analysis pass over all rows (clusters), `keyword` the keyword text itself (a generated column),
 * `competitor` a competitor run's answer (a target's ranking, a gap's sites and categories),
 * `value` the value of ranking, read on demand for one keyword (decision 059).
 */
export type MetricSource = 'provider' | 'related' | 'figures' | 'analysis' | 'keyword' | 'competitor' | 'value';

/** A min..max range in the filter vocabulary, under its own URL key. */
export interface RangeFilterDeclaration {
  kind: 'range';
  /** The range's name in KeywordFilter['ranges'] (kept as filters were written before, e.g. volume). */
  name: string;
  /** The URL query parameter. */
  url: string;
  /** Names the range in validation messages and the API's parameter description. */
  label: string;
  example: string;
  /** Whole numbers only. */
  integer: boolean;
  /** Both ends must lie within these, when set. */
  bounds?: { min: number; max: number };
}

/** A filter of its own shape (intents, trend direction, a month, a cluster) under one URL key. */
export interface SetFilterDeclaration {
  kind: 'set';
  url: string;
}

export interface ExportDeclaration {
  /** The CSV/TXT header. */
  header: string;
  /** The JSON record's property. */
  json: string;
  /** Exported only from these research kinds' files (the competitor facts); every kind when absent. */
  kinds?: readonly ('domain' | 'gap')[];
}

/** How the tables draw the value (src/client/components/keyword-table/columns.tsx has one cell per kind). */
export type MetricCellKind = 'number' | 'difficulty' | 'money' | 'intent' | 'seasonality' | 'categories' | 'percent' | 'serpFeatures' | 'text';

export interface ColumnDeclaration {
  cell: MetricCellKind;
  header: string;
  /** Shown on hover and keyboard focus of the header. */
  hint?: string;
  align?: 'left' | 'right' | 'center';
  /** The column's default width, as a share of a 1200 px table (the tables turn it into pixels; the keyword column takes the rest). */
  width: string;
  /** Every keyword table, only the related one, or only the competitor tools' (a domain's keywords, a gap). */
  tables: 'all' | 'related' | 'competitors';
}

export interface MetricDeclaration {
  value: MetricValueKind;
  /** The human name (the filter panel's label). */
  label: string;
  stored: 'both' | 'research';
  source: MetricSource;
  /** The API's rows (and the tables whose column shows it) sort by it. */
  sortable: boolean;
  filter: RangeFilterDeclaration | SetFilterDeclaration | null;
  /** Null: not in the export files. */
  export: ExportDeclaration | null;
  /** Null: no table column of its own. */
  column: ColumnDeclaration | null;
}

// The order is the order of the sort keys, the filter's ranges, the tables' columns and the
// appended export columns. A new metric's place is where its column should show: the word count
// stands before the trend, so the middle of the results table at 1366 px holds no control for a
// toast to cover (decision 032).
export const KEYWORD_METRICS = {
  searchVolume: {
    value: 'measure',
    label: 'Volume',
    stored: 'both',
    source: 'provider',
    sortable: true,
    filter: { kind: 'range', name: 'volume', url: 'vol', label: 'Search volume', example: '100..5000', integer: true },
    export: { header: 'Search Volume', json: 'searchVolume' },
    column: { cell: 'number', header: 'Volume', align: 'right', width: '7%', tables: 'all' },
  },
  difficulty: {
    value: 'measure',
    label: 'Difficulty',
    stored: 'both',
    source: 'provider',
    sortable: true,
    filter: { kind: 'range', name: 'difficulty', url: 'kd', label: 'Difficulty', example: '..40', integer: true },
    export: { header: 'Difficulty', json: 'difficulty' },
    column: { cell: 'difficulty', header: 'Difficulty', align: 'center', width: '8%', tables: 'all' },
  },
  cpc: {
    value: 'decimal',
    label: 'CPC',
    stored: 'both',
    source: 'provider',
    sortable: true,
    filter: { kind: 'range', name: 'cpc', url: 'cpc', label: 'CPC', example: '0.5..3', integer: false },
    export: { header: 'CPC', json: 'cpc' },
    // In the currency of the research's location (decision 006).
    column: { cell: 'money', header: 'CPC', align: 'right', width: '6%', tables: 'all' },
  },
  intent: {
    value: 'text',
    label: 'Intent',
    stored: 'both',
    source: 'provider',
    sortable: true,
    filter: { kind: 'set', url: 'intent' },
    export: { header: 'Intent', json: 'intent' },
    column: { cell: 'intent', header: 'Intent', width: '10%', tables: 'all' },
  },
  competition: {
    value: 'decimal',
    label: 'Competition',
    stored: 'both',
    source: 'provider',
    sortable: true,
    filter: { kind: 'range', name: 'competition', url: 'comp', label: 'Competition', example: '..0.3', integer: false },
    export: { header: 'Competition', json: 'competition' },
    column: null,
  },
  /** Related keywords: 0-1, how close the keyword is to the seed. */
  relevance: {
    value: 'decimal',
    label: 'Relevance',
    stored: 'research',
    source: 'related',
    sortable: true,
    filter: null,
    export: { header: 'Relevance', json: 'relevance' },
    column: null,
  },
  /** Related keywords: 0 is the seed, 1..4 the steps of the "searches related to" walk. */
  depth: { value: 'whole', label: 'Depth', stored: 'research', source: 'related', sortable: true, filter: null, export: null, column: null },
  /** 0-100, opportunityScore() (docs/opportunity-score.md); refined by SERP weakness when the keyword's SERP is stored. */
  opportunity: {
    value: 'whole',
    label: 'Opportunity',
    stored: 'both',
    source: 'figures',
    sortable: true,
    filter: { kind: 'range', name: 'opportunity', url: 'opp', label: 'Opportunity', example: '50..', integer: false },
    export: { header: 'Opportunity', json: 'opportunity' },
    column: { cell: 'number', header: 'Opportunity', hint: OPPORTUNITY_EXPLANATION, align: 'right', width: '11%', tables: 'all' },
  },
  /** Words of the keyword as sent to the provider (keywordWordCount, the keyword rules' count). */
  wordCount: {
    value: 'whole',
    label: 'Word count',
    stored: 'both',
    source: 'keyword',
    sortable: true,
    filter: { kind: 'range', name: 'wordCount', url: 'wc', label: 'Word count', example: '2..4', integer: true, bounds: { min: 0, max: 50 } },
    export: { header: 'Word Count', json: 'wordCount' },
    column: { cell: 'number', header: 'Words', align: 'right', width: '6%', tables: 'all' },
  },
  /** Whole percent, the latest 3 months against the 3 before (decision 046); null without 6 known months. */
  trend: {
    value: 'whole',
    label: 'Trend',
    stored: 'both',
    source: 'figures',
    sortable: true,
    filter: { kind: 'set', url: 'trend' },
    export: { header: 'Trend (%)', json: 'trendPercent' },
    // The sparkline, peak month and trend of the monthly volumes; sorts by the stored trend.
    column: { cell: 'seasonality', header: 'Trend', width: '17%', tables: 'all' },
  },
  /** 1-12, the calendar month of the highest volume. */
  peakMonth: {
    value: 'whole',
    label: 'Peak month',
    stored: 'both',
    source: 'figures',
    sortable: true,
    filter: { kind: 'set', url: 'peak' },
    export: { header: 'Peak Month', json: 'peakMonth' },
    column: null,
  },
  /** The topic cluster (1..n within the research or list, 1 the highest-volume pillar); null until clustered. */
  clusterId: {
    value: 'whole',
    label: 'Cluster',
    stored: 'both',
    source: 'analysis',
    sortable: true,
    filter: { kind: 'set', url: 'cluster' },
    export: { header: 'Cluster', json: 'clusterId' },
    column: null,
  },
  competitionLevel: {
    value: 'text',
    label: 'Competition level',
    stored: 'both',
    source: 'provider',
    sortable: false,
    filter: null,
    export: { header: 'Competition Level', json: 'competitionLevel' },
    column: null,
  },
  /** Oldest first, at most VOLUME_HISTORY_MONTHS (48); the tables draw and the export writes the latest 12. */
  monthlySearches: { value: 'months', label: 'Monthly searches', stored: 'both', source: 'provider', sortable: false, filter: null, export: null, column: null },
  /** The provider's category ids (Google Ads product and service categories). */
  categories: {
    value: 'categoryIds',
    label: 'Categories',
    stored: 'both',
    source: 'related',
    sortable: false,
    filter: null,
    export: { header: 'Categories', json: 'categories' },
    column: { cell: 'categories', header: 'Categories', width: '14%', tables: 'related' },
  },
  /** Whole percent, the latest month against the same month a year before (seasonality.ts); null without 13 months of history. */
  trendYoy: {
    value: 'whole',
    label: 'Year over year',
    stored: 'both',
    source: 'figures',
    sortable: true,
    filter: { kind: 'range', name: 'trendYoy', url: 'yoy', label: 'Year over year (%)', example: '10..', integer: true },
    export: { header: 'YoY (%)', json: 'trendYoyPercent' },
    column: { cell: 'percent', header: 'YoY', hint: YOY_RULE_TEXT, align: 'right', width: '6%', tables: 'all' },
  },
  /** A target's organic position for the keyword (in a gap: your own site's); null where it holds no organic result. */
  position: {
    value: 'whole',
    label: 'Position',
    stored: 'research',
    source: 'competitor',
    sortable: true,
    filter: { kind: 'range', name: 'position', url: 'pos', label: 'Position', example: '1..10', integer: true },
    export: { header: 'Position', json: 'position', kinds: ['domain', 'gap'] },
    column: { cell: 'number', header: 'Position', align: 'right', width: '6%', tables: 'competitors' },
  },
  /** The target's ranking URL (in a gap: your own site's); the organic result's, else the first element it holds. */
  rankingUrl: {
    value: 'text',
    label: 'Ranking URL',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: null,
    export: { header: 'URL', json: 'url', kinds: ['domain', 'gap'] },
    column: null,
  },
  /** Estimated monthly visits the target gets from the keyword (in a gap: your own site). */
  estimatedTraffic: {
    value: 'decimal',
    label: 'Estimated traffic',
    stored: 'research',
    source: 'competitor',
    sortable: true,
    filter: { kind: 'range', name: 'traffic', url: 'etv', label: 'Estimated traffic', example: '10..', integer: false },
    export: { header: 'Estimated Traffic', json: 'estimatedTraffic', kinds: ['domain', 'gap'] },
    column: { cell: 'number', header: 'Traffic', align: 'right', width: '7%', tables: 'competitors' },
  },
  /**
   * The SERP features on the keyword's page, by the provider's names ('ai_overview', 'featured_snippet', ...),
   * as the provider reports them with the keyword's metrics (no SERP call per row); empty: not known.
   */
  serpFeatures: {
    value: 'texts',
    label: 'SERP features',
    stored: 'both',
    source: 'provider',
    sortable: false,
    filter: { kind: 'set', url: 'sf' },
    export: { header: 'SERP Features', json: 'serpFeatures' },
    column: { cell: 'serpFeatures', header: 'SERP', hint: 'The features on the keyword’s results page (AI Overview, featured snippet, people also ask, ...).', align: 'left', width: '8%', tables: 'all' },
  },
  /** The page's AI Overview cites the target (a domain's keywords); null where not known. */
  aiOverviewCited: {
    value: 'flag',
    label: 'Cited in AI Overview',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: { kind: 'set', url: 'aio' },
    export: { header: 'AI Overview Cited', json: 'aiOverviewCited', kinds: ['domain'] },
    column: null,
  },
  /** How the target's position moved since the provider's previous look: new, up, down or lost; null: same or not said. */
  rankMovement: {
    value: 'text',
    label: 'Movement',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: null,
    export: { header: 'Movement', json: 'rankMovement', kinds: ['domain'] },
    column: null,
  },
  /** A gap's row: every compared site's place, your site first (the export writes a position and a URL column per site). */
  gapRanks: { value: 'gapRanks', label: 'Positions', stored: 'research', source: 'competitor', sortable: false, filter: null, export: null, column: null },
  /** The gap categories the keyword is in whatever the unknown positions are (gap-rules.ts). */
  gapCategories: {
    value: 'texts',
    label: 'Gap categories',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: { kind: 'set', url: 'gap' },
    export: { header: 'Gap Categories', json: 'gapCategories', kinds: ['gap'] },
    column: null,
  },
  /** The categories the keyword may or may not be in: they depend on a position that was not read. */
  gapUndetermined: {
    value: 'texts',
    label: 'Undetermined categories',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: null,
    export: { header: 'Undetermined Categories', json: 'gapUndetermined', kinds: ['gap'] },
    column: null,
  },
  /** How many competitors rank for the keyword ("at least N of M competitors rank"). */
  competitorsRanking: {
    value: 'whole',
    label: 'Competitors ranking',
    stored: 'research',
    source: 'competitor',
    sortable: true,
    filter: { kind: 'range', name: 'competitorsRanking', url: 'cr', label: 'Competitors ranking', example: '2..', integer: true, bounds: { min: 0, max: 10 } },
    export: { header: 'Competitors Ranking', json: 'competitorsRanking', kinds: ['gap'] },
    column: { cell: 'number', header: 'Competitors', align: 'right', width: '7%', tables: 'competitors' },
  },
  /** How many competitors' positions are unknown for the keyword (their data was not read that far). */
  competitorsUnknown: {
    value: 'whole',
    label: 'Competitors unknown',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: null,
    export: { header: 'Competitors Unknown', json: 'competitorsUnknown', kinds: ['gap'] },
    column: null,
  },
  /** The best (lowest) position any competitor holds ("a competitor in the top N"). */
  bestCompetitorPosition: {
    value: 'whole',
    label: 'Best competitor position',
    stored: 'research',
    source: 'competitor',
    sortable: true,
    filter: { kind: 'range', name: 'bestCompetitorPosition', url: 'bcp', label: 'Best competitor position', example: '..10', integer: true },
    export: { header: 'Best Competitor Position', json: 'bestCompetitorPosition', kinds: ['gap'] },
    column: { cell: 'number', header: 'Best rival', align: 'right', width: '7%', tables: 'competitors' },
  },
  /** The keyword names the brand of one of the compared sites (brand-terms.ts). */
  brandKeyword: {
    value: 'flag',
    label: 'Brand keyword',
    stored: 'research',
    source: 'competitor',
    sortable: false,
    filter: { kind: 'set', url: 'brand' },
    export: { header: 'Brand Keyword', json: 'brandKeyword', kinds: ['domain', 'gap'] },
    column: null,
  },
  // The value of ranking (decision 059): read on demand for one keyword (the seed card, a row), empty until then.
  /** Estimated monthly organic visits of the page ranking first, over every keyword it ranks for. */
  trafficPotential: {
    value: 'measure',
    label: 'Traffic potential',
    stored: 'both',
    source: 'value',
    sortable: true,
    filter: { kind: 'range', name: 'trafficPotential', url: 'tp', label: 'Traffic potential', example: '1000..', integer: true },
    export: { header: 'Traffic Potential', json: 'trafficPotential' },
    // Empty ("—") until the value is read for the row; shown so a row's value is seen where it is kept (decision 067).
    column: { cell: 'number', header: 'Traffic potential', hint: 'Traffic potential: estimated monthly visits of the page ranking first, over every keyword it ranks for. Read on demand (the seed card, a keyword’s page).', align: 'right', width: '6%', tables: 'all' },
  },
  /** The keyword the #1 page gets most of its traffic from: a broader topic to target when it differs. */
  parentTopic: {
    value: 'text',
    label: 'Parent topic',
    stored: 'both',
    source: 'value',
    sortable: false,
    filter: null,
    export: { header: 'Parent Topic', json: 'parentTopic' },
    column: { cell: 'text', header: 'Parent topic', hint: 'The keyword the page ranking first gets the most visits from: a broader topic to target when it differs.', width: '10%', tables: 'all' },
  },
  /** Monthly searches worldwide (clickstream). */
  globalSearchVolume: {
    value: 'measure',
    // Not "... volume": the filter panel's groups are found by name, and "Volume" is the local one.
    label: 'Worldwide searches',
    stored: 'both',
    source: 'value',
    sortable: true,
    filter: { kind: 'range', name: 'globalVolume', url: 'gvol', label: 'Worldwide searches', example: '1000..', integer: true },
    export: { header: 'Global Search Volume', json: 'globalSearchVolume' },
    column: { cell: 'number', header: 'Worldwide', hint: 'Monthly searches worldwide. Read on demand with the value of ranking.', align: 'right', width: '7%', tables: 'all' },
  },
} as const satisfies Record<string, MetricDeclaration>;

export type MetricDeclarations = typeof KEYWORD_METRICS;
export type MetricKey = keyof MetricDeclarations;

/** Every metric in declaration order. */
export const METRIC_KEYS = Object.keys(KEYWORD_METRICS) as MetricKey[];

/** The metrics whose declaration has `Field` equal to (or extending) `Value`. */
export type MetricKeyWhere<Field extends keyof MetricDeclaration, Value> = {
  [K in MetricKey]: MetricDeclarations[K][Field] extends Value ? K : never;
}[MetricKey];

/** The metrics a store keeps: a research's rows keep every one, a list's items those stored in both. */
export type StoredMetricKey<Store extends 'research' | 'list'> = Store extends 'research' ? MetricKey : MetricKeyWhere<'stored', 'both'>;
export type SortableMetricKey = MetricKeyWhere<'sortable', true>;
export type ProviderMetricKey = MetricKeyWhere<'source', 'provider'>;
export type RelatedMetricKey = MetricKeyWhere<'source', 'related'>;
export type ExportedMetricKey = MetricKeyWhere<'export', ExportDeclaration>;
export type ColumnMetricKey = MetricKeyWhere<'column', ColumnDeclaration>;
/** The metrics a table sorts by its column. */
export type TableSortKey = Extract<SortableMetricKey, ColumnMetricKey>;

type RangeDeclared = { [K in MetricKey]: MetricDeclarations[K]['filter'] extends RangeFilterDeclaration ? MetricDeclarations[K]['filter'] : never }[MetricKey];
/** The metrics the filter vocabulary has a range of. */
export type RangeMetricKey = MetricKeyWhere<'filter', RangeFilterDeclaration>;
/** The ranges of the filter vocabulary, by their names ('volume', 'difficulty', ...). */
export type RangeMetric = RangeDeclared['name'];
/** The URL keys of the ranges ('vol', 'kd', ...). */
export type RangeUrlKey = RangeDeclared['url'];

const keysWhere = <K extends MetricKey>(test: (declaration: MetricDeclaration) => boolean) => METRIC_KEYS.filter((key) => test(KEYWORD_METRICS[key])) as K[];

export const SORTABLE_METRIC_KEYS = keysWhere<SortableMetricKey>((m) => m.sortable);
export const PROVIDER_METRIC_KEYS = keysWhere<ProviderMetricKey>((m) => m.source === 'provider');
export const EXPORTED_METRIC_KEYS = keysWhere<ExportedMetricKey>((m) => m.export !== null);
export const COLUMN_METRIC_KEYS = keysWhere<ColumnMetricKey>((m) => m.column !== null);
export const TABLE_SORT_KEYS = keysWhere<TableSortKey>((m) => m.sortable && m.column !== null);

export function storedMetricKeys<Store extends 'research' | 'list'>(store: Store): StoredMetricKey<Store>[] {
  return keysWhere<StoredMetricKey<Store>>((m) => store === 'research' || m.stored === 'both');
}

export interface RangeMetricEntry {
  key: RangeMetricKey;
  filter: RangeFilterDeclaration & { name: RangeMetric; url: RangeUrlKey };
  label: string;
}

/** The filter vocabulary's ranges in declaration order, each with its metric. */
export const RANGE_METRIC_ENTRIES: readonly RangeMetricEntry[] = METRIC_KEYS.flatMap((key) => {
  const declaration: MetricDeclaration = KEYWORD_METRICS[key];
  const filter = declaration.filter;
  return filter?.kind === 'range' ? [{ key: key as RangeMetricKey, filter: filter as RangeMetricEntry['filter'], label: declaration.label }] : [];
});

/** The URL key of a metric's filter. */
export function filterUrlKey<K extends MetricKeyWhere<'filter', { url: string }>>(key: K): MetricDeclarations[K]['filter']['url'] {
  return KEYWORD_METRICS[key].filter.url;
}

/** A metric's export header. */
export function exportHeader<K extends ExportedMetricKey>(key: K): MetricDeclarations[K]['export']['header'] {
  return KEYWORD_METRICS[key].export.header;
}

/** The types of a value as stored and as the API answers it. */
/** One compared site's place for a gap's keyword: ranks (with its position and URL), does not rank, or unknown (its data was not read that far). */
export interface GapRankValue {
  state: 'ranks' | 'absent' | 'unknown';
  position: number | null;
  url: string | null;
  estimatedTraffic: number | null;
}

export interface MonthlyVolumeValue {
  year: number;
  month: number;
  searchVolume: number | null;
}
interface StoredValues {
  measure: number | null;
  whole: number | null;
  decimal: number | null;
  text: string | null;
  months: MonthlyVolumeValue[];
  categoryIds: number[];
  texts: string[];
  flag: boolean | null;
  gapRanks: GapRankValue[];
}
interface ApiValues extends Omit<StoredValues, 'categoryIds'> {
  categoryIds: string[];
}
export type StoredMetricValue<K extends MetricKey> = StoredValues[MetricDeclarations[K]['value']];
export type ApiMetricValue<K extends MetricKey> = ApiValues[MetricDeclarations[K]['value']];

/** A row's metrics as the API answers them. */
export type ApiMetrics = { [K in MetricKey]: ApiMetricValue<K> };

const EMPTY_VALUES: { [V in MetricValueKind]: () => ApiValues[V] } = {
  measure: () => null,
  whole: () => null,
  decimal: () => null,
  text: () => null,
  months: () => [],
  categoryIds: () => [],
  texts: () => [],
  flag: () => null,
  gapRanks: () => [],
};

const TO_API: { [V in MetricValueKind]: (stored: StoredValues[V]) => ApiValues[V] } = {
  measure: (v) => v,
  whole: (v) => v,
  decimal: (v) => v,
  text: (v) => v,
  months: (v) => v,
  categoryIds: (v) => v.map(String),
  texts: (v) => v,
  flag: (v) => v,
  gapRanks: (v) => v,
};

/** A metric's value as the API answers it; a metric the store does not keep (a list's depth) is its empty value. */
function apiValue<K extends MetricKey>(key: K, stored: StoredMetricValue<K> | undefined): ApiMetricValue<K> {
  const kind: MetricValueKind = KEYWORD_METRICS[key].value;
  if (stored === undefined) return EMPTY_VALUES[kind]() as ApiMetricValue<K>;
  return (TO_API[kind] as (value: unknown) => unknown)(stored) as ApiMetricValue<K>;
}

/**
 * The one mapper from storage to the API row's metrics, for a research's rows and a list's items
 * alike: what the store keeps, converted; what it does not keep, empty.
 */
export function toApiMetrics(stored: Partial<{ [K in MetricKey]: StoredMetricValue<K> }>): ApiMetrics {
  const out = {} as Record<MetricKey, unknown>;
  for (const key of METRIC_KEYS) out[key] = apiValue(key, stored[key]);
  return out as ApiMetrics;
}

/** Every metric empty (a row with nothing known yet). */
export function emptyApiMetrics(): ApiMetrics {
  return toApiMetrics({});
}
