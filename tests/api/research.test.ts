// Keyword research API on the real app and database (PGlite, or PostgreSQL with TEST_DB=postgres):
// validation, storage in one transaction, owner-only reading, the demo label and the spelling hint.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordResearchStarted } from '../../src/shared/contract/research.js';
import type { ResearchDetail, ResearchHeader, RowsPage } from '../../src/shared/contract/researches.js';
import { INVALID_RESEARCH_LIMIT, SEED_NO_METRICS_NOTE, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../../src/shared/messages/research.js';
import { keywordResearch, keywordResults, userRoles } from '../../src/server/db/schema/index.js';
import type { DomainError } from '../../src/server/domain/errors.js';
import { runKeywordResearch } from '../../src/server/features/research-runner/research-service.js';
import { domainErrorStatus } from '../../src/server/http/domain-errors.js';
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
    findKeywordIdeas: async (q) => ({ data: { ...(await answer(q)), totalCount: 0 }, providerCost: 0.0123, provider: 'dataforseo' }),
    getKeywordMetrics: (q) => demo.getKeywordMetrics(q),
    findRelatedKeywords: (q) => demo.findRelatedKeywords(q),
    getSerp: (q) => demo.getSerp(q),
    getRankedKeywords: (q) => demo.getRankedKeywords(q),
    findDomainCompetitors: (q) => demo.findDomainCompetitors(q),
    getKeywordGap: (q) => demo.getKeywordGap(q),
    findSerpCompetitors: (q) => demo.findSerpCompetitors(q),
    // Idea tabs (decision 061).
    findKeywordSuggestions: (q) => demo.findKeywordSuggestions(q),
    getAutocomplete: (q) => demo.getAutocomplete(q),
    getPagesKeywords: (q) => demo.getPagesKeywords(q),
    getSerpStrength: (q) => demo.getSerpStrength(q),
    getKeywordValue: (q) => demo.getKeywordValue(q),
    getVolumeHistory: (q) => demo.getVolumeHistory(q),
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
    [{ ...valid, keyword: ' a ' }, 'Please enter a keyword with at least 2 characters.', 'keyword'],
    [{ ...valid, keyword: 'x'.repeat(201) }, 'Please enter a keyword with at most 200 characters.', 'keyword'],
    [{ ...valid, keyword: undefined }, 'Please enter a keyword with at least 2 characters.', 'keyword'],
    [{ ...valid, languageCode: 'xx' }, UNKNOWN_LANGUAGE, 'languageCode'],
    [{ ...valid, locationCode: 1234 }, UNKNOWN_LOCATION, 'locationCode'],
    [{ ...valid, limit: 75 }, INVALID_RESEARCH_LIMIT, 'limit'],
    [{ ...valid, limit: '100' }, INVALID_RESEARCH_LIMIT, 'limit'],
    [{ ...valid, keyword: undefined, seeds: ['running shoes', 'x'] }, 'Please enter a keyword with at least 2 characters.', 'seeds.1'],
  ])('answers 400 VALIDATION naming the field and stores nothing for %j', async (body, message, field) => {
    const before = await countRows();
    const res = await owner.post('/api/research', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'VALIDATION', message, field } });
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

const inRankOrder = (id: string) => `/api/researches/${id}/rows?sort=rank&direction=asc&limit=1000`;

