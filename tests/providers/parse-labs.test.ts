import { describe, expect, it } from 'vitest';
import { parseKeywordDataInfo } from '../../src/server/providers/dataforseo/parse-labs.js';
import { parseRelatedResult } from '../../src/server/providers/dataforseo/parse-related.js';

const FETCHED = '2026-09-01T12:00:00.000Z';

describe('parseKeywordDataInfo', () => {
  it('reads keyword_info, keyword_properties and search_intent_info; months oldest first', () => {
    const months = Array.from({ length: 14 }, (_, i) => {
      const index = 2024 * 12 + 7 - i; // newest first, as DataForSEO sends them: 2024-08 back
      return { year: Math.floor(index / 12), month: (index % 12) + 1, search_volume: 1000 + i };
    });
    const metrics = parseKeywordDataInfo(
      {
        se_type: 'google', keyword: 'boost cell phone', location_code: 2840, language_code: 'en',
        keyword_info: { se_type: 'google', last_updated_time: '2024-08-12 23:31:45 +00:00', competition: 0.96, competition_level: 'HIGH', cpc: 1.47, search_volume: 1830000, categories: [10007, 10878], monthly_searches: months },
        keyword_properties: { keyword_difficulty: 17 },
        search_intent_info: { main_intent: 'transactional', foreign_intent: null },
      },
      FETCHED,
    );
    expect(metrics).toMatchObject({
      keyword: 'boost cell phone', searchVolume: 1830000, cpc: 1.47, competition: 0.96, competitionLevel: 'HIGH', difficulty: 17,
      intent: 'transactional', source: 'dataforseo_labs', fetchedAt: FETCHED, metricsUpdatedAt: '2024-08-12T23:31:45.000Z',
    });
    // Every month given is kept (up to 4 years), oldest first.
    expect(metrics?.monthlySearches).toHaveLength(14);
    expect(metrics?.monthlySearches[0]).toEqual({ year: 2023, month: 7, searchVolume: 1013 });
    expect(metrics?.monthlySearches[13]).toEqual({ year: 2024, month: 8, searchVolume: 1000 });
  });

  it('reads every absent, null or mistyped field as null', () => {
    expect(parseKeywordDataInfo({ keyword: 'x' }, FETCHED)).toEqual({
      keyword: 'x', searchVolume: null, cpc: null, competition: null, competitionLevel: null, difficulty: null, intent: null,
      monthlySearches: [], source: 'dataforseo_labs', fetchedAt: FETCHED, metricsUpdatedAt: null, serpFeatures: [],
    });
    const odd = parseKeywordDataInfo(
      {
        keyword: 'y',
        keyword_info: { search_volume: '100', cpc: null, competition_level: 'low', last_updated_time: 'yesterday', monthly_searches: [{ year: 2024, month: 13, search_volume: 5 }, 'x'] },
        keyword_properties: null,
        search_intent_info: { main_intent: 'curious' },
      },
      FETCHED,
    );
    expect(odd).toMatchObject({ searchVolume: null, cpc: null, competitionLevel: 'LOW', metricsUpdatedAt: null, intent: null, monthlySearches: [] });
  });

  it('needs a keyword: from the object or the fallback', () => {
    expect(parseKeywordDataInfo({ keyword_info: { search_volume: 5 } }, FETCHED)).toBeNull();
    expect(parseKeywordDataInfo({ keyword_info: { search_volume: 5 } }, FETCHED, 'seed')?.searchVolume).toBe(5);
    expect(parseKeywordDataInfo(null, FETCHED)).toBeNull();
  });
});

describe('parseRelatedResult', () => {
  // Official related_keywords example (limit 3, depth 1), plus an item without keyword_data.
  const result = [
    {
      se_type: 'google', seed_keyword: 'phone', seed_keyword_data: null, location_code: 2840, language_code: 'en', total_count: 9, items_count: 3,
      items: [
        {
          se_type: 'google',
          keyword_data: { keyword: 'phone', keyword_info: { search_volume: 368000, cpc: 5.98, competition: 1, competition_level: 'HIGH', categories: [10007] }, keyword_properties: { keyword_difficulty: 83 }, search_intent_info: { main_intent: 'navigational', foreign_intent: ['commercial'] } },
          depth: 0,
          related_keywords: ['phone app', 'phone call', 'phone app download', 'phone call app', 'phone samsung', 'phone definition', 'phone app on android', 'my phone app'],
        },
        {
          se_type: 'google',
          keyword_data: { keyword: 'phone call', keyword_info: { search_volume: 27100, cpc: 4.23, competition: 0.07, competition_level: 'LOW' }, keyword_properties: { core_keyword: 'phone calling', keyword_difficulty: 57 }, search_intent_info: { main_intent: 'commercial', foreign_intent: null } },
          depth: 1,
          related_keywords: ['phone call online', 'phone call app', 'free phone call', 'phone app'],
        },
        { se_type: 'google', keyword_data: null, depth: 1, related_keywords: null },
      ],
    },
  ];

  it('reads metrics under keyword_data, the seed as depth 0, related strings, and the total', () => {
    const page = parseRelatedResult(result, 'phone', FETCHED);
    expect(page.totalCount).toBe(9);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      keyword: 'phone', depth: 0, searchVolume: 368000, difficulty: 83, intent: 'navigational', relevance: 1, categories: ['10007'],
    });
    expect(page.items[0]?.relatedKeywords).toHaveLength(8);
    expect(page.items[1]).toMatchObject({ keyword: 'phone call', depth: 1, competitionLevel: 'LOW', relevance: 0.85, categories: [] });
  });

  it('falls back to the item count when total_count is missing, and to nothing for an empty result', () => {
    const withoutTotal = [{ ...result[0], total_count: null }];
    expect(parseRelatedResult(withoutTotal, 'phone', FETCHED).totalCount).toBe(2);
    expect(parseRelatedResult([], 'phone', FETCHED)).toEqual({ items: [], totalCount: 0 });
  });
});
