// fast-check generators of keyword filters and rows, shared by the unit tests of the reference
// filter and the database test that compares the SQL filter with it.
import fc from 'fast-check';
import { SEARCH_INTENTS } from '../format/difficulty';
import { EMPTY_KEYWORD_FILTER, type FilterableKeyword, type KeywordFilter, type NumberRange, type WordRule } from './keyword-filter';

/** Words the rows and filters share, in several scripts and cases, so filters often match. */
export const FILTER_TEST_WORDS = ['Nike', 'nike', 'shoes', 'günstige', 'GÜNSTIGE', 'кроссовки', 'Кроссовки', 'how', 'what', 'wie', 'как', 'free', 'best', '2026', 'running'] as const;

const separator = fc.constantFrom(' ', '  ', '-', ', ', '?', "'", '\u00a0', '«', '»');

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
});

function rangeArb(value: fc.Arbitrary<number>): fc.Arbitrary<NumberRange> {
  return fc.tuple(maybe(value), maybe(value)).map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
}

const wordRuleArb: fc.Arbitrary<WordRule> = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...FILTER_TEST_WORDS.map((w) => w.toLowerCase())), { maxLength: 3 }), fc.constantFrom('any', 'all' as const))
  .map(([words, match]) => ({ words, match: words.length === 0 ? 'any' : match }));

/** Canonical filters: what reading a URL can give (every open range left out). */
export const keywordFilterArb: fc.Arbitrary<KeywordFilter> = fc
  .record({
    search: fc.oneof(fc.constant(''), fc.constantFrom('sh', 'ü', 'КРОСС', 'nike shoes', '%', '_')),
    volume: fc.option(rangeArb(fc.integer({ min: 0, max: 100_000 })), { nil: undefined }),
    difficulty: fc.option(rangeArb(fc.integer({ min: 0, max: 100 })), { nil: undefined }),
    cpc: fc.option(rangeArb(fc.double({ min: 0, max: 50, noNaN: true, noDefaultInfinity: true })), { nil: undefined }),
    competition: fc.option(rangeArb(fc.double({ min: 0, max: 1, noNaN: true, noDefaultInfinity: true })), { nil: undefined }),
    opportunity: fc.option(rangeArb(fc.integer({ min: 0, max: 100 })), { nil: undefined }),
    trend: maybe(fc.constantFrom('up' as const, 'down' as const)),
    peakMonth: maybe(fc.integer({ min: 1, max: 12 })),
    clusterId: maybe(fc.integer({ min: 1, max: 8 })),
    include: wordRuleArb,
    exclude: wordRuleArb,
    wordCount: fc.option(rangeArb(fc.integer({ min: 0, max: 6 })), { nil: null }),
    intents: fc.subarray([...SEARCH_INTENTS]),
    questionsOnly: fc.boolean(),
  })
  .map(({ volume, difficulty, cpc, competition, opportunity, wordCount, ...rest }) => {
    const ranges: KeywordFilter['ranges'] = {};
    const set = { volume, difficulty, cpc, competition, opportunity };
    for (const [metric, range] of Object.entries(set) as [keyof typeof set, NumberRange | undefined][]) {
      if (range && (range.min !== null || range.max !== null)) ranges[metric] = range;
    }
    return {
      ...EMPTY_KEYWORD_FILTER,
      ...rest,
      ranges,
      wordCount: wordCount && (wordCount.min !== null || wordCount.max !== null) ? wordCount : null,
    };
  });
