// The strength of a SERP's top pages through the API (decision 059): read in bulk with the page,
// stored with the analysis, charged to it (one unit, the dollars of every call), free from the
// cache on a repeat, and honest about what the account lacks. Who may read it is the analysis's rule.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SerpAnalysis, SerpStarted } from '../../src/shared/contract/serp.js';
import { providerCalls, userUsage } from '../../src/server/db/schema/index.js';
import { billedTo } from '../support/provider-ledger.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };
const where = { languageCode: 'en', locationCode: 2840 };

describe('SERP strength with the demo provider', () => {
  let app: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  const adminEmail = uniqueEmail('strength-admin');

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: adminEmail });
    owner = await app.createUser();
    other = await app.createUser();
    admin = await app.createUser(adminEmail);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores each result’s strength with the analysis and summarises the top 10', async () => {
    const run = await owner.post<SerpStarted>('/api/serp', { keyword: 'running shoes', ...where, limit: 10 });
    expect(run.status).toBe(200);
    const read = await owner.get<SerpAnalysis>(`/api/serp/${run.body.researchId}`);
    expect(read.status).toBe(200);
    expect(read.body.results).toHaveLength(10);
    for (const result of read.body.results) {
      expect(result.strength).not.toBeNull();
      expect(result.strength?.domainRank).toBeGreaterThanOrEqual(0);
      expect(result.strength?.domainRank).toBeLessThanOrEqual(1000);
      expect(result.strength?.pageRank).toBeLessThanOrEqual(result.strength?.domainRank ?? 0);
      expect(result.strength?.referringDomains).toBeGreaterThanOrEqual(0);
      expect(result.strength?.estimatedTraffic).toBeGreaterThanOrEqual(0);
    }
    expect(read.body.strength).toMatchObject({ basis: 'pages', pagesWithLinks: 10, pageCount: 10, missing: [] });
    const ranks = read.body.results.map((r) => r.strength?.domainRank ?? 0).sort((a, b) => a - b);
    expect(read.body.strength?.domainRank).toBe(((ranks[4] ?? 0) + (ranks[5] ?? 0)) / 2);
  });

  it('is read by the owner and admins only; a stranger gets 404, a malformed id 400', async () => {
    const run = await owner.post<SerpStarted>('/api/serp', { keyword: 'trail shoes', ...where, limit: 10 });
    const path = `/api/serp/${run.body.researchId}`;
    expect((await other.get(path)).status).toBe(404);
    const asAdmin = await admin.get<SerpAnalysis>(path);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.strength?.basis).toBe('pages');
    expect((await owner.get('/api/serp/not-a-uuid')).status).toBe(400);
  });

  it('the cost preview prices the strength with the page, and shows dollars to admins only', async () => {
    const body = { keyword: 'new quote keyword', ...where, limit: 10 };
    const asUser = await owner.post<{ tools: Array<{ tool: string; units: number; dollars?: number | null }> }>('/api/serp/quote', body);
    expect(asUser.status).toBe(200);
    expect(asUser.body.tools[0]).toMatchObject({ tool: 'serp', units: 1 });
    expect(asUser.body.tools[0]?.dollars ?? null).toBeNull();
    const asAdmin = await admin.post<{ tools: Array<{ tool: string; units: number; dollars?: number | null }> }>('/api/serp/quote', body);
    expect(asAdmin.body.tools[0]?.dollars).toBeCloseTo(0.002 + 0.0313, 6);
  });
});

