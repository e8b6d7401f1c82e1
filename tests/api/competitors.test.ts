// The competitor tools through the real HTTP app and the real DataForSEO client against the local
// stand-in (PGlite, or PostgreSQL with TEST_DATABASE_URL): each tool's run, quote, report and rows
// on the one result store; the abuse cases (another user's run, anonymous, malformed input, the
// quota used up, the plan's rows limit, provider failures); coverage of a cut read; the export with
// each site's position and URL; changes since the last run; a share link (the rows and the report,
// and the abuse cases of a share token) and an API key.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorReport, CompetitorRunStarted } from '../../src/shared/contract/competitors.js';
import type { RunQuote } from '../../src/shared/contract/quote.js';
import type { ResearchChanges } from '../../src/shared/contract/research-changes.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { TARGET_INVALID, GAP_SAME_AS_OWN } from '../../src/shared/messages/competitors.js';
import { SHARE_NOT_FOUND } from '../../src/shared/messages/share-links.js';
import { keywordListItems, keywordLists, keywordResearch, keywordResults, providerCalls, usageEvents, userRoles, userUsage } from '../../src/server/db/schema/index.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { FAKE_WEB_KEYWORDS } from '../support/fake-dataforseo/fake-competitors.js';
import { sampleKeywordMetrics, storeDemoResearch } from '../support/research-fixtures.js';
import type { TestApp, TestClient } from '../support/test-app.js';

let stack: AppWithFakeDataForSeo | undefined;
let fake: FakeDataForSeo;
let app: TestApp;
let user: TestClient & { userId: string };
let other: TestClient & { userId: string };

const market = { languageCode: 'en', locationCode: 2840 };
const db = () => app.deps.database.db;

async function competitorUsage(userId: string) {
  const [usage] = await db().select({ used: userUsage.competitorReadsUsed }).from(userUsage).where(eq(userUsage.userId, userId));
  const events = await db().select().from(usageEvents).where(and(eq(usageEvents.userId, userId), eq(usageEvents.tool, 'competitors'))).orderBy(asc(usageEvents.createdAt));
  return { used: usage?.used ?? 0, events };
}

async function researchCount(userId: string): Promise<number> {
  return (await db().select({ id: keywordResearch.id }).from(keywordResearch).where(eq(keywordResearch.userId, userId))).length;
}

beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo();
  ({ fake, app, user } = stack);
  other = await app.createUser();
});

afterAll(async () => {
  await stack?.close();
});

