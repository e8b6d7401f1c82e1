// The value of ranking through the API (decision 059): POST /api/keyword-value and its cost
// preview. Charged as one SERP analysis (a cached repeat within 24 hours is free), refused before
// any charge for a malformed body, a research that is not the caller's or a used-up quota; with a
// researchId the research's row keeps it, so the filter and the export see it.
import Papa from 'papaparse';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KeywordValueView } from '../../src/shared/contract/keyword-value.js';
import type { RowsPage } from '../../src/shared/contract/researches.js';
import { usageEvents, userUsage } from '../../src/server/db/schema/index.js';
import { billedTo } from '../support/provider-ledger.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { startTestApp, uniqueEmail, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };
type Quote = { tools: Array<{ tool: string; units: number; dollars?: number | null; cached?: boolean }> };
const where = { languageCode: 'en', locationCode: 2840 };

async function serpEvents(app: TestApp, userId: string): Promise<Array<[string, number]>> {
  const rows = await app.deps.database.db
    .select({ status: usageEvents.status, units: usageEvents.units })
    .from(usageEvents)
    .where(and(eq(usageEvents.userId, userId), eq(usageEvents.tool, 'serp')))
    .orderBy(asc(usageEvents.createdAt));
  return rows.map((r) => [r.status, r.units]);
}

