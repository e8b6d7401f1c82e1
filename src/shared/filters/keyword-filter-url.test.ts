import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_KEYWORD_FILTER } from './keyword-filter';
import { keywordFilterArb } from './keyword-filter.arbitraries';
import { parseKeywordFilterParams, readKeywordFilterParams, writeKeywordFilterParams } from './keyword-filter-url';

const parse = (query: string) => parseKeywordFilterParams(new URLSearchParams(query));

describe('keyword filter URL codec', () => {
  it('reads short readable keys', () => {
    const result = parse('vol=100..5000&kd=..40&cpc=0.5..&opp=50..&inc=Nike+adidas&incm=all&exc=free&wc=2..4&intent=transactional,commercial&qs=1&q=shoes&trend=up&peak=12&cluster=3&gap=untapped,missing&brand=exclude&aio=1&pos=1..10&cr=2..&bcp=..3&yoy=10..&sf=featured_snippet,-ai_overview');
    expect(result).toEqual({
      ok: true,
      filter: {
        search: 'shoes',
        ranges: {
          volume: { min: 100, max: 5000 },
          difficulty: { min: null, max: 40 },
          cpc: { min: 0.5, max: null },
          opportunity: { min: 50, max: null },
          wordCount: { min: 2, max: 4 },
          trendYoy: { min: 10, max: null },
          position: { min: 1, max: 10 },
          competitorsRanking: { min: 2, max: null },
          bestCompetitorPosition: { min: null, max: 3 },
        },
        include: { words: ['nike', 'adidas'], match: 'all' },
        exclude: { words: ['free'], match: 'any' },
        intents: ['commercial', 'transactional'],
        questionsOnly: true,
        trend: 'up',
        peakMonth: 12,
        clusterId: 3,
        gapCategories: ['missing', 'untapped'],
        brand: 'exclude',
        aiOverviewOnly: true,
        serpFeatures: { has: ['featured_snippet'], lacks: ['ai_overview'] },
      },
    });
  });

  it('reads an empty query as the empty filter and writes it as nothing', () => {
    expect(parse('')).toEqual({ ok: true, filter: EMPTY_KEYWORD_FILTER });
    expect(writeKeywordFilterParams(EMPTY_KEYWORD_FILTER).toString()).toBe('');
  });

  it.each([
    ['trend=flat', 'trend must be up or down.'],
    ['peak=13', 'peak must be a month number from 1 to 12.'],
    ['cluster=0', 'cluster must be a cluster number.'],
    ['vol=abc', 'Search volume must be a range such as 10..500, 10.. or ..500.'],
    ['vol=5..1', 'Search volume: the minimum must not be above the maximum.'],
    ['kd=1.5..', 'Difficulty must use whole numbers.'],
    ['wc=..99', 'Word count must be between 0 and 50.'],
    ['intent=buying', 'Intent must be one of informational, navigational, commercial, transactional.'],
    ['incm=some', 'A word match must be any or all.'],
    ['qs=yes', 'qs must be 1 or 0.'],
    [`q=${'x'.repeat(201)}`, 'The search text is too long.'],
    [`inc=${Array.from({ length: 21 }, (_, i) => `w${i}`).join('+')}`, 'Include words: at most 20 words.'],
  ])('refuses %s with a message', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });

  it('reads leniently in the browser: bad parts are dropped, good ones kept', () => {
    const filter = readKeywordFilterParams(new URLSearchParams('vol=abc&kd=..40&intent=buying'));
    expect(filter.ranges).toEqual({ difficulty: { min: null, max: 40 } });
    expect(filter.intents).toEqual([]);
  });

  it('keeps parameters it does not own', () => {
    const params = writeKeywordFilterParams({ ...EMPTY_KEYWORD_FILTER, questionsOnly: true }, new URLSearchParams('id=abc&vol=1..2'));
    expect(params.toString()).toBe('id=abc&qs=1');
  });

  it('round-trips every filter through the URL', () => {
    fc.assert(
      fc.property(keywordFilterArb, (filter) => {
        const url = `https://x.test/keyword-results?${writeKeywordFilterParams(filter).toString()}`;
        const params = new URL(url).searchParams;
        const expected = { ...filter, search: filter.search.trim() };
        expect(parseKeywordFilterParams(params)).toEqual({ ok: true, filter: expected });
        expect(readKeywordFilterParams(params)).toEqual(expected);
      }),
    );
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('vol', 'kd', 'cpc', 'comp', 'wc', 'inc', 'incm', 'exc', 'excm', 'intent', 'qs', 'q'), fc.string()), (raw) => {
        const params = new URLSearchParams(raw);
        parseKeywordFilterParams(params);
        readKeywordFilterParams(params);
      }),
    );
  });
});

describe('the SERP feature filter in the URL', () => {
  it('reads has and lacks, writes them back in the vocabulary order, and refuses an unknown feature', () => {
    const read = parseKeywordFilterParams(new URLSearchParams('sf=-ai_overview,video,featured_snippet'));
    expect(read).toMatchObject({ ok: true, filter: { serpFeatures: { has: ['featured_snippet', 'video'], lacks: ['ai_overview'] } } });
    if (read.ok) expect(writeKeywordFilterParams(read.filter).get('sf')).toBe('featured_snippet,video,-ai_overview');
    expect(parseKeywordFilterParams(new URLSearchParams('sf=holograms'))).toMatchObject({ ok: false });
    expect(parseKeywordFilterParams(new URLSearchParams('yoy=abc'))).toMatchObject({ ok: false });
    // The browser keeps what it can read of a hand-edited link.
    expect(readKeywordFilterParams(new URLSearchParams('sf=holograms&vol=10..')).serpFeatures).toEqual({ has: [], lacks: [] });
  });
});
