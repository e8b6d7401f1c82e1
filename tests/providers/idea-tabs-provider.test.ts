// The idea questions of the provider seam (decision 061): the autocomplete parser against the
// documented answer (every field kept), page_intersection read as "the keywords these pages rank
// for" against the documented example, the question rule, and each DataForSEO call through the
// real client against the stand-in (what is asked, what it costs); the demo answers every one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUESTION_PATTERN, isQuestion } from '../../src/shared/ideas/idea-tabs.js';
import { parseAutocompleteResult } from '../../src/server/providers/dataforseo/parse-autocomplete.js';
import { DemoProvider } from '../../src/server/providers/demo/demo-provider.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeClient, fakeProvider } from './client-helpers.js';
import { getPagesKeywords } from '../../src/server/providers/dataforseo/idea-calls.js';

const where = { languageCode: 'en', locationCode: 2840 };

function resultOf(file: string): unknown[] {
  const answer = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', file), 'utf8')) as { tasks: Array<{ result: unknown[] }> };
  return answer.tasks[0]?.result ?? [];
}

describe('the autocomplete answer (serp/google/autocomplete/live/advanced)', () => {
  it('keeps every documented field of each suggestion, in the search box order, a repeat in other case once', () => {
    const read = parseAutocompleteResult(resultOf('serp-google-autocomplete-advanced.json'), 'albert einstein');
    expect(read.checkUrl).toBe('https://www.google.com/complete/search?q=albert%20einstein&client=chrome&hl=en&gl=US');
    expect(read.suggestions).toEqual([
      { suggestion: 'albert einstein', position: 1, relevance: 1250, suggestionType: 'QUERY', searchQueryUrl: 'https://www.google.com/search?q=albert+einstein', thumbnailUrl: null, highlighted: [] },
      { suggestion: 'albert einstein quotes', position: 2, relevance: 601, suggestionType: 'QUERY', searchQueryUrl: 'https://www.google.com/search?q=albert+einstein+quotes', thumbnailUrl: null, highlighted: ['quotes'] },
      { suggestion: 'albert einstein iq', position: 3, relevance: 600, suggestionType: 'ENTITY', searchQueryUrl: 'https://www.google.com/search?q=albert+einstein+iq', thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=tbn:example', highlighted: ['iq'] },
    ]);
  });

  it('reads an empty or odd answer as no suggestions, never a failure', () => {
    expect(parseAutocompleteResult([], 'x').suggestions).toEqual([]);
    expect(parseAutocompleteResult([null, { items: 'nope' }, { items: [{ type: 'autocomplete', suggestion: 42 }, { type: 'other', suggestion: 'y' }] }], 'x').suggestions).toEqual([]);
  });
});

describe('the question rule', () => {
  it('is a question word anywhere as a whole word, or a question mark', () => {
    expect(['how to tie running shoes', 'running shoes what size', 'are running shoes worth it', 'running shoes?'].every(isQuestion)).toBe(true);
    expect(['running shoes', 'howard running shoes', 'shoes for whoever', 'island running'].some(isQuestion)).toBe(false);
  });

  it('sends the same words to the provider as a regular expression', () => {
    const pattern = new RegExp(QUESTION_PATTERN);
    expect(pattern.test('how to tie running shoes')).toBe(true);
    expect(pattern.test('howard running shoes')).toBe(false);
  });
});

describe('the DataForSEO idea calls against the stand-in', () => {
  let fake: FakeDataForSeo;
  beforeAll(async () => {
    fake = await startFakeDataForSeo();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const bodies = (endpoint: string) => fake.requests.filter((r) => r.endpoint === endpoint).map((r) => (r.body as Array<Record<string, unknown>>)[0] ?? {});

  it('matching terms: one keyword_suggestions task, by volume, without the seed', async () => {
    const answer = await fakeProvider(fake).findKeywordSuggestions({ ...where, keyword: 'Keyword Tools', limit: 50, questionsOnly: false });
    expect(bodies(ENDPOINTS.suggestions)).toEqual([{ keyword: 'keyword tools', location_code: 2840, language_code: 'en', include_seed_keyword: false, limit: 50, order_by: ['keyword_info.search_volume,desc'] }]);
    expect(answer.data.items.length).toBeGreaterThan(0);
    expect(answer.data.items.some((k) => k.keyword === 'keyword tools')).toBe(false);
    // Billed for every item returned, the seed's too when the database holds it as a suggestion.
    expect(answer.providerCost).toBeCloseTo(fake.totalBilled(), 9);
    expect(answer.providerCost).toBeGreaterThanOrEqual(0.01 + 0.0001 * answer.data.items.length);
  });

  it('questions: the same task with the question filter; every row is a question', async () => {
    const answer = await fakeProvider(fake).findKeywordSuggestions({ ...where, keyword: 'keyword tools', limit: 50, questionsOnly: true });
    expect(bodies(ENDPOINTS.suggestions)[0]).toMatchObject({ filters: [['keyword', 'regex', QUESTION_PATTERN]] });
    expect(answer.data.items.length).toBeGreaterThan(0);
    expect(answer.data.items.every((k) => isQuestion(k.keyword))).toBe(true);
  });

  it('autocomplete: one live task, $0.002', async () => {
    const answer = await fakeProvider(fake).getAutocomplete({ ...where, keyword: 'keyword tools' });
    expect(bodies(ENDPOINTS.autocomplete)).toEqual([{ keyword: 'keyword tools', location_code: 2840, language_code: 'en' }]);
    expect(answer.data.suggestions[0]?.suggestion).toBe('keyword tools');
    expect(answer.data.suggestions.length).toBeGreaterThan(3);
    expect(answer.providerCost).toBeCloseTo(0.002, 9);
  });

  it('also rank for: the pages in one page_intersection task in union mode, each keyword with how many pages rank', async () => {
    const pages = ['https://www.example.com/keyword-tools', 'https://www.example.org/keyword-tools'];
    const answer = await getPagesKeywords(fakeClient(fake), { ...where, keyword: 'keyword tools', pages, limit: 100 }, '2026-11-29T00:00:00.000Z');
    expect(bodies(ENDPOINTS.pageIntersection)).toEqual([
      { pages: { '1': pages[0], '2': pages[1] }, intersection_mode: 'union', item_types: ['organic'], location_code: 2840, language_code: 'en', order_by: ['keyword_data.keyword_info.search_volume,desc'], limit: 100 },
    ]);
    expect(answer.data.keywords.length).toBeGreaterThan(0);
    for (const row of answer.data.keywords) {
      expect(row.pagesRanking).toBeGreaterThanOrEqual(1);
      expect(row.pagesRanking).toBeLessThanOrEqual(2);
      expect(row.bestPosition).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads the documented page_intersection example as ranked keywords (pages that rank, their best place)', async () => {
    const { parsePageIntersectionItems, readIntersectionResult } = await import('../../src/server/providers/dataforseo/parse-intersection.js');
    const read = readIntersectionResult(resultOf('labs-page-intersection.json'));
    const rows = parsePageIntersectionItems(read.items, null, ['1', '2', '3'], '2026-11-29T00:00:00.000Z');
    expect(rows.length).toBe(read.items.length);
    expect(rows.every((row) => row.competitors.some((rank) => rank !== null))).toBe(true);
  });

  it('asks nothing for no pages', async () => {
    const answer = await getPagesKeywords(fakeClient(fake), { ...where, keyword: 'x', pages: [], limit: 10 }, '2026-11-29T00:00:00.000Z');
    expect(answer).toEqual({ data: { pages: [], keywords: [], totalCount: 0 }, providerCost: 0 });
    expect(fake.totalCalls()).toBe(0);
  });
});

describe('the demo answers every idea question with labelled data', () => {
  const demo = new DemoProvider({ now: () => new Date('2026-11-29T00:00:00.000Z') });

  it('matching terms contain the seed; questions are questions; autocomplete starts with the seed; pages rank for the seed first', async () => {
    const matching = await demo.findKeywordSuggestions({ ...where, keyword: 'running shoes', limit: 50, questionsOnly: false });
    expect(matching.data.items.length).toBe(50);
    expect(matching.data.items.every((k) => k.keyword.includes('running shoes') && k.source === 'demo')).toBe(true);
    const questions = await demo.findKeywordSuggestions({ ...where, keyword: 'running shoes', limit: 50, questionsOnly: true });
    expect(questions.data.items.length).toBeGreaterThan(5);
    expect(questions.data.items.every((k) => isQuestion(k.keyword))).toBe(true);
    const typed = await demo.getAutocomplete({ ...where, keyword: 'running shoes' });
    expect(typed.data.suggestions.every((s) => s.suggestion.startsWith('running shoes'))).toBe(true);
    const pages = await demo.getPagesKeywords({ ...where, keyword: 'running shoes', pages: ['https://a.example/x', 'https://b.example/y'], limit: 30 });
    expect(pages.data.keywords.length).toBe(30);
    expect(pages.data.keywords.every((k) => k.pagesRanking >= 1 && k.pagesRanking <= 2 && k.metrics.source === 'demo')).toBe(true);
    expect(pages.providerCost).toBe(0);
  });
});
