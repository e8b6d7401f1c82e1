import { describe, expect, it } from 'vitest';
import type { SerpFeature } from '../../providers/types.js';
import { summarizeSerpFeatures } from './serp-features.js';

const local = (title: string, rating: number | null): SerpFeature => ({
  type: 'local_pack', rankAbsolute: 5, title, description: null, domain: null, url: null, phone: null, rating, ratingVotes: null, isPaid: false,
});

describe('summarizeSerpFeatures', () => {
  it('groups elements by type in page order, counting what the user sees', () => {
    const summary = summarizeSerpFeatures([
      { type: 'featured_snippet', rankAbsolute: 1, title: 'What is SEO?', description: 'x', url: 'https://a.example', domain: 'a.example' },
      { type: 'people_also_ask', rankAbsolute: 2, questions: [{ question: 'Is SEO dead?', answer: null, title: null, url: null, domain: null }, { question: 'What is SEO?', answer: 'y', title: null, url: null, domain: null }] },
      local('Shop 1', 4.5),
      local('Shop 2', null),
      { type: 'ai_overview', rankAbsolute: 6, text: `  ${'long '.repeat(60)} `, references: [] },
      { type: 'other', itemType: 'shopping', rankAbsolute: 7 },
      { type: 'related_searches', rankAbsolute: 9, queries: ['seo tools', 'seo course'] },
    ]);
    expect(summary.map((s) => [s.type, s.label, s.count])).toEqual([
      ['featured_snippet', 'Featured snippet', 1],
      ['people_also_ask', 'People also ask', 2],
      ['local_pack', 'Local pack', 2],
      ['ai_overview', 'AI overview', 1],
      ['shopping', 'Shopping results', 1],
      ['related_searches', 'Related searches', 2],
    ]);
    expect(summary[0]?.details).toEqual(['What is SEO? (a.example)']);
    expect(summary[1]?.details).toEqual(['Is SEO dead?', 'What is SEO?']);
    expect(summary[2]?.details).toEqual(['Shop 1 (4.5★)', 'Shop 2']);
    expect(summary[3]?.details[0]?.length).toBeLessThanOrEqual(160);
    expect(summary[3]?.details[0]?.endsWith('…')).toBe(true);
    expect(summary[4]?.details).toEqual([]);
  });

  it('shows an AI overview stored as Markdown (before the parser converted it) as plain text with footnotes', () => {
    const [summary] = summarizeSerpFeatures([
      {
        type: 'ai_overview', rankAbsolute: 1,
        text: '## Coffee\n**Grinders** matter [[1]](https://a.example/g). See [the guide](https://x.example) and `burrs`.\n![x](<Base64-Image-Removed>)\n- Blade\n- Burr',
        references: [{ title: 'Ref', url: 'https://b.example/r', domain: 'b.example' }],
      },
    ]);
    expect(summary?.details).toEqual(['Coffee Grinders matter [1]. See the guide and burrs. • Blade • Burr']);
    expect(summary?.citations).toEqual([{ number: 1, url: 'https://a.example/g', domain: 'a.example' }]);
    expect(summary?.citedDomains).toEqual(['a.example', 'b.example']);
  });

  it('counts list elements by their entries and names an unknown type by its own name', () => {
    const entry = { title: 'Story', url: null, domain: null, snippet: null, source: null, timestamp: null, rating: null, price: null };
    const summary = summarizeSerpFeatures([
      { type: 'top_stories', rankAbsolute: 1, title: 'Top stories', url: null, items: [entry, { ...entry, title: 'Other story' }] },
      { type: 'unknown', itemType: 'brand_new_widget', rankAbsolute: 2, title: 'Widget' },
    ]);
    expect(summary.map((s) => [s.type, s.label, s.count, s.details])).toEqual([
      ['top_stories', 'Top stories', 2, ['Story', 'Other story']],
      ['brand_new_widget', 'Brand new widget', 1, ['Widget']],
    ]);
  });

  it('answers nothing for a page without features', () => {
    expect(summarizeSerpFeatures([])).toEqual([]);
  });
});
