// Keyword research API on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres):
// validation, storage in one transaction, owner-only reading, the demo label and the spelling hint.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResearchDetailResponse, ResearchResponse } from '../../src/shared/api/research.js';
import { INVALID_RESEARCH_LIMIT, SEED_NO_METRICS_NOTE, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../../src/shared/messages/research.js';
import { keywordResearch, keywordResults, userRoles } from '../../src/server/db/schema/index.js';
import { runKeywordResearch } from '../../src/server/features/research/research-service.js';
import { DemoProvider, ProviderError, type KeywordDataProvider, type KeywordMetrics } from '../../src/server/providers/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;

const valid = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 50 } as const;

async function countRows() {
  const db = app.deps.database.db;
  const [research] = await db.select({ n: count() }).from(keywordResearch);
  const [results] = await db.select({ n: count() }).from(keywordResults);
  return { research: research?.n ?? 0, results: results?.n ?? 0 };
}

/** A provider that answers like the demo one but can be told to fail or to return odd data. */
function stubProvider(answer: (q: { keyword: string; limit: number }) => Promise<{ seed: KeywordMetrics | null; ideas: KeywordMetrics[] }>): KeywordDataProvider {
  const demo = new DemoProvider();
  return {
    name: 'dataforseo',
    isDemo: false,
    findKeywordIdeas: async (q) => ({ data: { ...(await answer(q)), totalCount: 0 }, costUsd: 0.0123, provider: 'dataforseo' }),
    getKeywordMetrics: (q) => demo.getKeywordMetrics(q),
    findRelatedKeywords: (q) => demo.findRelatedKeywords(q),
    getSerp: (q) => demo.getSerp(q),
  };
}

function metrics(keyword: string, overrides: Partial<KeywordMetrics> = {}): KeywordMetrics {
  return {
    keyword,
    searchVolume: 100,
    cpc: 1.25,
    competition: 0.3,
    competitionLevel: 'LOW',
    difficulty: 20,
    intent: null,
    monthlySearches: [],
    source: 'dataforseo_labs',
    fetchedAt: new Date().toISOString(),
    metricsUpdatedAt: null,
    ...overrides,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  [owner, other, admin] = await Promise.all([app.createUser(), app.createUser(), app.createUser()]);
  await app.deps.database.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
});

afterAll(async () => {
  await app?.close();
});