describe('POST /api/research with the demo provider', () => {
  let answer: KeywordResearchStarted;
  let rows: RowsPage['rows'];

  beforeAll(async () => {
    const res = await owner.post<KeywordResearchStarted>('/api/research', { ...valid, keyword: '  Running   Shoes ' });
    expect(res.status).toBe(200);
    answer = res.body;
    rows = (await owner.get<RowsPage>(inRankOrder(answer.researchId))).body.rows;
  });

  it('answers the slim start (id, status, totals, cost, demo label), not the rows', () => {
    expect(answer).toMatchObject({ status: 'complete', isDemoData: true, seedKeywordNote: null, providerCost: null });
    expect(answer).not.toHaveProperty('results');
    expect(answer.researchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.totalResults).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(51);
    const [seed, ...ideas] = rows;
    expect(seed).toMatchObject({ isSeedKeyword: true, metricsSource: 'demo' });
    expect(seed?.keyword.toLowerCase().replace(/\s+/g, ' ').trim()).toBe('running shoes');
    expect(ideas.every((r) => !r.isSeedKeyword)).toBe(true);
    for (const field of ['keyword', 'searchVolume', 'cpc', 'intent', 'difficulty', 'metricsSource', 'metricsFetchedAt']) {
      expect(seed).toHaveProperty(field);
    }
    expect(seed?.monthlySearches.length).toBeGreaterThan(0);
    expect(seed?.metricsFetchedAt).not.toBeNull();
  });

  it('stores the session with the trimmed keyword and every result', async () => {
    const db = app.deps.database.db;
    const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, answer.researchId));
    expect(research).toMatchObject({
      userId: owner.userId,
      kind: 'keywords',
      status: 'complete',
      seedKeyword: 'Running   Shoes',
      request: { keyword: 'Running   Shoes', languageCode: 'en', locationCode: 2840, limit: 50 },
      totalResults: answer.totalResults,
      loadedResults: answer.totalResults,
      locationCode: 2840,
      languageCode: 'en',
      resultLimit: 50,
      provider: 'demo',
    });
    const [stored] = await db.select({ n: count() }).from(keywordResults).where(eq(keywordResults.researchId, answer.researchId));
    expect(stored?.n).toBe(answer.totalResults);
  });

  it('lets the owner read the header back', async () => {
    const res = await owner.get<ResearchHeader>(`/api/researches/${answer.researchId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: answer.researchId, kind: 'keywords', seedKeyword: 'Running   Shoes', totalResults: answer.totalResults, providerCost: null, isDemoData: true });
  });

  it('answers 404 to another user and to an unknown id, and 400 to a non-UUID id', async () => {
    expect((await other.get(`/api/researches/${answer.researchId}`)).status).toBe(404);
    expect((await other.get(`/api/researches/${answer.researchId}/rows`)).status).toBe(404);
    expect((await owner.get('/api/researches/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await owner.get('/api/researches/not-a-uuid');
    expect(bad.status).toBe(400);
    expect((await app.client().get(`/api/researches/${answer.researchId}`)).status).toBe(401);
  });

  it('lets an admin read any research', async () => {
    const res = await admin.get<ResearchHeader>(`/api/researches/${answer.researchId}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(answer.researchId);
  });
});

describe('runKeywordResearch', () => {
  it('stores nothing when the provider fails, and maps its error to its status and message', async () => {
    const before = await countRows();
    const provider = stubProvider(async () => {
      throw new ProviderError('rate_limit');
    });
    const error = await runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request: { ...valid, keyword: 'seo' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rate_limit', code: 'PROVIDER_RATE_LIMIT' });
    expect(domainErrorStatus(error as DomainError)).toBe(429);
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
    expect(answer.seedKeywordNote).toBe(SEED_NO_METRICS_NOTE);
    expect(answer.providerCost).toBe(0.0123);
    // Clients written against the former name read the same figure (deprecated in the API document).
    expect(answer.estimatedCost).toBe(0.0123);
    expect(answer.isDemoData).toBe(false);
    const stored = (await owner.get<RowsPage>(inRankOrder(answer.researchId))).body.rows;
    expect(stored.map((r) => [r.keyword, r.isSeedKeyword, r.intent])).toEqual([
      ['rare term', true, null],
      ['rare term ideas', false, 'commercial'],
      ['rare term guide', false, null],
    ]);
    const rows = await app.deps.database.db.select().from(keywordResults).where(eq(keywordResults.researchId, answer.researchId));
    expect(rows.find((r) => r.keyword === 'rare term guide')?.intent).toBeNull();
    const header = (await owner.get<ResearchDetail>(`/api/researches/${answer.researchId}`)).body;
    expect(header.seed).toMatchObject({ keyword: 'rare term', isSeedKeyword: true });
    expect(header.seed?.isPlaceholder).toBeUndefined();
    const [research] = await app.deps.database.db.select().from(keywordResearch).where(eq(keywordResearch.id, answer.researchId));
    expect(research).toMatchObject({ providerCost: 0.0123, seedNote: SEED_NO_METRICS_NOTE, totalResults: 3 });
  });

  it('notes a seed the provider did not return at all, and stores 1,000 results', async () => {
    const provider = stubProvider(async (q) => ({ seed: null, ideas: Array.from({ length: q.limit + 20 }, (_, i) => metrics(`idea ${i}`)) }));
    const request = { ...valid, keyword: 'unknown seed', limit: 1000 } as const;
    const answer = await runKeywordResearch({ db: app.deps.database.db, provider }, { userId: owner.userId, request });
    expect(answer.seedKeywordNote).toBe(SEED_NO_METRICS_NOTE);
    expect(answer.totalResults).toBe(1000);
    const detail = await owner.get<RowsPage>(inRankOrder(answer.researchId));
    expect(detail.body.rows).toHaveLength(1000);
    expect(detail.body.rows.some((r) => r.isSeedKeyword)).toBe(false);
    expect(detail.body.rows[999]?.keyword).toBe('idea 999');
    // The results page reads the seed's state with the header: the server's stand-in, never stored.
    const header = (await owner.get<ResearchDetail>(`/api/researches/${answer.researchId}`)).body;
    expect(header.seed).toMatchObject({ keyword: 'unknown seed', searchVolume: 0, cpc: 0, difficulty: null, isSeedKeyword: true, isPlaceholder: true });
    expect(header.totalResults).toBe(1000);
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
