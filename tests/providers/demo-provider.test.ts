import { describe, expect, it } from 'vitest';
import { DemoProvider } from '../../src/server/providers/demo/demo-provider.js';
import type { RelatedKeyword } from '../../src/server/providers/types.js';

const now = (): Date => new Date('2026-09-15T08:00:00.000Z');
const where = { languageCode: 'en', locationCode: 2840 };

describe('DemoProvider', () => {
  it('is deterministic across instances (no Math.random)', async () => {
    const a = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'seo tools', limit: 100, ...where });
    const b = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'SEO  tools ', limit: 100, ...where });
    expect(b).toEqual(a);
    expect(a).toMatchObject({ providerCost: 0, provider: 'demo' });
  });

  it('depends on location and language', async () => {
    const demo = new DemoProvider({ now });
    const us = await demo.getKeywordMetrics({ keywords: ['running shoes'], languageCode: 'en', locationCode: 2840 });
    const uk = await demo.getKeywordMetrics({ keywords: ['running shoes'], languageCode: 'en', locationCode: 2826 });
    expect(us.data[0]?.searchVolume).not.toEqual(uk.data[0]?.searchVolume);
  });

  it('builds plausible ideas from modifier, question and comparison patterns', async () => {
    const { data } = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'seo tools', limit: 1000, ...where });
    const keywords = data.ideas.map((k) => k.keyword);
    expect(keywords).toHaveLength(1000);
    expect(new Set(keywords).size).toBe(1000);
    expect(data.totalCount).toBeGreaterThanOrEqual(1000);
    expect(keywords).not.toContain('seo tools');
    expect(data.seed?.keyword).toBe('seo tools');
    for (const k of ['best seo tools', 'free seo tools', 'what is seo tools', 'seo tools alternatives', 'seo tools login', 'seo tools free trial', 'seo tools near me', 'best seo tools 2026']) {
      expect(keywords).toContain(k);
    }
    const volumes = data.ideas.map((k) => k.searchVolume ?? 0);
    expect(volumes).toEqual([...volumes].sort((x, y) => y - x)); // volume, descending
    const byKeyword = new Map(data.ideas.map((k) => [k.keyword, k]));
    expect(byKeyword.get('seo tools pricing')?.intent).toBe('transactional');
    expect(byKeyword.get('best seo tools')?.intent).toBe('commercial');
    expect(byKeyword.get('what is seo tools')?.intent).toBe('informational');
    expect(byKeyword.get('seo tools login')?.intent).toBe('navigational');
  });

  it('builds goods ideas without software words ("running shoes login", "cheap running shoes pdf")', async () => {
    const { data } = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'running shoes', limit: 1000, ...where });
    const keywords = data.ideas.map((k) => k.keyword);
    for (const k of ['running shoes women', 'best running shoes', 'running shoes near me', 'where to buy running shoes', 'running shoes 2026', 'running shoes outlet']) {
      expect(keywords).toContain(k);
    }
    for (const k of keywords) expect(k).not.toMatch(/\b(login|pdf|software|free trial|app|course|strategy|template)\b/);
  });

  it('builds German ideas for a German market, with German intents and a German SERP', async () => {
    const demo = new DemoProvider({ now });
    const de = { languageCode: 'de', locationCode: 2276 };
    const { data } = await demo.findKeywordIdeas({ keyword: 'laufschuhe', limit: 1000, ...de });
    const keywords = data.ideas.map((k) => k.keyword);
    for (const k of ['laufschuhe damen', 'laufschuhe test', 'welche laufschuhe für anfänger', 'laufschuhe vs sneaker', 'laufschuhe in der nähe', 'laufschuhe 2026', 'beste laufschuhe']) {
      expect(keywords).toContain(k);
    }
    for (const k of keywords) expect(k).not.toMatch(/\b(free|best|cheap|login|strategy|for)\b/);
    const byKeyword = new Map(data.ideas.map((k) => [k.keyword, k]));
    expect(byKeyword.get('laufschuhe kaufen')?.intent).toBe('transactional');
    expect(byKeyword.get('laufschuhe test')?.intent).toBe('commercial');
    expect(byKeyword.get('welche laufschuhe für anfänger')?.intent).toBe('informational');

    const related = await demo.findRelatedKeywords({ keyword: 'laufschuhe', depth: 1, limit: 10, offset: 0, ...de });
    expect(related.data.items.map((k) => k.keyword)).toContain('laufschuhe damen');
    const serp = await demo.getSerp({ keyword: 'laufschuhe', depth: 10, ...de });
    const questions = serp.data.features.find((f) => f.type === 'people_also_ask');
    expect(questions?.type === 'people_also_ask' && questions.questions[0]?.question).toBe('Welche laufschuhe sind die besten?');
    expect(serp.data.organic.map((o) => o.title).join(' ')).toMatch(/Ratgeber|Vergleich|Erfahrungen|Einsteiger/);
  });

  it('produces metrics in range with 12 monthly searches, oldest first', async () => {
    const { data } = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'coffee grinder', limit: 250, ...where });
    for (const k of [data.seed, ...data.ideas]) {
      if (!k) throw new Error('seed missing');
      expect(k.source).toBe('demo');
      expect(k.difficulty).toBeGreaterThanOrEqual(0);
      expect(k.difficulty).toBeLessThanOrEqual(100);
      expect(k.competition).toBeGreaterThanOrEqual(0);
      expect(k.competition).toBeLessThanOrEqual(1);
      expect(['LOW', 'MEDIUM', 'HIGH']).toContain(k.competitionLevel);
      // The latest 12 months, and for most keywords the 3 years before (a newer keyword has fewer).
      expect([12, 24, 36, 48]).toContain(k.monthlySearches.length);
      expect(k.monthlySearches.at(-12)).toMatchObject({ year: 2025, month: 9 });
      expect(k.serpFeatures).toContain('organic');
    }
    const months = data.seed?.monthlySearches ?? [];
    expect(months.at(-12)).toMatchObject({ year: 2025, month: 9 });
    expect(months.at(-1)).toMatchObject({ year: 2026, month: 8 });
    // Long tail: the seed out-searches the median idea.
    const median = [...data.ideas].map((k) => k.searchVolume ?? 0).sort((a, b) => a - b)[125] ?? 0;
    expect(data.seed?.searchVolume ?? 0).toBeGreaterThan(median);
  });

  it('generates 1000 ideas for a limit of 1000', async () => {
    // Speed is measured by npm run bench, never asserted in a test.
    const { data } = await new DemoProvider({ now }).findKeywordIdeas({ keyword: 'project management', limit: 1000, ...where });
    expect(data.ideas).toHaveLength(1000);
  });

  it.each([
    [0, 1],
    [1, 9],
    [2, 73],
    [3, 585],
    [4, 4681],
  ])('related depth %i: the seed plus the documented 8/72/584/4680 keywords (%i rows)', async (depth, total) => {
    const demo = new DemoProvider({ now });
    const seen: RelatedKeyword[] = [];
    for (let offset = 0; offset < total; offset += 1000) {
      const page = await demo.findRelatedKeywords({ keyword: 'phone', depth, limit: 1000, offset, ...where });
      expect(page.data.totalCount).toBe(total);
      seen.push(...page.data.items);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((k) => k.keyword)).size).toBe(total);
    expect(seen[0]).toMatchObject({ keyword: 'phone', depth: 0, relevance: 1 });
    expect(seen.filter((k) => k.depth === depth)).toHaveLength(depth === 0 ? 1 : 8 ** depth);
  });

  it('pages related keywords by offset and limit with a stable order', async () => {
    const demo = new DemoProvider({ now });
    const whole = await demo.findRelatedKeywords({ keyword: 'seo', depth: 2, limit: 100, offset: 0, ...where });
    const a = await demo.findRelatedKeywords({ keyword: 'seo', depth: 2, limit: 30, offset: 0, ...where });
    const b = await demo.findRelatedKeywords({ keyword: 'seo', depth: 2, limit: 30, offset: 30, ...where });
    const c = await demo.findRelatedKeywords({ keyword: 'seo', depth: 2, limit: 30, offset: 60, ...where });
    expect(c.data.items).toHaveLength(13);
    expect([...a.data.items, ...b.data.items, ...c.data.items].map((k) => k.keyword)).toEqual(whole.data.items.map((k) => k.keyword));
    const after = await demo.findRelatedKeywords({ keyword: 'seo', depth: 2, limit: 30, offset: 500, ...where });
    expect(after.data).toEqual({ items: [], totalCount: 73 });
    const one = whole.data.items[1];
    expect(one?.relatedKeywords).toHaveLength(8);
    expect(one?.categories.length).toBeGreaterThan(0);
    expect(one?.relevance).toBeGreaterThan(0);
  });

  it('answers a SERP of 10 organic results on reserved example domains, with features', async () => {
    const { data, providerCost } = await new DemoProvider({ now }).getSerp({ keyword: 'best running shoes', depth: 10, ...where });
    expect(providerCost).toBe(0);
    expect(data.organic.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const o of data.organic) {
      expect(o.domain).toMatch(/(^|\.)example(\.(com|org|net))?$/);
      expect(new URL(o.url).hostname).toBe(o.domain);
      expect(o.title.length).toBeGreaterThan(0);
    }
    const types = data.features.map((f) => f.type);
    expect(types).toContain('people_also_ask');
    expect(types).toContain('related_searches');
    expect(data.itemTypes[0]).toBe('organic');
  });
});
