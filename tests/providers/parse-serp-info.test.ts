// The SERP features each Labs keyword carries when asked with include_serp_info (reference §2.6), read
// from the documented keyword_suggestions example (§3a, the item "boost cell phone") and a
// related_keywords item (the same KeywordDataInfo under keyword_data): every item type kept, in order.
import { describe, expect, it } from 'vitest';
import { parseKeywordDataInfo, parseKeywordItems, readLabsResult } from '../../src/server/providers/dataforseo/parse-labs.js';
import { parseRelatedResult } from '../../src/server/providers/dataforseo/parse-related.js';
import { readSerpItemTypes } from '../../src/server/providers/dataforseo/parse-serp-info.js';

const FETCHED = '2026-09-01T12:00:00.000Z';

/** The documented example's item, as printed (monthly arrays shortened there too). */
const DOCUMENTED_ITEM = {
  se_type: 'google', keyword: 'boost cell phone', location_code: 2840, language_code: 'en',
  keyword_info: {
    se_type: 'google', last_updated_time: '2024-08-12 23:31:45 +00:00', competition: 0.96, competition_level: 'HIGH', cpc: 1.47, search_volume: 1830000,
    low_top_of_page_bid: 0.85, high_top_of_page_bid: 10.44, categories: [10007, 10878, 12161, 13381],
    monthly_searches: [{ year: 2024, month: 7, search_volume: 2240000 }, { year: 2024, month: 6, search_volume: 2240000 }],
    search_volume_trend: { monthly: 22, quarterly: 22, yearly: 0 },
  },
  clickstream_keyword_info: null,
  keyword_properties: { se_type: 'google', core_keyword: null, synonym_clustering_algorithm: 'text_processing', keyword_difficulty: 0, detected_language: 'en', is_another_language: false },
  serp_info: {
    se_type: 'google', check_url: 'https://www.google.com/search?q=boost%20cell%20phone&num=100&hl=en&gl=US',
    serp_item_types: ['organic', 'people_also_ask', 'local_pack', 'video', 'related_searches'],
    se_results_count: 115000000, last_updated_time: '2024-08-04 08:25:36 +00:00', previous_updated_time: '2024-06-22 17:54:36 +00:00',
  },
  avg_backlinks_info: { se_type: 'google', backlinks: 4739.3, dofollow: 2334.9, referring_pages: 4121.3, referring_domains: 210.3, referring_main_domains: 184.2, rank: 113.1, main_domain_rank: 512.4, last_updated_time: '2024-08-04 08:25:38 +00:00' },
  search_intent_info: { se_type: 'google', main_intent: 'transactional', foreign_intent: null, last_updated_time: '2023-12-14 04:27:21 +00:00' },
};

describe('serp_info in Labs answers', () => {
  it('reads the documented example item’s SERP item types as the row’s SERP features', () => {
    const result = readLabsResult([{ se_type: 'google', seed_keyword: 'phone', total_count: 3488300, items_count: 1, items: [DOCUMENTED_ITEM] }]);
    const [row] = parseKeywordItems(result.items, FETCHED);
    expect(row?.serpFeatures).toEqual(['organic', 'people_also_ask', 'local_pack', 'video', 'related_searches']);
    expect(row).toMatchObject({ keyword: 'boost cell phone', searchVolume: 1830000, intent: 'transactional' });
  });

  it('reads them under a related item’s keyword_data', () => {
    const page = parseRelatedResult(
      [{ se_type: 'google', seed_keyword: 'phone', total_count: 1, items_count: 1, items: [{ se_type: 'google', keyword_data: DOCUMENTED_ITEM, depth: 1, related_keywords: ['boost mobile'] }] }],
      'phone',
      FETCHED,
    );
    expect(page.items.find((item) => item.keyword === 'boost cell phone')?.serpFeatures).toEqual(['organic', 'people_also_ask', 'local_pack', 'video', 'related_searches']);
  });

  it('gives none (not known) when serp_info is null, absent or mistyped, and each type once', () => {
    expect(parseKeywordDataInfo({ ...DOCUMENTED_ITEM, serp_info: null }, FETCHED)?.serpFeatures).toEqual([]);
    expect(readSerpItemTypes({ keyword: 'x' })).toEqual([]);
    expect(readSerpItemTypes({ serp_info: { serp_item_types: 'organic' } })).toEqual([]);
    expect(readSerpItemTypes({ serp_info: { serp_item_types: ['organic', 7, ' ai_overview ', 'organic', ''] } })).toEqual(['organic', 'ai_overview']);
    expect(readSerpItemTypes(null)).toEqual([]);
  });

  it('keeps up to 4 years of months, the oldest cut', () => {
    const months = Array.from({ length: 60 }, (_, i) => {
      const index = 2026 * 12 + 7 - i;
      return { year: Math.floor(index / 12), month: (index % 12) + 1, search_volume: i };
    });
    const row = parseKeywordDataInfo({ ...DOCUMENTED_ITEM, keyword_info: { ...DOCUMENTED_ITEM.keyword_info, monthly_searches: months } }, FETCHED);
    expect(row?.monthlySearches).toHaveLength(48);
    expect(row?.monthlySearches.at(-1)).toEqual({ year: 2026, month: 8, searchVolume: 0 });
    expect(row?.monthlySearches[0]).toEqual({ year: 2022, month: 9, searchVolume: 47 });
  });
});
