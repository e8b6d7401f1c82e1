// The provider's market lists (decision 024): the bundled snapshot for the demo provider, the
// fetched and stored list for DataForSEO (through the fake server), a failed refresh keeping the
// old list, and request validation following whichever list the server holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketsResponse } from '../../src/shared/markets/market-lists.js';
import { LANGUAGES } from '../../src/shared/constants/languages.js';
import { LOCATIONS } from '../../src/shared/constants/locations.js';
import { UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../../src/shared/messages/research.js';
import { MarketCatalog, MARKET_REFRESH_AFTER_MS } from '../../src/server/features/markets/index.js';
import { readStoredMarketLists } from '../../src/server/features/markets/market-store.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS } from '../support/fake-dataforseo/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

const research = (locationCode: unknown, languageCode: unknown) => ({ keyword: 'laufschuhe', locationCode, languageCode, limit: 100 });

describe('GET /api/markets with the demo provider', () => {
  let app: TestApp;
  let user: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    user = await app.createUser();
  });
  afterAll(() => app?.close());

  it('answers the bundled snapshot, the spec countries and languages first', async () => {
    const res = await user.get<MarketsResponse>('/api/markets');
    expect(res.status).toBe(200);
    expect(res.body.origin).toBe('bundled');
    expect(res.body.locations.slice(0, 10).map((l) => l.code)).toEqual(LOCATIONS.map((l) => l.code));
    expect(res.body.languages.slice(0, 10).map((l) => l.code)).toEqual(LANGUAGES.map((l) => l.code));
    expect(res.body.locations.length).toBeGreaterThanOrEqual(90);
    expect(res.body.locations).toContainEqual({ code: 2056, name: 'Belgium', countryIsoCode: 'BE', languageCodes: ['nl', 'fr', 'de'] });
  });

  it('refuses anonymous callers with the JSON error shape', async () => {
    const res = await app.client().get('/api/markets');
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('accepts a location and language of the list beyond the spec ten', async () => {
    const res = await user.post('/api/research', research(2056, 'nl'));
    expect(res.status).toBe(200);
  });

  it.each([
    [research(1234, 'en'), UNKNOWN_LOCATION],
    [research('2840', 'en'), UNKNOWN_LOCATION],
    [research(2840, 'xx'), UNKNOWN_LANGUAGE],
    [research(2840, 42), UNKNOWN_LANGUAGE],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const res = await user.post('/api/research', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message } });
  });
});

describe('market lists fetched from DataForSEO', () => {
  let stack: AppWithFakeDataForSeo;

  beforeAll(async () => {
    stack = await startAppWithFakeDataForSeo();
  });
  afterAll(() => stack?.close());

  it('fetches, stores and serves the provider list; validation follows it', async () => {
    const before = await stack.user.get<MarketsResponse>('/api/markets');
    expect(before.body.origin).toBe('bundled');
    await stack.app.deps.markets.refreshIfStale();
    expect(stack.fake.calls[ENDPOINTS.locations]).toBe(1);

    const stored = await readStoredMarketLists(stack.app.deps.database.db, 'dataforseo');
    expect(stored?.lists.locations.map((l) => l.code)).toContain(2352);

    const after = await stack.user.get<MarketsResponse>('/api/markets');
    expect(after.body.origin).toBe('provider');
    expect(after.body.refreshedAt).toEqual(stored?.refreshedAt.toISOString());
    // The spec's ten stay first and valid even though the fetched list lacks most of them.
    expect(after.body.locations.slice(0, 10).map((l) => l.code)).toEqual(LOCATIONS.map((l) => l.code));
    expect(after.body.locations).toContainEqual({ code: 2352, name: 'Iceland', countryIsoCode: 'IS', languageCodes: ['is'] });
    expect(after.body.languages).toContainEqual({ code: 'is', name: 'Icelandic' });

    const iceland = await stack.user.post('/api/research', research(2352, 'is'));
    expect(iceland.status).not.toBe(400);
    const spec = await stack.user.post('/api/serp', { keyword: 'laufschuhe', locationCode: 2392, languageCode: 'ja' });
    expect(spec.status).not.toBe(400);

    // A fresh list is not fetched again within the week.
    await stack.app.deps.markets.refreshIfStale();
    expect(stack.fake.calls[ENDPOINTS.locations]).toBe(1);
  });

  it('a failed refresh keeps the stored list and never throws', async () => {
    const db = stack.app.deps.database.db;
    const stored = await readStoredMarketLists(db, 'dataforseo');
    const logs: string[] = [];
    const later = new Date(Date.now() + MARKET_REFRESH_AFTER_MS + 60_000);
    const catalog = new MarketCatalog({
      db,
      source: { provider: 'dataforseo', fetchLists: () => Promise.reject(new Error('provider down')) },
      log: (line) => logs.push(line),
      now: () => later,
    });
    await catalog.loadStored();
    expect(catalog.isStale()).toBe(true);
    await expect(catalog.refreshIfStale()).resolves.toBeUndefined();
    expect(catalog.lists().refreshedAt).toEqual(stored?.refreshedAt.toISOString());
    expect(catalog.lists().locations.map((l) => l.code)).toContain(2352);
    expect(logs.join('\n')).toContain('keeping the current ones: provider down');
    expect((await readStoredMarketLists(db, 'dataforseo'))?.refreshedAt).toEqual(stored?.refreshedAt);
  });

  it('a week-old list is refreshed from the provider', async () => {
    const db = stack.app.deps.database.db;
    const later = new Date(Date.now() + MARKET_REFRESH_AFTER_MS + 60_000);
    let fetched = 0;
    const catalog = new MarketCatalog({
      db,
      source: {
        provider: 'dataforseo',
        fetchLists: () => {
          fetched += 1;
          return Promise.resolve({ locations: [{ code: 2250, name: 'France', countryIsoCode: 'FR', languageCodes: ['fr'] }], languages: [{ code: 'fr', name: 'French' }] });
        },
      },
      log: () => undefined,
      now: () => later,
    });
    await catalog.refreshIfStale();
    expect(fetched).toBe(1);
    expect((await readStoredMarketLists(db, 'dataforseo'))?.refreshedAt).toEqual(later);
  });
});
