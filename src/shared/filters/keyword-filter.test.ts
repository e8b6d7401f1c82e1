import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countKeywordFilterParts,
  EMPTY_KEYWORD_FILTER,
  filterKeywords,
  isQuestion,
  matchesKeywordFilter,
  type FilterableKeyword,
  type KeywordFilter,
} from './keyword-filter';
import { keywordFilterArb, keywordRowArb } from './keyword-filter.arbitraries';
import { keywordWords, parseWordList } from './keyword-words';

const row = (keyword: string, changes: Partial<FilterableKeyword> = {}): FilterableKeyword => ({
  keyword,
  searchVolume: 1000,
  difficulty: 30,
  cpc: 1.5,
  competition: 0.4,
  intent: 'commercial',
  ...changes,
});
const withFilter = (changes: Partial<KeywordFilter>): KeywordFilter => ({ ...EMPTY_KEYWORD_FILTER, ...changes });

describe('keyword words', () => {
  it('splits on spaces and punctuation, keeps letters of any script whole', () => {
    expect(keywordWords('Günstige Laufschuhe-Herren')).toEqual(['günstige', 'laufschuhe', 'herren']);
    expect(keywordWords('купить кроссовки, nike?')).toEqual(['купить', 'кроссовки', 'nike']);
    expect(keywordWords("  men's «shoes» ")).toEqual(['men', 's', 'shoes']);
    expect(parseWordList('Nike, nike  ADIDAS')).toEqual(['nike', 'adidas']);
  });
});

