// The provider's market lists (decision 024): the bundled snapshot for the demo provider, the
// fetched and stored list for DataForSEO (through the fake server), a failed refresh keeping the
// old list and backing off (decision 037), and request validation following whichever list the
// server holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketsResponse } from '../../src/shared/markets/market-lists.js';
import { LANGUAGES } from '../../src/shared/constants/languages.js';
import { LOCATIONS } from '../../src/shared/constants/locations.js';
import { UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../../src/shared/messages/research.js';
import { MarketCatalog, MARKET_REFRESH_AFTER_MS } from '../../src/server/features/markets/index.js';
import { readStoredMarketLists } from '../../src/server/features/markets/market-store.js';
import { providerReadBackoff } from '../../src/server/db/schema/index.js';
import { createMarketListSource } from '../../src/server/providers/market-source.js';
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

  // Each case starts without a backoff left by the one before.
  beforeEach(async () => {
    await stack.app.deps.database.db.delete(providerReadBackoff);
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

describe('a failing market-list refresh backs off (decision 037)', () => {
  let stack: AppWithFakeDataForSeo;
  const key = 'markets:dataforseo';
  const backoffRow = async () => {
    const [row] = await stack.app.deps.database.db.select().from(providerReadBackoff).where(eq(providerReadBackoff.key, key));
    return row;
  };

  beforeAll(async () => {
    stack = await startAppWithFakeDataForSeo();
  });
  afterAll(() => stack?.close());

  it('N page views make one provider call while the backoff holds, and the bundled list serves', async () => {
    // Insufficient funds: the client does not retry it itself, so one refresh is one request.
    stack.fake.failNext('http_402_40210', 100, ENDPOINTS.locations);
    for (let view = 0; view < 12; view += 1) {
      const res = await stack.user.get<MarketsResponse>('/api/markets');
      expect(res.status).toBe(200);
      expect(res.body.origin).toBe('bundled');
      await stack.app.deps.markets.settled();
    }
    expect(stack.fake.calls[ENDPOINTS.locations]).toBe(1);
    const row = await backoffRow();
    expect(row?.failures).toBe(1);
    expect(row?.lastError).toMatch(/run out of funds/);
    // The hourly check (or any other way in) is held by the same shared row.
    await stack.app.deps.markets.refreshIfStale();
    expect(stack.fake.calls[ENDPOINTS.locations]).toBe(1);
  });

  it('waits longer after each failure, is shared by every server on the database, and a success resets it', async () => {
    const db = stack.app.deps.database.db;
    await db.delete(providerReadBackoff);
    stack.fake.reset();
    stack.fake.failNext('http_402_40210', 100, ENDPOINTS.locations);
    const source = createMarketListSource({ provider: 'dataforseo', dataforseo: { login: stack.fake.login, password: stack.fake.password, baseUrl: stack.fake.url } });
    let clock = new Date(Date.now() + 2 * MARKET_REFRESH_AFTER_MS);
    const server = (random: () => number) => new MarketCatalog({ db, source, log: () => undefined, now: () => clock, random });
    // random 1: the whole step (60 s, 120 s, ...); random 0: half of it. Both servers keep to the row.
    const first = server(() => 1);
    const second = server(() => 0);
    const calls = () => stack.fake.calls[ENDPOINTS.locations] ?? 0;
    const views = async (catalog: MarketCatalog, n: number) => {
      for (let i = 0; i < n; i += 1) {
        catalog.refreshInBackground();
        await catalog.settled();
      }
    };
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };

    await views(first, 5);
    await views(second, 5);
    expect(calls()).toBe(1);
    const firstFailure = await backoffRow();
    expect(firstFailure?.failures).toBe(1);
    expect(firstFailure!.retryAt.getTime() - clock.getTime()).toBe(60_000);

    later(59_000);
    await views(first, 5);
    await views(second, 5);
    expect(calls()).toBe(1);

    later(2_000); // past the first wait: one more try, by one server
    await views(second, 5);
    await views(first, 5);
    expect(calls()).toBe(2);
    const secondFailure = await backoffRow();
    expect(secondFailure?.failures).toBe(2);
    // The second server's jitter drew the low end: half of 120 s.
    expect(secondFailure!.retryAt.getTime() - clock.getTime()).toBe(60_000);

    later(61_000);
    stack.fake.reset(); // the provider answers again
    await views(first, 3);
    await views(second, 3);
    expect(calls()).toBe(1);
    expect(await backoffRow()).toBeUndefined();
    expect(first.lists().origin).toBe('provider');
    expect(second.lists().origin).toBe('provider');

    // A week on, the next failure starts again from the first step.
    later(MARKET_REFRESH_AFTER_MS + 1_000);
    stack.fake.failNext('http_402_40210', 100, ENDPOINTS.locations);
    await views(first, 5);
    expect(calls()).toBe(2);
    expect((await backoffRow())?.failures).toBe(1);
    expect(first.lists().origin).toBe('provider');
  });
});