describe('the value of ranking with the demo provider', () => {
  let app: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let researchId: string;
  const adminEmail = uniqueEmail('value-admin');

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAILS: adminEmail });
    owner = await app.createUser();
    other = await app.createUser();
    admin = await app.createUser(adminEmail);
    const research = await owner.post<{ researchId: string }>('/api/research', { keyword: 'trail running shoes', ...where, limit: 50 });
    expect(research.status).toBe(200);
    researchId = research.body.researchId;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers traffic potential, parent topic and global volume with its top countries, labelled demo', async () => {
    const res = await owner.post<KeywordValueView>('/api/keyword-value', { keyword: 'Running  Shoes', ...where });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keyword: 'running shoes', ...where, isDemoData: true, providerCost: null, missing: [], rowsUpdated: 0 });
    expect(res.body.topUrl).toMatch(/^https:\/\//);
    expect(res.body.trafficPotential).toBeGreaterThan(0);
    expect(res.body.parentTopic).toBeTruthy();
    expect(res.body.globalSearchVolume).toBeGreaterThan(0);
    expect(res.body.countries.length).toBeGreaterThan(3);
    const shares = res.body.countries.map((c) => c.share ?? 0);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
  });

  it('keeps it on the row of the caller’s research: the filter, the sort and the export follow', async () => {
    const res = await owner.post<KeywordValueView>('/api/keyword-value', { keyword: 'trail running shoes', ...where, researchId });
    expect(res.status).toBe(200);
    expect(res.body.rowsUpdated).toBe(1);
    const filtered = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?tp=1..`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.rows.map((r) => r.keyword)).toEqual(['trail running shoes']);
    expect(filtered.body.rows[0]).toMatchObject({ trafficPotential: res.body.trafficPotential, parentTopic: res.body.parentTopic, globalSearchVolume: res.body.globalSearchVolume });
    const sorted = await owner.get<RowsPage>(`/api/researches/${researchId}/rows?sort=globalSearchVolume&direction=desc&gvol=1..`);
    expect(sorted.body.totalMatching).toBe(1);
    const csv = await fetch(`${app.url}/api/researches/${researchId}/export?format=csv`, { headers: { Cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await csv.arrayBuffer()));
    const rows = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' }).data;
    const header = rows[0] ?? [];
    const seed = rows.find((r) => r[0] === 'trail running shoes') ?? [];
    expect(seed[header.indexOf('Traffic Potential')]).toBe(String(res.body.trafficPotential));
    expect(seed[header.indexOf('Parent Topic')]).toBe(res.body.parentTopic);
  });

  it('refuses another user’s research with 404 before charging; an admin may not write to it either', async () => {
    const before = await serpEvents(app, other.userId);
    const res = await other.post('/api/keyword-value', { keyword: 'trail running shoes', ...where, researchId });
    expect(res.status).toBe(404);
    expect(await serpEvents(app, other.userId)).toEqual(before);
    expect((await admin.post('/api/keyword-value', { keyword: 'trail running shoes', ...where, researchId })).status).toBe(404);
  });

  it.each([
    ['an empty keyword', { keyword: '   ', ...where }],
    ['a malformed research id', { keyword: 'shoes', ...where, researchId: 'nope' }],
    ['an unknown language', { keyword: 'shoes', languageCode: 'xx', locationCode: 2840 }],
    ['a location as text', { keyword: 'shoes', languageCode: 'en', locationCode: 'US' }],
  ])('refuses %s with 400, charging nothing', async (_name, body) => {
    const before = await serpEvents(app, owner.userId);
    const res = await owner.post('/api/keyword-value', body);
    expect(res.status).toBe(400);
    expect(await serpEvents(app, owner.userId)).toEqual(before);
  });

  it('refuses anonymous callers and a body that is not JSON', async () => {
    expect((await app.client().post('/api/keyword-value', { keyword: 'shoes', ...where })).status).toBe(401);
    expect((await owner.request('POST', '/api/keyword-value', 'keyword=shoes', { 'Content-Type': 'application/json' })).status).toBe(400);
  });

  it('past the SERP quota refuses with 402', async () => {
    const capped = await app.createUser();
    expect((await capped.post('/api/keyword-value', { keyword: 'first value', ...where })).status).toBe(200);
    await app.deps.database.db.update(userUsage).set({ serpAnalysesUsed: 1_000_000 }).where(eq(userUsage.userId, capped.userId));
    const refused = await capped.post('/api/keyword-value', { keyword: 'second value', ...where });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: { code: 'QUOTA_EXCEEDED' } });
  });

  it('previews one unit; the dollars only to admins', async () => {
    const body = { keyword: 'value quote', ...where };
    const asUser = await owner.post<Quote>('/api/keyword-value/quote', body);
    expect(asUser.status).toBe(200);
    expect(asUser.body.tools[0]).toMatchObject({ tool: 'serp', units: 1 });
    expect(asUser.body.tools[0]?.dollars ?? null).toBeNull();
    const asAdmin = await admin.post<Quote>('/api/keyword-value/quote', body);
    expect(asAdmin.body.tools[0]?.dollars).toBeCloseTo(0.0222, 6);
  });
});

describe('the value of ranking with DataForSEO (fake server)', () => {
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

  it('reads the SERP, the #1 page by traffic and the global volume; a repeat is free from the cache', async () => {
    const first = await user.post<KeywordValueView>('/api/keyword-value', { keyword: 'hiking boots', ...where });
    expect(first.status).toBe(200);
    expect(fake.calls[ENDPOINTS.serp]).toBe(1);
    expect(fake.calls[ENDPOINTS.ranked]).toBe(1);
    expect(fake.calls[ENDPOINTS.globalVolume]).toBe(1);
    // A user reads no dollars; the ledger holds what the provider billed.
    expect(first.body.providerCost).toBeNull();
    expect(await billedTo(app, user.userId)).toBeCloseTo(fake.totalBilled(), 6);
    expect(first.body).toMatchObject({ isDemoData: false, missing: [] });
    expect(first.body.topUrl).toBe('https://www.example.com/hiking-boots');

    const again = await user.post<KeywordValueView>('/api/keyword-value', { keyword: 'HIKING boots', ...where });
    expect(again.body.providerCost).toBeNull();
    expect(fake.totalCalls()).toBe(3);
    expect(await billedTo(app, user.userId)).toBeCloseTo(fake.totalBilled(), 6);
    expect((await serpEvents(app, user.userId)).slice(-2)).toEqual([['settled', 1], ['free', 0]]);
  });

  it('without clickstream data (40204) answers the rest and names what is missing', async () => {
    fake.failNext({ taskStatus: 40204 }, 1, ENDPOINTS.globalVolume);
    const res = await user.post<KeywordValueView>('/api/keyword-value', { keyword: 'no clickstream', ...where });
    expect(res.status).toBe(200);
    expect(res.body.missing).toEqual(['global']);
    expect(res.body.globalSearchVolume).toBeNull();
    expect(res.body.trafficPotential).not.toBeNull();
  });

  it('a provider failure is the usual refusal, nothing charged', async () => {
    fake.failNext('http_402_40210', 1, ENDPOINTS.ranked);
    const before = await serpEvents(app, user.userId);
    const res = await user.post('/api/keyword-value', { keyword: 'failing value', ...where });
    expect(res.status).toBe(503);
    const after = await serpEvents(app, user.userId);
    expect(after.filter(([status]) => status === 'settled').length).toBe(before.filter(([status]) => status === 'settled').length);
  });
});
