// fast-check generators of keyword filters and rows, shared by the unit tests of the reference
// filter and the database test that compares the SQL filter with it.
import fc from 'fast-check';
import { SEARCH_INTENTS } from '../format/difficulty';
import { RANGE_METRIC_ENTRIES, type RangeMetric, type RangeMetricEntry } from '../keyword-row/metrics';
import { GAP_CATEGORIES } from '../competitors/gap-rules';
import { normalizeSerpFeatureFilter } from './serp-feature-filter';
import { BRAND_FILTERS, EMPTY_KEYWORD_FILTER, type FilterableKeyword, type KeywordFilter, type NumberRange, type WordRule } from './keyword-filter';

/** Words the rows and filters share, in several scripts and cases, so filters often match. */
export const FILTER_TEST_WORDS = ['Nike', 'nike', 'shoes', 'günstige', 'GÜNSTIGE', 'кроссовки', 'Кроссовки', 'how', 'what', 'wie', 'как', 'free', 'best', '2026', 'running'] as const;

const separator = fc.constantFrom(' ', '  ', '-', ', ', '?', "'", '\u00a0', '«', '»', '\t', '\u3000');

export const keywordArb = fc
  .array(fc.tuple(fc.constantFrom(...FILTER_TEST_WORDS), separator), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.map(([word, sep]) => word + sep).join('').trim());

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const keywordRowArb: fc.Arbitrary<FilterableKeyword> = fc.record({
  keyword: keywordArb,
  searchVolume: maybe(fc.integer({ min: 0, max: 100_000 })),
  difficulty: maybe(fc.integer({ min: 0, max: 100 })),
  cpc: maybe(fc.double({ min: 0, max: 50, noNaN: true, noDefaultInfinity: true })),
  competition: maybe(fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true })),
  intent: maybe(fc.constantFrom(...SEARCH_INTENTS)),
  opportunity: maybe(fc.integer({ min: 0, max: 100 })),
  trend: maybe(fc.integer({ min: -100, max: 300 })),
  peakMonth: maybe(fc.integer({ min: 1, max: 12 })),
  clusterId: maybe(fc.integer({ min: 1, max: 8 })),
  position: maybe(fc.integer({ min: 1, max: 100 })),
  estimatedTraffic: maybe(fc.double({ min: 0, max: 5_000, noNaN: true, noDefaultInfinity: true })),
  competitorsRanking: maybe(fc.integer({ min: 0, max: 10 })),
  bestCompetitorPosition: maybe(fc.integer({ min: 1, max: 100 })),
  gapCategories: fc.subarray([...GAP_CATEGORIES]),
  brandKeyword: maybe(fc.boolean()),
  aiOverviewCited: maybe(fc.boolean()),
  trendYoy: maybe(fc.integer({ min: -100, max: 300 })),
  // Often none (not known), else a few of the filter's features and one it does not name.
  serpFeatures: fc.oneof(fc.constant<string[]>([]), fc.subarray(['organic', 'ai_overview', 'featured_snippet', 'people_also_ask', 'video', 'related_searches'])),
});

function rangeArb(value: fc.Arbitrary<number>): fc.Arbitrary<NumberRange> {
  return fc.tuple(maybe(value), maybe(value)).map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
}

const wordRuleArb: fc.Arbitrary<WordRule> = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...FILTER_TEST_WORDS.map((w) => w.toLowerCase())), { maxLength: 3 }), fc.constantFrom('any', 'all' as const))
  .map(([words, match]) => ({ words, match: words.length === 0 ? 'any' : match }));

/** Canonical filters: what reading a URL can give (every open range left out). */
/** Where a range's ends are drawn: the metric's usual values, so ranges often split the rows. */
const TUNED_ENDS: Partial<Record<RangeMetric, fc.Arbitrary<number>>> = {
  volume: fc.integer({ min: 0, max: 100_000 }),
  difficulty: fc.integer({ min: 0, max: 100 }),
  cpc: fc.double({ min: 0, max: 50, noNaN: true, noDefaultInfinity: true }),
  competition: fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true }),
  opportunity: fc.integer({ min: 0, max: 100 }),
  wordCount: fc.integer({ min: 0, max: 6 }),
  position: fc.integer({ min: 1, max: 100 }),
  traffic: fc.double({ min: 0, max: 5_000, noNaN: true, noDefaultInfinity: true }),
  bestCompetitorPosition: fc.integer({ min: 1, max: 100 }),
  trendYoy: fc.integer({ min: -100, max: 300 }),
};

/** A range's ends: tuned, else within the declared bounds (whole numbers for a whole metric). */
function rangeEndArb(entry: RangeMetricEntry): fc.Arbitrary<number> {
  const bounds = entry.filter.bounds ?? { min: 0, max: 100_000 };
  return TUNED_ENDS[entry.filter.name] ?? (entry.filter.integer ? fc.integer(bounds) : fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true }));
}

export const keywordFilterArb: fc.Arbitrary<KeywordFilter> = fc
  .record({
    search: fc.oneof(fc.constant(''), fc.constantFrom('sh', 'ü', 'КРОСС', 'nike shoes', '%', '_')),
    ranges: fc.record(Object.fromEntries(RANGE_METRIC_ENTRIES.map((entry) => [entry.filter.name, fc.option(rangeArb(rangeEndArb(entry)), { nil: undefined })])) as Record<RangeMetric, fc.Arbitrary<NumberRange | undefined>>),
    trend: maybe(fc.constantFrom('up' as const, 'down' as const)),
    peakMonth: maybe(fc.integer({ min: 1, max: 12 })),
    clusterId: maybe(fc.integer({ min: 1, max: 8 })),
    include: wordRuleArb,
    exclude: wordRuleArb,
    intents: fc.subarray([...SEARCH_INTENTS]),
    questionsOnly: fc.boolean(),
    gapCategories: fc.subarray([...GAP_CATEGORIES], { maxLength: 2 }),
    brand: maybe(fc.constantFrom(...BRAND_FILTERS)),
    aiOverviewOnly: fc.boolean(),
    serpFeatures: fc
      .record({ has: fc.subarray(['ai_overview', 'featured_snippet', 'video'] as const, { maxLength: 2 }), lacks: fc.subarray(['ai_overview', 'people_also_ask', 'shopping'] as const, { maxLength: 2 }) })
      .map((drawn) => normalizeSerpFeatureFilter({ has: [...drawn.has], lacks: [...drawn.lacks] })),
  })
  .map(({ ranges: drawn, ...rest }) => {
    const ranges: KeywordFilter['ranges'] = {};
    for (const [metric, range] of Object.entries(drawn) as [RangeMetric, NumberRange | undefined][]) {
      if (range && (range.min !== null || range.max !== null)) ranges[metric] = range;
    }
    return { ...EMPTY_KEYWORD_FILTER, ...rest, ranges };
  });
