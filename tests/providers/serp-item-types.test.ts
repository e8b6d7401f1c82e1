// Contract test of every SERP element type the provider documents for Google organic
// live/advanced (the SDK's 51 element models, fixtures in the stand-in's serp-elements.ts written
// from the documented field lists): each parses into its own kind with the fields users see, plain
// text and ISO timestamps; an undocumented type is kept as `unknown`; organic ties and the top-10 cut.
import { describe, expect, it } from 'vitest';
import { parseSerpResult } from '../../src/server/providers/dataforseo/parse-serp.js';
import { SERP_CARD_TYPES, SERP_LIST_TYPES, type SerpFeature, type SerpFeatureOf } from '../../src/server/providers/types.js';
import { summarizeSerpFeatures } from '../../src/server/features/serp/serp-features.js';
import { serpResult } from '../support/fake-dataforseo/fake-serp.js';
import { everySerpElement } from '../support/fake-dataforseo/serp-elements.js';

const FETCHED = '2026-09-01T12:00:00.000Z';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const organic = (rankGroup: number, rankAbsolute: number, extra: Record<string, unknown> = {}) => ({
  type: 'organic', rank_group: rankGroup, rank_absolute: rankAbsolute, position: 'left',
  domain: `www.r${rankGroup}-${rankAbsolute}.example`, url: `https://www.r${rankGroup}-${rankAbsolute}.example/`, title: `R${rankGroup}`, description: 'd', ...extra,
});

function feature<T extends SerpFeature['type']>(features: SerpFeature[], type: T): SerpFeatureOf<T> {
  const found = features.find((f): f is SerpFeatureOf<T> => f.type === type);
  if (!found) throw new Error(`missing ${type}`);
  return found;
}

const SPECIAL = ['paid', 'featured_snippet', 'people_also_ask', 'ai_overview', 'local_pack', 'related_searches', 'people_also_search', 'knowledge_graph', 'answer_box'];
const DOCUMENTED = ['organic', ...SPECIAL, ...SERP_LIST_TYPES, ...SERP_CARD_TYPES];

