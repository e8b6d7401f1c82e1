// The Labs answers in the shapes the provider's documentation prints (keyword_suggestions,
// keyword_ideas and related_keywords examples; field lists of KeywordDataInfo), values invented:
// each parses, every `result` object of a task is read (not only the first), and the provider
// adapter keeps the rows of all of them.
import { describe, expect, it } from 'vitest';
import { readLabsResult, parseKeywordItems } from '../../src/server/providers/dataforseo/parse-labs.js';
import { parseRelatedResult } from '../../src/server/providers/dataforseo/parse-related.js';
import { fakeProvider } from './client-helpers.js';
import type { FakeDataForSeo } from '../support/fake-dataforseo/index.js';

const FETCHED = '2026-09-01T12:00:00.000Z';

const keywordData = (keyword: string, volume: number) => ({
  se_type: 'google',
  keyword,
  location_code: 2840,
  language_code: 'en',
  keyword_info: {
    se_type: 'google', last_updated_time: '2026-08-12 23:31:45 +00:00', competition: 0.96, competition_level: 'HIGH', cpc: 1.47, search_volume: volume,
    low_top_of_page_bid: 0.85, high_top_of_page_bid: 10.44, categories: [10007, 10878],
    monthly_searches: [{ year: 2026, month: 7, search_volume: volume }, { year: 2026, month: 6, search_volume: volume - 10 }],
    search_volume_trend: { monthly: 22, quarterly: 22, yearly: 0 },
  },
  clickstream_keyword_info: null,
  keyword_properties: { se_type: 'google', core_keyword: null, synonym_clustering_algorithm: 'text_processing', keyword_difficulty: 41, detected_language: 'en', is_another_language: false },
  serp_info: null,
  avg_backlinks_info: { se_type: 'google', backlinks: 4739.3, dofollow: 2334.9, referring_pages: 4121.3, referring_domains: 210.3, referring_main_domains: 184.2, rank: 113.1, main_domain_rank: 512.4, last_updated_time: '2026-08-04 08:25:38 +00:00' },
  search_intent_info: { se_type: 'google', main_intent: 'transactional', foreign_intent: null, last_updated_time: '2026-07-14 04:27:21 +00:00' },
});

const suggestionsResult = (keywords: Array<[string, number]>, total: number) => ({
  se_type: 'google', seed_keyword: 'phone', seed_keyword_data: null, location_code: 2840, language_code: 'en',
  total_count: total, items_count: keywords.length, offset: 0, offset_token: 'eyJDdXJyZW50T2Zmc2V0Ijo...',
  items: keywords.map(([k, v]) => keywordData(k, v)),
});

describe('Labs results in the documented shapes', () => {
  it('keyword_suggestions: KeywordDataInfo items, read from every result object of the task', () => {
    const labs = readLabsResult([suggestionsResult([['boost cell phone', 1830000]], 3488300), suggestionsResult([['phone case', 90500]], 10)]);
    expect(labs.total_count).toBe(3488310);
    const rows = parseKeywordItems(labs.items, FETCHED);
    expect(rows.map((r) => r.keyword)).toEqual(['boost cell phone', 'phone case']);
    expect(rows[0]).toMatchObject({ searchVolume: 1830000, cpc: 1.47, competition: 0.96, competitionLevel: 'HIGH', difficulty: 41, intent: 'transactional', metricsUpdatedAt: '2026-08-12T23:31:45.000Z' });
    expect(rows[0]?.monthlySearches.map((m) => m.month)).toEqual([6, 7]);
  });

  it('keyword_ideas: seed_keywords instead of seed_keyword, items are KeywordDataInfo', () => {
    const result = { se_type: 'google', seed_keywords: ['phone', 'watch'], location_code: 2840, language_code: 'en', total_count: 533763, items_count: 1, offset: 0, offset_token: null, items: [keywordData('smart watch', 301000)] };
    const labs = readLabsResult([result]);
    expect(labs.seed_keyword).toBeNull();
    expect(parseKeywordItems(labs.items, FETCHED)[0]).toMatchObject({ keyword: 'smart watch', searchVolume: 301000 });
  });

  it('related_keywords: metrics under keyword_data, depth, related strings; several result objects add up', () => {
    const item = (keyword: string, depth: number) => ({ se_type: 'google', keyword_data: keywordData(keyword, 27100), depth, related_keywords: [`${keyword} app`, `${keyword} call`] });
    const first = { se_type: 'google', seed_keyword: 'phone', seed_keyword_data: null, location_code: 2840, language_code: 'en', total_count: 9, items_count: 2, items: [item('phone', 0), item('phone call', 1)] };
    const second = { ...first, total_count: 3, items_count: 1, items: [item('phone app', 1)] };
    const page = parseRelatedResult([first, second], 'phone', FETCHED);
    expect(page.items.map((i) => [i.keyword, i.depth])).toEqual([
      ['phone', 0],
      ['phone call', 1],
      ['phone app', 1],
    ]);
    expect(page.totalCount).toBe(12);
    expect(page.items[1]?.relatedKeywords).toEqual(['phone call app', 'phone call call']);
  });
});

describe('the provider keeps the rows of every result object', () => {
  it('research reads all result objects of keyword_suggestions', async () => {
    const envelope = {
      version: '0.1.20260717', status_code: 20000, status_message: 'Ok.', time: '0.3 sec.', cost: 0.0102, tasks_count: 1, tasks_error: 0,
      tasks: [{
        id: '08221822-1535-0400-0000-000000000001', status_code: 20000, status_message: 'Ok.', time: '0.2 sec.', cost: 0.0102, result_count: 2,
        path: ['v3', 'dataforseo_labs', 'google', 'keyword_suggestions', 'live'], data: { api: 'dataforseo_labs', function: 'keyword_suggestions', keyword: 'phone' },
        result: [suggestionsResult([['phone', 368000], ['boost cell phone', 1830000]], 2), suggestionsResult([['phone case', 90500]], 1)],
      }],
    };
    const fake = { login: 'l', password: 'p', url: 'http://stand-in.invalid' } as FakeDataForSeo;
    const provider = fakeProvider(fake, { fetch: async () => new Response(JSON.stringify(envelope), { status: 200 }), topUpWithKeywordIdeas: false });
    const answer = await provider.findKeywordIdeas({ keyword: 'phone', limit: 10, languageCode: 'en', locationCode: 2840 });
    expect(answer.data.seed?.keyword).toBe('phone');
    expect(answer.data.ideas.map((k) => k.keyword)).toEqual(['boost cell phone', 'phone case']);
    expect(answer.providerCost).toBe(0.0102);
  });
});
