import { describe, expect, it } from 'vitest';
import { parseSerpResult } from '../../src/server/providers/dataforseo/parse-serp.js';
import type { SerpFeature, SerpFeatureOf } from '../../src/server/providers/types.js';

const FETCHED = '2026-09-01T12:00:00.000Z';

function organic(rankGroup: number, rankAbsolute: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'organic', rank_group: rankGroup, rank_absolute: rankAbsolute, position: 'left', page: 1,
    domain: `www.site${rankGroup}.example`, url: `https://www.site${rankGroup}.example/page`, title: `Result ${rankGroup}`,
    description: `About result ${rankGroup}`, breadcrumb: `https://www.site${rankGroup}.example › page`, ...extra,
  };
}

// Every documented element type, with organic results out of order and one in the right column.
const RESULT = [
  {
    keyword: 'iphone', type: 'organic', se_domain: 'google.com', location_code: 2840, language_code: 'en',
    check_url: 'https://www.google.com/search?q=iphone&num=100&hl=en&gl=US&gws_rd=cr', datetime: '2026-08-20 10:12:03 +00:00',
    spell: { keyword: 'iphone', type: 'did_you_mean' }, refinement_chips: null,
    item_types: ['organic', 'paid', 'featured_snippet', 'people_also_ask', 'ai_overview', 'local_pack', 'related_searches', 'video', 'images', 'top_stories', 'knowledge_graph', 'answer_box', 'shopping'],
    se_results_count: 85600000, pages_count: 1, items_count: 25,
    items: [
      { type: 'paid', rank_group: 1, rank_absolute: 1, position: 'left', title: 'Buy iPhone', domain: 'www.shop.example', url: 'https://www.shop.example/iphone', description: 'Ad', breadcrumb: 'shop.example' },
      { type: 'featured_snippet', rank_group: 1, rank_absolute: 2, position: 'left', domain: 'www.rome.net', title: 'Rome Metro', featured_title: 'Rome metro lines', description: 'Most important metro stations...', url: 'https://www.rome.net/metro', images: null, table: null },
      organic(3, 3),
      {
        type: 'people_also_ask', rank_group: 1, rank_absolute: 4, position: 'left',
        items: [
          { type: 'people_also_ask_element', title: 'What are the symptoms of HIDS disease?', seed_question: null, expanded_element: [
            { type: 'people_also_ask_expanded_element', url: 'https://rarediseases.org/hids/', domain: 'rarediseases.org', title: 'Mevalonate Kinase Deficiency', description: 'Hyper IgD syndrome (HIDS) is part of this spectrum...' },
          ] },
          { type: 'people_also_ask_element', title: 'Is iPhone 17 out?', seed_question: null, expanded_element: null },
        ],
      },
      {
        type: 'ai_overview', rank_group: 1, rank_absolute: 5, position: 'left', markdown: null,
        items: [{ type: 'ai_overview_element', title: null, text: 'The iPhone is a smartphone.', references: [{ source: 'Wiki', domain: 'wiki.example', url: 'https://wiki.example/iphone', title: 'iPhone' }] }],
        references: null,
      },
      organic(1, 6, { breadcrumb: undefined }),
      { type: 'local_pack', rank_group: 1, rank_absolute: 7, position: 'left', title: 'The Signal Pub', description: '0.1 mi · 7 Devonshire Rd', domain: null, phone: null, url: null, is_paid: false, rating: { rating_type: 'Max5', value: 4.1, votes_count: null, rating_max: 5 }, cid: '2754844324650035941' },
      organic(2, 8, { breadcrumb: null }),
      { type: 'video', rank_group: 1, rank_absolute: 9, position: 'left', items: [{ type: 'video_element', source: 'YouTube', title: 'iPhone review', url: 'https://video.example/1', timestamp: null }] },
      { type: 'images', rank_group: 1, rank_absolute: 10, position: 'left', title: 'Images for iphone', items: [{ type: 'images_element', alt: 'iPhone photo', url: 'https://img.example/1', image_url: 'https://img.example/1.jpg' }] },
      { type: 'top_stories', rank_group: 1, rank_absolute: 11, position: 'left', items: [{ type: 'top_stories_element', source: 'News', domain: 'news.example', title: 'New iPhone', url: 'https://news.example/iphone', date: null, timestamp: '2026-08-19 08:00:00 +00:00' }] },
      { type: 'answer_box', rank_group: 1, rank_absolute: 12, position: 'left', text: ['42', 'is the answer'], links: null },
      { type: 'shopping', rank_group: 1, rank_absolute: 13, position: 'left', title: 'Shop iPhone', items: [] },
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4].map((g, i) => organic(g, 14 + i)),
      organic(13, 23, { breadcrumb: '   ' }),
      { type: 'related_searches', rank_group: 1, rank_absolute: 24, position: 'left', items: ['iphone 17', 'iphone price', 42] },
      { type: 'knowledge_graph', rank_group: 1, rank_absolute: 1, position: 'right', title: 'iPhone', subtitle: 'Smartphone', description: 'Line of smartphones.', card_id: '/m/x', url: null },
      { type: 'organic', rank_group: 'oops', position: 'right' }, // no url: skipped
      { position: 'left' }, // no type: skipped
      'not an object',
    ],
  },
];