describe('domain keywords', () => {
  let run: CompetitorRunStarted;

  it('quotes the run first: one competitor read for 1,000 rows, no dollars for a plain user, nothing charged', async () => {
    fake.reset();
    const res = await user.post<RunQuote>('/api/competitors/domain-keywords/quote', { target: 'https://www.acme-seo.example/', ...market, limit: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.tools).toEqual([expect.objectContaining({ tool: 'competitors', units: 1, dollars: null, cached: false })]);
    expect(fake.totalCalls()).toBe(0);
    expect((await competitorUsage(user.userId)).used).toBe(0);
  });

  it('stores the ranking keywords as rows with position, URL and traffic, and a report with the position bands', async () => {
    fake.reset();
    const res = await user.post<CompetitorRunStarted>('/api/competitors/domain-keywords', { target: 'https://www.acme-seo.example/', ...market, limit: 1000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    run = res.body;
    expect(run).toMatchObject({ kind: 'domain', status: 'complete', cached: false, isDemoData: false, demoNote: null });
    expect(fake.calls[ENDPOINTS.ranked]).toBe(1);
    // Dollars are an admin's figure: a user's answer carries none; the ledger holds the bill.
    expect(run.providerCost).toBeNull();
    const billed = fake.totalBilled();
    expect(run.coverage.rowsRead).toBeGreaterThan(0);

    const rows = await user.get<RowsPage>(`/api/researches/${run.researchId}/rows?sort=position&direction=asc&limit=50`);
    expect(rows.status).toBe(200);
    // AI Overview citations arrive as rows of their own and are merged per keyword: fewer rows stored than read.
    expect(rows.body.totalRows).toBeGreaterThan(0);
    expect(rows.body.totalRows).toBeLessThanOrEqual(run.coverage.rowsRead);
    const first = rows.body.rows[0]!;
    expect(first.position).toBeGreaterThanOrEqual(1);
    expect(first.rankingUrl).toMatch(/^https:\/\/acme-seo\.example\//);
    expect(first.estimatedTraffic).not.toBeNull();
    const positions = rows.body.rows.map((r) => r.position ?? Infinity);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const top10 = await user.get<RowsPage>(`/api/researches/${run.researchId}/rows?pos=1..10&limit=1000`);
    expect(top10.body.rows.every((r) => r.position !== null && r.position <= 10)).toBe(true);

    const report = await user.get<CompetitorReport>(`/api/competitors/${run.researchId}`);
    expect(report.status).toBe(200);
    expect(report.body.sites).toEqual([{ label: 'acme-seo.example', kind: 'domain', role: 'own', index: 0 }]);
    expect(report.body.summary?.keywords).toBeGreaterThan(0);
    const bands = report.body.storedBands;
    expect(bands.pos1 + bands.pos2to3 + bands.pos4to10 + bands.pos11to20 + bands.pos21to100 + bands.notRanking).toBe(rows.body.totalRows);
    expect(report.body.providerCalls).toBe(1);

    const usage = await competitorUsage(user.userId);
    expect(usage.used).toBe(1);
    expect(usage.events.map((e) => e.status)).toEqual(['settled']);
    expect(Number(usage.events[0]!.providerCost)).toBeCloseTo(billed, 6);
  });

  it('answers a repeat from the cache for free and says when it was fetched', async () => {
    const quote = await user.post<RunQuote>('/api/competitors/domain-keywords/quote', { target: 'acme-seo.example', ...market, limit: 1000 });
    expect(quote.body.tools[0]).toMatchObject({ units: 0, cached: true });
    fake.reset();
    const res = await user.post<CompetitorRunStarted>('/api/competitors/domain-keywords', { target: 'acme-seo.example', ...market, limit: 1000 });
    expect(res.status).toBe(200);
    expect(fake.totalCalls()).toBe(0);
    expect(res.body).toMatchObject({ cached: true, providerCost: null }); // no call made; dollars are an admin's figure
    expect(res.body.fetchedAt).not.toBeNull();
    expect((await competitorUsage(user.userId)).used).toBe(1);
  });

  it('says what changed since the last run: gained, lost and moved keywords', async () => {
    const again = await user.post<CompetitorRunStarted>('/api/competitors/domain-keywords', { target: 'acme-seo.example', ...market, limit: 1000 });
    const [moved] = await db().select().from(keywordResults).where(eq(keywordResults.researchId, again.body.researchId)).limit(1);
    await db().update(keywordResults).set({ position: (moved!.position ?? 1) + 5 }).where(eq(keywordResults.id, moved!.id));
    const changes = await user.get<ResearchChanges>(`/api/researches/${again.body.researchId}/changes?only=changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.previous).not.toBeNull();
    expect(changes.body.counts.changed).toBe(1);
    expect(changes.body.rows[0]).toMatchObject({ label: moved!.keyword, status: 'changed', position: { delta: 5 } });
  });

  it('says how much of a large site was read when the rows limit cut it', async () => {
    const res = await user.post<CompetitorRunStarted>('/api/competitors/domain-keywords', { target: 'huge.example', ...market, limit: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.coverage).toMatchObject({ rowsRead: 1000, truncated: true, calls: 1 });
    expect(res.body.coverage.totalCount).toBeGreaterThanOrEqual(2400);
    expect(res.body.coverage.volumeFloor).not.toBeNull();
  });

  it('refuses more rows than the plan allows (400), a malformed domain (400) and a guest (401), spending nothing', async () => {
    const before = await researchCount(user.userId);
    const usage = await competitorUsage(user.userId);
    fake.reset();
    const over = await user.post('/api/competitors/domain-keywords', { target: 'acme-seo.example', ...market, limit: 5000 });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/at most 1,000 rows/);
    const malformed = await user.post('/api/competitors/domain-keywords', { target: 'not a domain', ...market });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(TARGET_INVALID);
    const ip = await user.post('/api/competitors/domain-keywords', { target: '10.0.0.1', ...market });
    expect(ip.status).toBe(400);
    expect((await app.client().post('/api/competitors/domain-keywords', { target: 'acme-seo.example', ...market })).status).toBe(401);
    expect(fake.totalCalls()).toBe(0);
    expect(await researchCount(user.userId)).toBe(before);
    expect((await competitorUsage(user.userId)).used).toBe(usage.used);
  });

  it("hides another user's run: its report and rows are 404", async () => {
    expect((await other.get(`/api/competitors/${run.researchId}`)).status).toBe(404);
    expect((await other.get(`/api/researches/${run.researchId}/rows`)).status).toBe(404);
    expect((await other.get(`/api/researches/${run.researchId}/export?format=csv`)).status).toBe(404);
  });

  it('refuses a run past the monthly competitor quota (402) before calling the provider', async () => {
    const capped = await app.createUser();
    expect((await capped.post('/api/competitors/discovery', { source: 'domain', target: 'acme-seo.example', ...market })).status).toBe(200);
    await db().update(userUsage).set({ competitorReadsUsed: 10 }).where(eq(userUsage.userId, capped.userId));
    fake.reset();
    const refused = await capped.post('/api/competitors/domain-keywords', { target: 'capped.example', ...market });
    expect(refused.status).toBe(402);
    expect(await researchCount(capped.userId)).toBe(1);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
    expect(refused.body.error.message).toMatch(/competitor reads/);
    expect(fake.totalCalls()).toBe(0);
  });

  it.each([
    ['http_402_40210', 503, 40210],
    ['task_error_40501', 400, 40501],
  ] as const)('maps a provider failure (%s) to HTTP %i, storing nothing and giving the unit back', async (mode, status, code) => {
    const before = await researchCount(user.userId);
    const usage = await competitorUsage(user.userId);
    fake.failNext(mode, 1, ENDPOINTS.ranked);
    const res = await user.post('/api/competitors/domain-keywords', { target: `failing-${code}.example`, ...market });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: { statusCode: code } });
    expect(await researchCount(user.userId)).toBe(before);
    const after = await competitorUsage(user.userId);
    expect(after.used).toBe(usage.used);
    expect(after.events.slice(usage.events.length).map((e) => e.status)).toEqual(['refunded']);
  });
});

describe('competitor discovery', () => {
  it('lists a domain’s competitors with mega-domains left out by default', async () => {
    const res = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { source: 'domain', target: 'acme-seo.example', ...market, limit: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe('competitors');
    const report = await user.get<CompetitorReport>(`/api/competitors/${res.body.researchId}`);
    const domains = report.body.competitors.map((c) => c.domain);
    expect(domains).toContain('rival-one.example');
    expect(domains).not.toContain('wikipedia.org');
    expect(report.body.megaDomainsLeftOut).toBeGreaterThan(0);
    const withMega = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { source: 'domain', target: 'acme-seo.example', ...market, limit: 10, includeMegaDomains: true });
    const all = await user.get<CompetitorReport>(`/api/competitors/${withMega.body.researchId}`);
    expect(all.body.competitors.find((c) => c.domain === 'wikipedia.org')).toMatchObject({ isMegaDomain: true });
  });

  it('finds the domains ranking most across a saved list’s keywords, in the list’s market, and refuses another user’s list', async () => {
    const [list] = await db().insert(keywordLists).values({ userId: user.userId, name: 'SEO tools', locationCode: 2840, languageCode: 'en' }).returning();
    await db().insert(keywordListItems).values(FAKE_WEB_KEYWORDS.slice(0, 120).map((keyword, i) => ({ listId: list!.id, keyword, searchVolume: 1000 - i, metricsSource: 'dataforseo_labs' })));
    fake.reset();
    const res = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { source: 'list', listId: list!.id, limit: 10 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(fake.calls[ENDPOINTS.serpCompetitors]).toBe(1);
    const sent = fake.requests.find((r) => r.endpoint === ENDPOINTS.serpCompetitors)?.body as Array<{ keywords: string[] }> | undefined;
    expect(sent?.[0]?.keywords).toHaveLength(120);
    const report = await user.get<CompetitorReport>(`/api/competitors/${res.body.researchId}`);
    expect(report.body.source).toEqual({ kind: 'list', id: list!.id, name: 'SEO tools' });
    expect(report.body.competitors.length).toBeGreaterThan(0);
    expect(report.body.competitors.every((c) => !c.isMegaDomain && c.visibility !== null)).toBe(true);
    const stolen = await other.post('/api/competitors/discovery', { source: 'list', listId: list!.id });
    expect(stolen.status).toBe(404);
  });

  it('refuses a folder or page as the site to find competitors for (400)', async () => {
    const res = await user.post('/api/competitors/discovery', { source: 'domain', target: 'acme-seo.example/blog/', ...market });
    expect(res.status).toBe(400);
  });
});

describe('keyword gap', () => {
  let gap: CompetitorRunStarted;
  const body = { own: 'acme-seo.example', competitors: ['rival-one.example', 'rival-two.example'], ...market, limit: 1000 };

  it('reads your site and the competitors in one union: each site’s position and URL side by side, and the categories', async () => {
    fake.reset();
    const res = await user.post<CompetitorRunStarted>('/api/competitors/gap', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    gap = res.body;
    expect(fake.calls[ENDPOINTS.pageIntersection]).toBe(1);
    expect(fake.totalCalls()).toBe(1);
    const page = await user.get<RowsPage>(`/api/researches/${gap.researchId}/rows?limit=1000`);
    expect(page.body.rows.length).toBeGreaterThan(0);
    for (const row of page.body.rows) {
      expect(row.gapRanks).toHaveLength(3);
      expect(row.competitorsRanking).toBe(row.gapRanks.slice(1).filter((r) => r.state === 'ranks').length);
      const ownRanks = row.gapRanks[0]!.state === 'ranks';
      expect(row.gapCategories.includes('untapped')).toBe(!ownRanks && row.competitorsRanking! > 0);
      expect(row.gapCategories.includes('unique')).toBe(ownRanks && row.competitorsRanking === 0);
    }
    // The call ledger holds the run's one call at the provider's cost; the admin's spend view lists it by endpoint.
    const ledger = await db().select().from(providerCalls).where(and(eq(providerCalls.userId, user.userId), eq(providerCalls.endpoint, ENDPOINTS.pageIntersection), eq(providerCalls.cacheHit, false)));
    expect(ledger).toHaveLength(1);
    expect(gap.providerCost).toBeNull();
    expect(Number(ledger[0]!.providerCost)).toBeCloseTo(fake.totalBilled(), 9);
    const admin = await app.createUser();
    await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const spend = await admin.get<{ spend: { byEndpoint: Array<{ endpoint: string; calls: number }> } }>('/api/admin/provider-spend');
    expect(spend.body.spend.byEndpoint.find((e) => e.endpoint === ENDPOINTS.pageIntersection)?.calls).toBeGreaterThanOrEqual(1);
    const report = await user.get<CompetitorReport>(`/api/competitors/${gap.researchId}`);
    expect(report.body.sites.map((s) => [s.label, s.role])).toEqual([['acme-seo.example', 'own'], ['rival-one.example', 'competitor'], ['rival-two.example', 'competitor']]);
    expect(report.body.categoryCounts?.shared.count).toBe(page.body.rows.filter((r) => r.gapCategories.includes('shared')).length);
  });

  it('filters Missing, "at least N competitors" and "a competitor in the top N" through the rows endpoint', async () => {
    const missing = await user.get<RowsPage>(`/api/researches/${gap.researchId}/rows?gap=missing&limit=1000`);
    expect(missing.body.rows.length).toBeGreaterThan(0);
    expect(missing.body.rows.every((r) => r.gapRanks[0]!.state === 'absent' && r.competitorsRanking === 2)).toBe(true);
    const top3 = await user.get<RowsPage>(`/api/researches/${gap.researchId}/rows?cr=1..&bcp=..3&limit=1000`);
    expect(top3.body.rows.every((r) => r.bestCompetitorPosition !== null && r.bestCompetitorPosition <= 3)).toBe(true);
    expect((await user.get(`/api/researches/${gap.researchId}/rows?gap=winning`)).status).toBe(400);
  });

  it('exports each site’s position and URL columns', async () => {
    const res = await user.get<string>(`/api/researches/${gap.researchId}/export?format=csv&gap=missing`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/keyword-gap-acme-seo\.example/);
    const [header, first] = String(res.body).trim().split('\r\n');
    for (const column of ['acme-seo.example Position', 'acme-seo.example URL', 'rival-one.example Position', 'rival-one.example URL', 'rival-two.example URL', 'Gap Categories']) {
      expect(header).toContain(column);
    }
    expect(first).toMatch(/https:\/\/rival-one\.example\//);
  });

  it('refuses your own site as a competitor, and more than ten competitors (400)', async () => {
    const same = await user.post('/api/competitors/gap', { ...body, competitors: ['www.acme-seo.example'] });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(GAP_SAME_AS_OWN);
    const many = await user.post('/api/competitors/gap', { ...body, competitors: Array.from({ length: 11 }, (_, i) => `rival-${i}.example`) });
    expect(many.status).toBe(400);
  });

  it('maps "too many intersecting keywords" to the user’s 400', async () => {
    const res = await user.post('/api/competitors/gap', { ...body, competitors: ['toomany.example'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/share too many keywords/);
  });

  it('is readable through a read-only share link', async () => {
    const created = await user.post<{ token: string }>(`/api/researches/${gap.researchId}/shares`, { displayName: 'Acme' });
    expect(created.status).toBe(201);
    const visitor = app.client();
    const rows = await visitor.get<RowsPage>(`/api/shared/${created.body.token}/rows?gap=missing`);
    expect(rows.status).toBe(200);
    expect(rows.body.rows.every((r) => r.gapCategories.includes('missing'))).toBe(true);
    expect((await visitor.post('/api/competitors/gap', body)).status).toBe(401);
  });
});

describe('a shared report', () => {
  const gapBody = { own: 'acme-seo.example', competitors: ['rival-one.example', 'rival-two.example'], ...market, limit: 1000 };
  const share = (researchId: string) => user.post<{ token: string; link: { id: string } }>(`/api/researches/${researchId}/shares`, { displayName: 'Acme' });
  const reportPath = (token: string) => `/api/shared/${encodeURIComponent(token)}/competitor-report`;

  it("shows a gap's sites, coverage, bands and categories read-only, without sign-in", async () => {
    const gap = await user.post<CompetitorRunStarted>('/api/competitors/gap', gapBody);
    expect(gap.status, JSON.stringify(gap.body)).toBe(200);
    const link = await share(gap.body.researchId);
    expect(link.status).toBe(201);
    const shared = await app.client().get<CompetitorReport>(reportPath(link.body.token));
    expect(shared.status).toBe(200);
    expect(shared.headers.get('x-robots-tag')).toContain('noindex');
    const owner = await user.get<CompetitorReport>(`/api/competitors/${gap.body.researchId}`);
    expect(shared.body).toEqual(owner.body);
    expect(shared.body.sites.map((s) => s.label)).toEqual(['acme-seo.example', 'rival-one.example', 'rival-two.example']);
    expect(shared.body.categoryCounts).not.toBeNull();
  });

  it("shows a discovery's competitors without the id of the owner's list", async () => {
    const [list] = await db().insert(keywordLists).values({ userId: user.userId, name: 'Shared source', locationCode: 2840, languageCode: 'en' }).returning();
    await db().insert(keywordListItems).values(FAKE_WEB_KEYWORDS.slice(0, 40).map((keyword, i) => ({ listId: list!.id, keyword, searchVolume: 500 - i, metricsSource: 'dataforseo_labs' })));
    const run = await user.post<CompetitorRunStarted>('/api/competitors/discovery', { source: 'list', listId: list!.id, limit: 10 });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const link = await share(run.body.researchId);
    const shared = await app.client().get<CompetitorReport>(reportPath(link.body.token));
    expect(shared.status).toBe(200);
    const owner = await user.get<CompetitorReport>(`/api/competitors/${run.body.researchId}`);
    expect(shared.body.competitors).toEqual(owner.body.competitors);
    expect(shared.body.competitors.length).toBeGreaterThan(0);
    expect(shared.body.source).toEqual({ kind: 'list', id: null, name: 'Shared source' });
  });

  it('answers the same 404 for a revoked link, a link to another kind of item and a malformed token, and 400 for an oversized one', async () => {
    const gap = await user.post<CompetitorRunStarted>('/api/competitors/gap', gapBody);
    const revoked = await share(gap.body.researchId);
    expect((await user.request('DELETE', `/api/share-links/${revoked.body.link.id}`)).status).toBe(200);
    const keywords = await share(await storeDemoResearch(db(), user.userId, [sampleKeywordMetrics('running shoes', 0)]));
    const [list] = await db().insert(keywordLists).values({ userId: user.userId, name: 'Not a run', locationCode: 2840, languageCode: 'en' }).returning();
    const listLink = await user.post<{ token: string }>(`/api/lists/${list!.id}/shares`, { displayName: 'Acme' });
    expect(listLink.status).toBe(201);
    for (const token of [revoked.body.token, keywords.body.token, listLink.body.token, 'short', `${'x'.repeat(43)}!`]) {
      const res = await app.client().get<{ error: { message: string } }>(reportPath(token));
      expect(res.status, token).toBe(404);
      expect(res.body.error.message).toBe(SHARE_NOT_FOUND);
      expect(res.headers.get('x-robots-tag')).toContain('noindex');
    }
    expect((await app.client().get(reportPath('a'.repeat(201)))).status).toBe(400);
  });
});

describe('the public API', () => {
  it('runs a tool and reads its report with an API key, and the OpenAPI document lists the routes', async () => {
    const key = await user.post('/api/api-keys', { name: 'Competitor script' });
    expect(key.status).toBe(201);
    const headers = { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' };
    const res = await fetch(`${app.url}/api/competitors/domain-keywords`, { method: 'POST', headers, body: JSON.stringify({ target: 'acme-seo.example', ...market }) });
    expect(res.status).toBe(200);
    const { researchId } = (await res.json()) as CompetitorRunStarted;
    expect((await fetch(`${app.url}/api/competitors/${researchId}`, { headers })).status).toBe(200);
    const doc = (await app.client().get<{ paths: Record<string, unknown> }>('/api/openapi.json')).body;
    for (const path of ['/api/competitors/domain-keywords', '/api/competitors/domain-keywords/quote', '/api/competitors/discovery', '/api/competitors/gap', '/api/competitors/gap/quote', '/api/competitors/{id}', '/api/shared/{token}/competitor-report']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('shows an admin the dollars of a quote', async () => {
    const admin = await app.createUser();
    await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const quote = await admin.post<RunQuote>('/api/competitors/gap/quote', { own: 'a-site.example', competitors: ['b-site.example'], ...market, limit: 1000 });
    expect(quote.status).toBe(200);
    expect(quote.body.tools[0]).toMatchObject({ tool: 'competitors', units: 1, dollars: 0.11 });
  });
});