describe('SERP strength with DataForSEO (fake server)', () => {
  let stack: AppWithFakeDataForSeo | undefined;
  let fake: FakeDataForSeo;
  let app: TestApp;
  let user: SignedIn;

  beforeAll(async () => {
    stack = await startAppWithFakeDataForSeo();
    ({ fake, app, user } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => fake.reset());

  async function ledger(userId: string): Promise<string[]> {
    const rows = await app.deps.database.db.select({ endpoint: providerCalls.endpoint }).from(providerCalls).where(eq(providerCalls.userId, userId));
    return rows.map((r) => r.endpoint).sort();
  }

  it('two bulk calls for ten pages, charged to the one analysis; a repeat is free from the cache', async () => {
    const first = await user.post<SerpStarted>('/api/serp', { keyword: 'strength cache', ...where });
    expect(first.status).toBe(200);
    expect(fake.calls[ENDPOINTS.pagesSummary]).toBe(1);
    expect(fake.calls[ENDPOINTS.traffic]).toBe(1);
    // A user reads no dollars; the ledger holds what the provider billed.
    expect(first.body.providerCost).toBeNull();
    expect(await billedTo(app, user.userId)).toBeCloseTo(fake.totalBilled(), 6);
    const [usage] = await app.deps.database.db.select({ used: userUsage.serpAnalysesUsed }).from(userUsage).where(eq(userUsage.userId, user.userId));

    const again = await user.post<SerpStarted>('/api/serp', { keyword: 'Strength  Cache', ...where });
    expect(again.body.providerCost).toBeNull();
    expect(await billedTo(app, user.userId)).toBeCloseTo(fake.totalBilled(), 6);
    expect(fake.calls[ENDPOINTS.pagesSummary]).toBe(1);
    expect(fake.calls[ENDPOINTS.traffic]).toBe(1);
    const [after] = await app.deps.database.db.select({ used: userUsage.serpAnalysesUsed }).from(userUsage).where(eq(userUsage.userId, user.userId));
    expect(after?.used).toBe(usage?.used);
    const read = await user.get<SerpAnalysis>(`/api/serp/${again.body.researchId}`);
    expect(read.body.strength?.basis).toBe('pages');
    // Both calls are lines of the bill, the repeat's as free cache hits.
    const lines = await ledger(user.userId);
    expect(lines).toEqual(expect.arrayContaining([ENDPOINTS.pagesSummary, ENDPOINTS.traffic, 'cache/serp-strength']));
  });

  it('without the Backlinks API (40204) stores the Labs average and says per-page links are missing', async () => {
    fake.failNext({ taskStatus: 40204 }, 1, ENDPOINTS.pagesSummary);
    const run = await user.post<SerpStarted>('/api/serp', { keyword: 'no backlinks plan', ...where });
    expect(run.status).toBe(200);
    const read = await user.get<SerpAnalysis>(`/api/serp/${run.body.researchId}`);
    expect(read.body.strength).toMatchObject({ basis: 'average', missing: ['links'], pagesWithLinks: 0 });
    expect(read.body.strength?.domainRank).toBeGreaterThan(0);
    expect(read.body.results.every((r) => r.strength?.domainRank === null && r.strength.estimatedTraffic !== null)).toBe(true);
    expect(run.body.providerCost).toBeNull();
  });

  it('a passing failure of the strength read keeps the analysis, stored without strength', async () => {
    fake.failNext('task_error_40101', 1, ENDPOINTS.traffic);
    const run = await user.post<SerpStarted>('/api/serp', { keyword: 'strength fails', ...where });
    expect(run.status).toBe(200);
    const read = await user.get<SerpAnalysis>(`/api/serp/${run.body.researchId}`);
    expect(read.body.strength).toBeNull();
    expect(read.body.results.every((r) => r.strength === null)).toBe(true);
  });

  it('past the quota nothing is asked of the provider', async () => {
    const capped = await app.createUser();
    expect((await capped.post('/api/serp', { keyword: 'capped first', ...where })).status).toBe(200);
    await app.deps.database.db.update(userUsage).set({ serpAnalysesUsed: 1_000_000 }).where(and(eq(userUsage.userId, capped.userId)));
    fake.reset();
    const refused = await capped.post('/api/serp', { keyword: 'capped second', ...where });
    expect(refused.status).toBe(402);
    expect(fake.totalCalls()).toBe(0);
  });
});