function feature<T extends SerpFeature['type']>(features: SerpFeature[], type: T): SerpFeatureOf<T> {
  const found = features.find((f): f is SerpFeatureOf<T> => f.type === type);
  if (!found) throw new Error(`missing ${type}`);
  return found;
}

describe('parseSerpResult', () => {
  const serp = parseSerpResult(RESULT, 'iphone', FETCHED);

  it('ranks organic results by rank_group (not the "left"/"right" position), keeps the top 10', () => {
    expect(serp.organic.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(serp.organic[0]).toEqual({
      position: 1, domain: 'www.site1.example', url: 'https://www.site1.example/page', title: 'Result 1', description: 'About result 1', breadcrumb: null,
    });
  });

  it('reads a missing, null or blank breadcrumb as null', () => {
    expect(serp.organic[0]?.breadcrumb).toBeNull(); // absent
    expect(serp.organic[1]?.breadcrumb).toBeNull(); // null
    expect(serp.organic[2]?.breadcrumb).toBe('https://www.site3.example › page');
    const blank = parseSerpResult([{ items: [organic(1, 1, { breadcrumb: '  ' })] }], 'x', FETCHED);
    expect(blank.organic[0]?.breadcrumb).toBeNull();
  });

  it('summarises every non-organic element type in page order', () => {
    expect(serp.features.map((f) => f.type)).toEqual([
      'paid', 'featured_snippet', 'people_also_ask', 'ai_overview', 'local_pack', 'video', 'images', 'top_stories', 'answer_box', 'shopping', 'related_searches', 'knowledge_graph',
    ]);
    expect(feature(serp.features, 'paid')).toMatchObject({ title: 'Buy iPhone', domain: 'www.shop.example', rankAbsolute: 1 });
    expect(feature(serp.features, 'featured_snippet')).toEqual({
      type: 'featured_snippet', rankAbsolute: 2, title: 'Rome metro lines', description: 'Most important metro stations...', url: 'https://www.rome.net/metro', domain: 'www.rome.net', timestamp: null,
    });
    expect(feature(serp.features, 'people_also_ask').questions).toEqual([
      { question: 'What are the symptoms of HIDS disease?', answer: 'Hyper IgD syndrome (HIDS) is part of this spectrum...', title: 'Mevalonate Kinase Deficiency', url: 'https://rarediseases.org/hids/', domain: 'rarediseases.org' },
      { question: 'Is iPhone 17 out?', answer: null, title: null, url: null, domain: null },
    ]);
    expect(feature(serp.features, 'ai_overview')).toEqual({
      type: 'ai_overview', rankAbsolute: 5, text: 'The iPhone is a smartphone.', citations: [], citedDomains: ['wiki.example'],
      references: [{ title: 'iPhone', url: 'https://wiki.example/iphone', domain: 'wiki.example' }],
    });
    expect(feature(serp.features, 'local_pack')).toMatchObject({ title: 'The Signal Pub', rating: 4.1, ratingVotes: null, isPaid: false, phone: null });
    expect(feature(serp.features, 'video').items).toEqual([
      { title: 'iPhone review', url: 'https://video.example/1', domain: 'video.example', snippet: null, source: 'YouTube', timestamp: null, rating: null, price: null },
    ]);
    expect(feature(serp.features, 'images')).toMatchObject({ title: 'Images for iphone', items: [{ title: 'iPhone photo', url: 'https://img.example/1' }] });
    // The provider's "yyyy-mm-dd hh:mm:ss +00:00" becomes ISO 8601.
    expect(feature(serp.features, 'top_stories').items[0]).toMatchObject({ title: 'New iPhone', source: 'News', domain: 'news.example', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'answer_box').text).toEqual(['42', 'is the answer']);
    expect(feature(serp.features, 'shopping')).toEqual({ type: 'shopping', rankAbsolute: 13, title: 'Shop iPhone', url: null, items: [] });
    expect(feature(serp.features, 'related_searches').queries).toEqual(['iphone 17', 'iphone price']);
    expect(feature(serp.features, 'knowledge_graph')).toMatchObject({ title: 'iPhone', subtitle: 'Smartphone' });
  });

  it('keeps the page facts, Google spelling and the crawl time (result.datetime) as fetchedAt', () => {
    expect(serp).toMatchObject({
      keyword: 'iphone', checkUrl: 'https://www.google.com/search?q=iphone&num=100&hl=en&gl=US&gws_rd=cr', seResultsCount: 85600000,
      spell: { keyword: 'iphone', type: 'did_you_mean' }, fetchedAt: '2026-08-20T10:12:03.000Z',
    });
    expect(serp.itemTypes).toContain('ai_overview');
  });

  it('answers an empty snapshot for "no results" (40102) or an unreadable result', () => {
    for (const result of [[], [null], ['x'], [{ items: null }]]) {
      expect(parseSerpResult(result, 'nothing', FETCHED)).toEqual({
        keyword: 'nothing', checkUrl: null, seResultsCount: null, itemTypes: [], organic: [], features: [], rawItems: [], spell: null, fetchedAt: FETCHED,
      });
    }
  });

  it('reads every result object of the task, not only the first', () => {
    const split = parseSerpResult([{ datetime: '2026-08-20 10:12:03 +00:00', items: [organic(1, 1)] }, { items: [organic(2, 2)] }], 'x', FETCHED);
    expect(split.organic.map((o) => o.position)).toEqual([1, 2]);
    expect(split.fetchedAt).toBe('2026-08-20T10:12:03.000Z');
  });

  it('keeps every item of the page as the provider returned it, so the snapshot can be reopened in full', () => {
    const items = RESULT[0]?.items ?? [];
    expect(serp.rawItems).toEqual(items);
    expect(serp.rawItems).toHaveLength(items.length);
  });

  it('without rank_group, ranks an organic result among the organic items only, not every item on the page', () => {
    const noRank = (n: number) => organic(n, n + 2, { rank_group: null });
    const page = parseSerpResult(
      [{ items: [
        { type: 'paid', rank_absolute: 1, title: 'Ad', url: 'https://ad.example' },
        { type: 'featured_snippet', rank_absolute: 2, title: 'Snippet', url: 'https://snippet.example' },
        noRank(1),
        { type: 'people_also_ask', rank_absolute: 4, items: [] },
        noRank(2),
        { type: 'organic', rank_absolute: 6 }, // no url: not shown, but still the third organic result
        noRank(4),
      ] }],
      'x',
      FETCHED,
    );
    expect(page.organic.map((o) => [o.position, o.title])).toEqual([
      [1, 'Result 1'],
      [2, 'Result 2'],
      [4, 'Result 4'],
    ]);
  });
});