describe('POST /api/research validation', () => {
  it.each([
    [{ ...valid, keyword: ' a ' }, 'Please enter a keyword with at least 2 characters.'],
    [{ ...valid, keyword: 'x'.repeat(201) }, 'Please enter a keyword with at most 200 characters.'],
    [{ ...valid, keyword: undefined }, 'Please enter a keyword with at least 2 characters.'],
    [{ ...valid, languageCode: 'xx' }, UNKNOWN_LANGUAGE],
    [{ ...valid, locationCode: 1234 }, UNKNOWN_LOCATION],
    [{ ...valid, limit: 75 }, INVALID_RESEARCH_LIMIT],
    [{ ...valid, limit: '100' }, INVALID_RESEARCH_LIMIT],
  ])('answers 400 and stores nothing for %j', async (body, message) => {
    const before = await countRows();
    const res = await owner.post('/api/research', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
    expect(await countRows()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await owner.request('POST', '/api/research', 'not json');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses anonymous callers', async () => {
    const res = await app.client().post('/api/research', valid);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('POST /api/research with the demo provider', () => {
  let answer: ResearchResponse;

  beforeAll(async () => {
    const res = await owner.post<ResearchResponse>('/api/research', { ...valid, keyword: '  Running   Shoes ' });
    expect(res.status).toBe(200);
    answer = res.body;
  });

  it('answers in the spec field names and labels demo data', () => {
    expect(answer).toMatchObject({ success: true, is_demo_data: true, seed_keyword_note: null, estimated_cost: 0 });
    expect(answer.research_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.total_results).toBe(answer.results.length);
    expect(answer.results.length).toBeGreaterThan(1);
    expect(answer.results.length).toBeLessThanOrEqual(51);
    const [seed, ...ideas] = answer.results;
    expect(seed).toMatchObject({ is_seed_keyword: true, metrics_source: 'demo' });
    expect(seed?.keyword.toLowerCase().replace(/\s+/g, ' ').trim()).toBe('running shoes');
    expect(ideas.every((r) => !r.is_seed_keyword)).toBe(true);
    for (const field of ['keyword', 'search_volume', 'cpc', 'intent', 'difficulty', 'suggestions', 'related_keywords', 'cluster_id', 'metrics_source']) {
      expect(seed).toHaveProperty(field);
    }
    expect(seed?.monthly_searches.length).toBeGreaterThan(0);
    expect(seed?.metrics_fetched_at).not.toBeNull();
  });

  it('stores the session with the trimmed keyword and every result', async () => {
    const db = app.deps.database.db;
    const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, answer.research_id));
    expect(research).toMatchObject({ userId: owner.userId, seedKeyword: 'Running   Shoes', totalResults: answer.total_results, locationCode: 2840, languageCode: 'en', resultLimit: 50, provider: 'demo' });
    const [stored] = await db.select({ n: count() }).from(keywordResults).where(eq(keywordResults.researchId, answer.research_id));
    expect(stored?.n).toBe(answer.total_results);
  });

  it('lets the owner read it back in the same order', async () => {
    const res = await owner.get<ResearchDetailResponse>(`/api/research/${answer.research_id}`);
    expect(res.status).toBe(200);
    expect(res.body.research).toMatchObject({ id: answer.research_id, seed_keyword: 'Running   Shoes', total_results: answer.total_results, api_cost: 0 });
    expect(res.body.results.map((r) => r.keyword)).toEqual(answer.results.map((r) => r.keyword));
    expect(res.body.results[0]?.is_seed_keyword).toBe(true);
  });

  it('answers 404 to another user and to an unknown id, and 400 to a non-UUID id', async () => {
    expect((await other.get(`/api/research/${answer.research_id}`)).status).toBe(404);
    expect((await owner.get('/api/research/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await owner.get('/api/research/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'Invalid id: expected a UUID.' } });
    expect((await app.client().get(`/api/research/${answer.research_id}`)).status).toBe(401);
  });

  it('lets an admin read any research', async () => {
    const res = await admin.get<ResearchDetailResponse>(`/api/research/${answer.research_id}`);
    expect(res.status).toBe(200);
    expect(res.body.research.user_id).toBe(owner.userId);
  });
});

describe('runKeywordResearch', () => {
  it('stores nothing when the provider fails, and maps its error to its status and message', async () => {
    const before = await countRows();
    const provider = stubProvider(async () => {
      throw new ProviderError('rate_limit');
    });
    const error = await runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request: { ...valid, keyword: 'seo' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'PROVIDER_RATE_LIMIT' });
    expect((error as Error).message).toMatch(/too many requests/);
    expect(await countRows()).toEqual(before);
  });

  it('answers a provider failure over HTTP with its status, never a 500', async () => {
    const original = app.deps.provider;
    app.deps.provider = stubProvider(async () => {
      throw new ProviderError('billing');
    });
    try {
      const before = await countRows();
      const res = await owner.post('/api/research', valid);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: { code: 'PROVIDER_BILLING' } });
      expect(res.body.error.message).toMatch(/run out of funds/);
      expect(await countRows()).toEqual(before);
    } finally {
      app.deps.provider = original;
    }
  });

  it('rolls the whole session back when one result cannot be stored', async () => {
    const before = await countRows();
    // 600 ideas: the second insert batch holds a volume too large for the integer column.
    const provider = stubProvider(async () => ({
      seed: metrics('seo'),
      ideas: Array.from({ length: 600 }, (_, i) => metrics(`seo idea ${i}`, { searchVolume: i === 550 ? 1e12 : 10 })),
    }));
    const request = { ...valid, keyword: 'seo', limit: 1000 } as const;
    await expect(runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request })).rejects.toBeTruthy();
    expect(await countRows()).toEqual(before);
  });

  it('keeps the provider intent (null when it has none), marks the seed and notes a seed without metrics', async () => {
    const provider = stubProvider(async () => ({
      seed: metrics('rare term', { searchVolume: null, cpc: null, difficulty: null }),
      ideas: [metrics('rare term ideas', { intent: 'commercial' }), metrics('Rare  Term'), metrics('rare term guide')],
    }));
    const request = { ...valid, keyword: 'rare term' } as const;
    const answer = await runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request });
    expect(answer.seed_keyword_note).toBe(SEED_NO_METRICS_NOTE);
    expect(answer.estimated_cost).toBe(0.0123);
    expect(answer.is_demo_data).toBe(false);
    expect(answer.results.map((r) => [r.keyword, r.is_seed_keyword, r.intent])).toEqual([
      ['rare term', true, null],
      ['rare term ideas', false, 'commercial'],
      ['rare term guide', false, null],
    ]);
    const rows = await app.deps.database.db.select().from(keywordResults).where(eq(keywordResults.researchId, answer.research_id));
    expect(rows.find((r) => r.keyword === 'rare term guide')?.intent).toBeNull();
    const [research] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, answer.research_id));
    expect(research).toMatchObject({ apiCost: 0.0123, seedNote: SEED_NO_METRICS_NOTE, totalResults: 3 });
  });

  it('notes a seed the provider did not return at all, and stores 1,000 results', async () => {
    const provider = stubProvider(async (q) => ({ seed: null, ideas: Array.from({ length: q.limit + 20 }, (_, i) => metrics(`idea ${i}`)) }));
    const request = { ...valid, keyword: 'unknown seed', limit: 1000 } as const;
    const answer = await runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request });
    expect(answer.seed_keyword_note).toBe(SEED_NO_METRICS_NOTE);
    expect(answer.total_results).toBe(1000);
    expect(answer.results.some((r) => r.is_seed_keyword)).toBe(false);
    const detail = await owner.get<ResearchDetailResponse>(`/api/research/${answer.research_id}`);
    expect(detail.body.results).toHaveLength(1000);
    expect(detail.body.results[999]?.keyword).toBe('idea 999');
  });
});

describe('GET /api/spelling', () => {
  it('suggests one correction in the word-suggestion shape', async () => {
    const res = await owner.get<Array<{ word: string }>>('/api/spelling?s=keywrod%20reserch&max=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ word: 'keyword research' }]);
  });

  it('answers [] when every word is fine, for SEO words and for short text', async () => {
    for (const text of ['seo tools', 'serp cpc', 'ab', '']) {
      const res = await owner.get(`/api/spelling?s=${encodeURIComponent(text)}&max=1`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await app.client().get('/api/spelling?s=keywrod&max=1')).status).toBe(401);
  });
});
