import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeProvider } from './client-helpers.js';

let fake: FakeDataForSeo;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const where = { languageCode: 'en', locationCode: 2840 };

function provider402(): Promise<unknown> {
  return fakeProvider(fake)
    .findKeywordIdeas({ keyword: 'best crm software', limit: 100, ...where })
    .then(
      () => new Error('expected a failure'),
      (error: unknown) => error,
    );
}

function bodyOf(endpoint: string): Record<string, unknown> {
  const request = fake.requests.find((r) => r.endpoint === endpoint);
  const body = request?.body;
  if (!Array.isArray(body) || typeof body[0] !== 'object' || body[0] === null) throw new Error(`no task sent to ${endpoint}`);
  return body[0] as Record<string, unknown>;
}

describe('DataForSeoProvider against the fake API', () => {
  it('research: keyword_suggestions with the seed, limit and the response cost', async () => {
    const answer = await fakeProvider(fake).findKeywordIdeas({ keyword: '  SEO   Tools ', limit: 50, ...where });
    expect(bodyOf(ENDPOINTS.suggestions)).toEqual({ keyword: 'seo tools', location_code: 2840, language_code: 'en', include_seed_keyword: true, include_serp_info: true, limit: 50 });
    expect(answer.provider).toBe('dataforseo');
    // 50 suggestions hold the seed, so 49 ideas: the top-up asks keyword_ideas for the 1 missing + the seed.
    expect(bodyOf(ENDPOINTS.ideas)).toMatchObject({ keywords: ['seo tools'], limit: 2 });
    expect(answer.providerCost).toBeCloseTo(0.01 + 50 * 0.0001 + 0.01 + 2 * 0.0001, 9);
    expect(answer.data.seed?.keyword).toBe('seo tools');
    expect(answer.data.seed?.source).toBe('dataforseo_labs');
    expect(answer.data.ideas).toHaveLength(50); // exactly the limit
    expect(answer.data.ideas.some((k) => k.keyword === 'seo tools')).toBe(false); // the seed is not an idea
    expect(fake.calls[ENDPOINTS.overview]).toBeUndefined(); // seed data came with the suggestions
    expect(answer.data.totalCount).toBeGreaterThanOrEqual(600);
    const first = answer.data.ideas.find((k) => k.searchVolume !== null);
    expect(first?.monthlySearches).toHaveLength(12);
    const months = first?.monthlySearches ?? [];
    expect(months[0]).toMatchObject({ year: 2025, month: 8 }); // oldest first
    expect(months[11]).toMatchObject({ year: 2026, month: 7 });
    expect(first?.metricsUpdatedAt).toBe('2026-08-12T23:31:45.000Z');
    expect(first?.fetchedAt).toBe('2026-09-01T12:00:00.000Z');
  });

  it('research: asks keyword_overview for the seed when suggestions carry no seed data, adding its cost', async () => {
    fake.configure({ seedKeywordData: 'omit' });
    const answer = await fakeProvider(fake).findKeywordIdeas({ keyword: 'crm', limit: 10, ...where });
    expect(fake.calls[ENDPOINTS.overview]).toBe(1);
    expect(bodyOf(ENDPOINTS.overview)).toMatchObject({ keywords: ['crm'] });
    expect(answer.data.seed?.keyword).toBe('crm');
    expect(answer.providerCost).toBeCloseTo(0.011 + 0.0101, 6);
  });

  it('research: tops up from keyword_ideas when suggestions are exhausted, without duplicates', async () => {
    const answer = await fakeProvider(fake).findKeywordIdeas({ keyword: 'best crm software', limit: 100, ...where });
    // 60 suggestions (seed included) -> 59 ideas; keyword_ideas asked for the 41 missing + the seed,
    // then (its first rows repeat suggestions) a second page for what is still missing.
    expect(bodyOf(ENDPOINTS.ideas)).toMatchObject({ keywords: ['best crm software'], limit: 42 });
    const keywords = answer.data.ideas.map((k) => k.keyword);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords).toHaveLength(100); // exactly the limit: the provider has enough ideas
    const billed = fake.responses.reduce((sum, r) => sum + r.cost, 0);
    expect(answer.providerCost).toBeCloseTo(billed, 9);
  });

  it('research: keeps the bought suggestions when the top-up or the seed lookup fails', async () => {
    fake.configure({ seedKeywordData: 'omit' });
    fake.failNext('task_error_40101', 1, ENDPOINTS.ideas);
    fake.failNext('hang', 1, ENDPOINTS.overview);
    const provider = fakeProvider(fake, { timeoutMs: 200 });
    const answer = await provider.findKeywordIdeas({ keyword: 'best crm software', limit: 100, ...where });
    expect(answer.data.seed).toBeNull();
    expect(answer.data.ideas).toHaveLength(59);
    expect(answer.providerCost).toBeCloseTo(0.01 + 59 * 0.0001, 6);
  });

  it('research: an account problem in the top-up still fails the research', async () => {
    fake.failNext('http_402_40210', 1, ENDPOINTS.ideas);
    const error = await provider402();
    expect(error).toMatchObject({ kind: 'billing' });
  });

  it('research: can be told not to top up', async () => {
    const answer = await fakeProvider(fake, { topUpWithKeywordIdeas: false }).findKeywordIdeas({ keyword: 'best crm software', limit: 100, ...where });
    expect(answer.data.ideas).toHaveLength(59);
    expect(fake.calls[ENDPOINTS.ideas]).toBeUndefined();
  });

  it('metrics: keyword_overview; unknown keywords are simply absent', async () => {
    const answer = await fakeProvider(fake).getKeywordMetrics({
      keywords: ['Keyword Research', 'keyword planner', 'a very long keyword that nobody ever searches for'],
      ...where,
    });
    expect(answer.data.map((k) => k.keyword)).toEqual(['keyword research', 'keyword planner']);
    expect(answer.providerCost).toBeCloseTo(0.0102, 6);
  });

  it('metrics: an empty list makes no call', async () => {
    const answer = await fakeProvider(fake).getKeywordMetrics({ keywords: [' '], ...where });
    expect(answer).toMatchObject({ data: [], providerCost: 0 });
    expect(fake.totalCalls()).toBe(0);
  });

  it('related: depth, limit and offset pass through; the seed is the depth-0 item; totals count every depth', async () => {
    const provider = fakeProvider(fake);
    const first = await provider.findRelatedKeywords({ keyword: 'phone', depth: 2, limit: 50, offset: 0, ...where });
    expect(bodyOf(ENDPOINTS.related)).toEqual({ keyword: 'phone', location_code: 2840, language_code: 'en', depth: 2, include_serp_info: true, limit: 50, offset: 0 });
    expect(first.data.totalCount).toBe(73); // 1 + 8 + 64
    expect(first.data.items).toHaveLength(50);
    expect(first.data.items[0]).toMatchObject({ keyword: 'phone', depth: 0, relevance: 1 });
    expect(first.data.items[0]?.relatedKeywords).toHaveLength(8);
    expect(first.data.items.every((k) => k.depth <= 2)).toBe(true);
    expect(first.data.items[1]?.categories.every((c) => /^\d+$/.test(c))).toBe(true);
    expect(first.providerCost).toBeCloseTo(0.015, 6);

    const second = await provider.findRelatedKeywords({ keyword: 'phone', depth: 2, limit: 50, offset: 50, ...where });
    expect(second.data.items).toHaveLength(23);
    const all = [...first.data.items, ...second.data.items].map((k) => k.keyword);
    expect(new Set(all).size).toBe(73);
  });

  it('serp: live/advanced with depth 10; organic by rank_group; features summarised; SERP price', async () => {
    const answer = await fakeProvider(fake).getSerp({ keyword: 'running shoes', depth: 10, ...where });
    expect(bodyOf(ENDPOINTS.serp)).toEqual({ keyword: 'running shoes', location_code: 2840, language_code: 'en', depth: 10 });
    expect(answer.providerCost).toBeCloseTo(0.002, 6);
    const serp = answer.data;
    expect(serp.organic.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(serp.organic[0]).toMatchObject({ domain: 'www.example.com', url: 'https://www.example.com/running-shoes', breadcrumb: 'https://www.example.com › running-shoes' });
    expect(serp.organic[1]?.breadcrumb).toBeNull(); // null in the answer
    expect(serp.organic[2]?.breadcrumb).toBeNull(); // absent in the answer
    expect(serp.features.map((f) => f.type)).toEqual([
      'paid', 'featured_snippet', 'ai_overview', 'people_also_ask', 'local_pack', 'local_pack', 'local_pack', 'related_searches', 'knowledge_graph',
    ]);
    expect(serp.checkUrl).toContain('google.com/search');
    expect(serp.seResultsCount).toBe(85_600_000);
    expect(serp.itemTypes).toContain('organic');
  });

  it('serp: reports Google spelling information', async () => {
    const answer = await fakeProvider(fake).getSerp({ keyword: 'keywrod reserch', depth: 10, ...where });
    expect(answer.data.spell).toEqual({ keyword: 'keyword research', type: 'showing_results_for' });
  });
});
