// What parse-serp.test.ts leaves out: the remaining documented element types (kept as 'other' with
// the provider's name), the AI-overview answer inside "people also ask", organic ties and the
// top-10 cut by rank_group, and a domain read from the url when the item has none.
import { describe, expect, it } from 'vitest';
import { parseSerpResult } from '../../src/server/providers/dataforseo/parse-serp.js';

const FETCHED = '2026-09-01T12:00:00.000Z';

const organic = (rankGroup: number, rankAbsolute: number, extra: Record<string, unknown> = {}) => ({
  type: 'organic', rank_group: rankGroup, rank_absolute: rankAbsolute, position: 'left',
  domain: `www.r${rankGroup}-${rankAbsolute}.example`, url: `https://www.r${rankGroup}-${rankAbsolute}.example/`, title: `R${rankGroup}`, description: 'd', ...extra,
});

describe('parseSerpResult: the rest of the documented item types', () => {
  const others = ['map', 'hotels_pack', 'popular_products', 'discussions_and_forums', 'people_also_search', 'short_videos', 'perspectives', 'twitter'];

  it('keeps every other element type with its own name and title, in page order', () => {
    const items = others.map((type, i) => ({ type, rank_group: 1, rank_absolute: i + 1, position: 'left', title: i % 2 === 0 ? `${type} title` : null }));
    const serp = parseSerpResult([{ items: [...items, organic(1, 20)] }], 'hotel', FETCHED);
    expect(serp.features).toEqual(
      others.map((type, i) => (i % 2 === 0 ? { type: 'other', itemType: type, rankAbsolute: i + 1, title: `${type} title` } : { type: 'other', itemType: type, rankAbsolute: i + 1 })),
    );
    expect(serp.organic).toHaveLength(1);
  });

  it('reads the answer of a question expanded into an AI overview', () => {
    const paa = {
      type: 'people_also_ask', rank_group: 1, rank_absolute: 1, position: 'left',
      items: [{
        type: 'people_also_ask_element', title: 'Is SEO worth it?',
        expanded_element: [{ type: 'people_also_ask_ai_overview_expanded_element', items: null, references: null, text: 'Usually, yes.', url: null, domain: null, title: null }],
      }],
    };
    const serp = parseSerpResult([{ items: [paa] }], 'seo', FETCHED);
    expect(serp.features[0]).toEqual({
      type: 'people_also_ask', rankAbsolute: 1, questions: [{ question: 'Is SEO worth it?', answer: 'Usually, yes.', title: null, url: null, domain: null }],
    });
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