describe('every documented element type', () => {
  const raw = serpResult('trail shoes', 2840, 'en', 10, 'every');
  const serp = parseSerpResult([raw], 'trail shoes', FETCHED);

  it('the fixtures hold one element of each of the 51 documented types', () => {
    expect(DOCUMENTED).toHaveLength(51);
    const types = new Set((raw['items'] as Array<{ type: string }>).map((i) => i.type));
    expect([...types].sort()).toEqual([...DOCUMENTED].sort());
    expect(everySerpElement('x', 'x')).toHaveLength(50);
  });

  it('parses each into its own kind, none unknown, in page order', () => {
    const kinds = serp.features.map((f) => f.type);
    expect(kinds).not.toContain('unknown');
    expect([...kinds].sort()).toEqual(DOCUMENTED.filter((t) => t !== 'organic').sort());
    expect(serp.organic).toHaveLength(10);
  });

  it.each(SERP_LIST_TYPES.map((t) => [t]))('%s: its entries with a title, a link or text users see', (type) => {
    const f = feature(serp.features, type);
    expect(f.items.length, type).toBeGreaterThan(0);
    for (const entry of f.items) {
      expect(entry.title ?? entry.snippet, type).toBeTruthy();
      if (entry.url) expect(entry.domain, type).toBe(new URL(entry.url).hostname);
      if (entry.timestamp) expect(entry.timestamp, type).toMatch(ISO);
    }
  });

  // google_posts documents only ids (posts_id, feature, cid): its kind is all users can be shown.
  it.each(SERP_CARD_TYPES.filter((t) => t !== 'google_posts').map((t) => [t]))('%s: a card with what users see', (type) => {
    const f = feature(serp.features, type);
    expect(f.title ?? f.snippet ?? f.url, type).toBeTruthy();
  });

  it('keeps the fields users see for each element with a shape of its own', () => {
    expect(feature(serp.features, 'top_stories').items[0]).toEqual({
      title: 'trail shoes news', url: 'https://news.example/trail-shoes', domain: 'news.example', snippet: null, source: 'News', timestamp: '2026-08-19T08:00:00.000Z', rating: null, price: null,
    });
    expect(feature(serp.features, 'video').items[0]).toMatchObject({ source: 'YouTube', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'twitter').items[0]).toMatchObject({ title: 'Loving my new trail shoes', url: 'https://x.example/status/1', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'shopping').items[0]).toMatchObject({ title: 'trail shoes model A', price: '$89.99', rating: 4.2, source: 'Shop' });
    expect(feature(serp.features, 'jobs').items[0]).toMatchObject({ title: 'Shoe fitter', source: 'Example Ltd', price: '£30k', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'events').items[0]).toMatchObject({ title: 'trail shoes fair', snippet: 'Sat, 12 Sep', domain: 'events.example' });
    expect(feature(serp.features, 'questions_and_answers').items[0]).toMatchObject({ title: 'Which trail shoes for flat feet?', snippet: 'Stability models.', domain: 'qa.example' });
    expect(feature(serp.features, 'discussions_and_forums').items[0]).toMatchObject({ title: 'Best trail shoes?', source: 'Forum', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'perspectives').items[0]).toMatchObject({ title: 'My trail shoes story', source: 'Blog', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'carousel').items[0]).toMatchObject({ title: 'Brand A', snippet: 'Since 1970' });
    expect(feature(serp.features, 'multi_carousel').items[0]).toMatchObject({ title: 'Types', snippet: 'Road, Trail' });
    expect(feature(serp.features, 'images').items[0]).toMatchObject({ title: 'trail shoes photo', domain: 'images.example' });
    expect(feature(serp.features, 'math_solver').items[0]).toMatchObject({ title: '42' });
    expect(feature(serp.features, 'currency_box')).toMatchObject({ title: '1 USD = 0.92 EUR', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'google_reviews')).toMatchObject({ rating: 4.4, snippet: '1200 reviews' });
    expect(feature(serp.features, 'map')).toMatchObject({ title: 'trail shoes near you', url: 'https://maps.example/trail-shoes', domain: 'maps.example' });
    expect(feature(serp.features, 'knowledge_graph')).toEqual({
      type: 'knowledge_graph', rankAbsolute: 1, title: 'trail shoes', subtitle: 'Footwear', description: 'trail shoes are a kind of footwear.', url: 'https://wiki.example/trail-shoes',
    });
    expect(feature(serp.features, 'featured_snippet')).toMatchObject({ title: 'trail shoes explained', domain: 'www.example.com', timestamp: '2026-08-19T08:00:00.000Z' });
    expect(feature(serp.features, 'answer_box')).toMatchObject({ text: ['trail shoes: a short answer.'], url: 'https://answers.example/trail-shoes', domain: 'answers.example' });
    expect(feature(serp.features, 'local_pack')).toMatchObject({ title: 'trail shoes shop', rating: 4.5, ratingVotes: 120, phone: '+1 555 0101' });
    expect(feature(serp.features, 'people_also_search').queries).toEqual(['trail shoes sale', 'trail shoes women']);
    expect(feature(serp.features, 'paid')).toMatchObject({ title: 'Buy trail shoes', domain: 'ads.example' });
  });

  it('turns the AI overview into plain text with footnotes to the cited URLs, and lists its cited domains', () => {
    const ai = feature(serp.features, 'ai_overview');
    expect(ai.text).toBe(
      'trail shoes are shoes built for the task [1].\n\n• Grip and cushioning matter most [2][1]\n• See the buying guide for sizes.',
    );
    expect(ai.text).not.toMatch(/Base64|!\[|\]\(/);
    expect(ai.citations).toEqual([
      { number: 1, url: 'https://www.example.org/trail-shoes#:~:text=built', domain: 'www.example.org' },
      { number: 2, url: 'https://news.example/trail-shoes', domain: 'news.example' },
    ]);
    expect(ai.citedDomains).toEqual(['www.example.org', 'news.example']);
    const [summary] = summarizeSerpFeatures([ai]);
    expect(summary).toMatchObject({ type: 'ai_overview', citations: ai.citations, citedDomains: ['www.example.org', 'news.example'] });
  });

  it('reads the AI-written answer of a "people also ask" question from its items (no top-level text)', () => {
    const [plainQuestion, aiQuestion] = feature(serp.features, 'people_also_ask').questions;
    expect(plainQuestion).toEqual({
      question: 'What are trail shoes?', answer: 'An answer about trail shoes.', title: 'trail shoes basics', url: 'https://www.example.net/trail-shoes', domain: 'www.example.net',
    });
    expect(aiQuestion).toEqual({
      question: 'Are trail shoes worth it?', answer: 'Usually, yes [1].', aiOverview: true,
      citations: [{ number: 1, url: 'https://forum.example/trail-shoes', domain: 'forum.example' }],
      title: 'Forum thread', url: 'https://forum.example/trail-shoes', domain: 'forum.example',
    });
  });

  it('keeps a type the documentation does not list as unknown, with its name and title', () => {
    const page = parseSerpResult([{ items: [{ type: 'brand_new_widget', rank_absolute: 3, title: 'Widget' }, { type: 'another_one', rank_absolute: 4 }] }], 'x', FETCHED);
    expect(page.features).toEqual([
      { type: 'unknown', itemType: 'brand_new_widget', rankAbsolute: 3, title: 'Widget' },
      { type: 'unknown', itemType: 'another_one', rankAbsolute: 4 },
    ]);
  });
});

describe('parseSerpResult: organic ranks', () => {
  it('keeps the ten best rank_group values, ties in page order (rank_absolute), whatever order the items arrive in', () => {
    const items = [organic(12, 30), organic(2, 9), organic(2, 4), ...[11, 10, 9, 8, 7, 6, 5, 4, 3, 1].map((g, i) => organic(g, 40 + i))];
    const serp = parseSerpResult([{ items }], 'x', FETCHED);
    expect(serp.organic.map((o) => o.position)).toEqual([1, 2, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(serp.organic[1]?.domain).toBe('www.r2-4.example');
    expect(serp.organic[2]?.domain).toBe('www.r2-9.example');
  });

  it('takes the domain from the url when the item has none, and never a "left"/"right" position', () => {
    const serp = parseSerpResult([{ items: [organic(1, 1, { domain: null, url: 'https://shop.example/a', position: 'right' })] }], 'x', FETCHED);
    expect(serp.organic[0]).toMatchObject({ position: 1, domain: 'shop.example', url: 'https://shop.example/a' });
    expect(typeof serp.organic[0]?.position).toBe('number');
  });
});