describe('matchesKeywordFilter', () => {
  it('passes every row with the empty filter', () => {
    fc.assert(fc.property(keywordRowArb, (r) => matchesKeywordFilter(r, EMPTY_KEYWORD_FILTER)));
  });

  it('applies ranges inclusively and drops rows without the value', () => {
    const filter = withFilter({ ranges: { volume: { min: 1000, max: 2000 }, cpc: { min: null, max: 1.5 } } });
    expect(matchesKeywordFilter(row('a'), filter)).toBe(true);
    expect(matchesKeywordFilter(row('a', { searchVolume: 999 }), filter)).toBe(false);
    expect(matchesKeywordFilter(row('a', { cpc: 1.51 }), filter)).toBe(false);
    expect(matchesKeywordFilter(row('a', { searchVolume: null }), filter)).toBe(false);
  });

  it('matches whole words in any case and script', () => {
    const include = withFilter({ include: { words: ['günstige', 'кроссовки'], match: 'any' } });
    expect(matchesKeywordFilter(row('GÜNSTIGE laufschuhe'), include)).toBe(true);
    expect(matchesKeywordFilter(row('Кроссовки найк'), include)).toBe(true);
    expect(matchesKeywordFilter(row('günstiger laufschuh'), include)).toBe(false);
    const all = withFilter({ include: { words: ['nike', 'shoes'], match: 'all' } });
    expect(matchesKeywordFilter(row('nike running shoes'), all)).toBe(true);
    expect(matchesKeywordFilter(row('nike running'), all)).toBe(false);
  });

  it('excludes rows with any (or all) of the words', () => {
    const any = withFilter({ exclude: { words: ['free', 'cheap'], match: 'any' } });
    expect(matchesKeywordFilter(row('free shoes'), any)).toBe(false);
    expect(matchesKeywordFilter(row('freestyle shoes'), any)).toBe(true);
    const all = withFilter({ exclude: { words: ['free', 'cheap'], match: 'all' } });
    expect(matchesKeywordFilter(row('free shoes'), all)).toBe(true);
    expect(matchesKeywordFilter(row('cheap free shoes'), all)).toBe(false);
  });

  it('counts words and filters intents', () => {
    expect(matchesKeywordFilter(row('best running shoes'), withFilter({ ranges: { wordCount: { min: 2, max: 3 } } }))).toBe(true);
    expect(matchesKeywordFilter(row('shoes'), withFilter({ ranges: { wordCount: { min: 2, max: null } } }))).toBe(false);
    const intents = withFilter({ intents: ['transactional', 'commercial'] });
    expect(matchesKeywordFilter(row('a'), intents)).toBe(true);
    expect(matchesKeywordFilter(row('a', { intent: 'informational' }), intents)).toBe(false);
    expect(matchesKeywordFilter(row('a', { intent: null }), intents)).toBe(false);
  });

  it('knows questions in each language', () => {
    expect(isQuestion('how to tie running shoes', 'en')).toBe(true);
    expect(isQuestion('wie binde ich laufschuhe', 'de')).toBe(true);
    expect(isQuestion('как выбрать кроссовки', 'ru')).toBe(true);
    expect(isQuestion('cómo elegir zapatillas', 'es')).toBe(true);
    expect(isQuestion('ランニングシューズ どれ', 'ja')).toBe(true);
    expect(isQuestion('跑步鞋哪个好', 'zh')).toBe(true);
    expect(isQuestion('running shoes?', 'de')).toBe(true);
    expect(isQuestion('running shoes sale', 'en')).toBe(false);
    // "wie" is a German question word, not an English one.
    expect(isQuestion('wie shoes', 'en')).toBe(false);
    expect(isQuestion('wie shoes')).toBe(true);
    expect(isQuestion('showcase', 'en')).toBe(false);
  });

  it('searches a case-insensitive substring', () => {
    expect(matchesKeywordFilter(row('Nike Air'), withFilter({ search: ' air ' }))).toBe(true);
    expect(matchesKeywordFilter(row('Nike Air'), withFilter({ search: 'adidas' }))).toBe(false);
  });

  it('is an AND of its parts: each part alone passes every row the whole filter passes', () => {
    fc.assert(
      fc.property(keywordRowArb, keywordFilterArb, (r, filter) => {
        if (!matchesKeywordFilter(r, filter)) return;
        expect(matchesKeywordFilter(r, withFilter({ ranges: filter.ranges }))).toBe(true);
        expect(matchesKeywordFilter(r, withFilter({ include: filter.include }))).toBe(true);
        expect(matchesKeywordFilter(r, withFilter({ exclude: filter.exclude }))).toBe(true);
        expect(matchesKeywordFilter(r, withFilter({ intents: filter.intents, questionsOnly: filter.questionsOnly }))).toBe(true);
      }),
    );
  });

  it('never drops a row when a range is widened or a part is removed', () => {
    fc.assert(
      fc.property(fc.array(keywordRowArb, { maxLength: 30 }), keywordFilterArb, fc.double({ min: 0, max: 100, noNaN: true }), (rows, filter, widen) => {
        const kept = new Set(filterKeywords(rows, filter));
        const ranges = Object.fromEntries(
          Object.entries(filter.ranges).map(([metric, r]) => [metric, { min: r.min === null ? null : r.min - widen, max: r.max === null ? null : r.max + widen }]),
        );
        const wider = { ...filter, ranges, questionsOnly: false, intents: [] };
        const keptWider = new Set(filterKeywords(rows, wider));
        for (const r of kept) expect(keptWider.has(r)).toBe(true);
      }),
    );
  });

  it('include any ⊇ include all; exclude any ⊆ exclude all', () => {
    fc.assert(
      fc.property(keywordRowArb, keywordFilterArb, (r, filter) => {
        const words = filter.include.words;
        if (matchesKeywordFilter(r, withFilter({ include: { words, match: 'all' } }))) {
          expect(matchesKeywordFilter(r, withFilter({ include: { words, match: 'any' } }))).toBe(true);
        }
        if (matchesKeywordFilter(r, withFilter({ exclude: { words, match: 'any' } }))) {
          expect(matchesKeywordFilter(r, withFilter({ exclude: { words, match: 'all' } }))).toBe(true);
        }
      }),
    );
  });
});

describe('countKeywordFilterParts', () => {
  it('counts the parts that are set', () => {
    expect(countKeywordFilterParts(EMPTY_KEYWORD_FILTER)).toBe(0);
    expect(countKeywordFilterParts(withFilter({ ranges: { volume: { min: 1, max: null } }, questionsOnly: true, intents: ['commercial'] }))).toBe(3);
  });
});
