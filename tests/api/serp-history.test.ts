// SERP history through the real DataForSEO client and the fake server, whose
// "changing serp" keywords answer a changed page from the second call on; the SERP cache is off
// (SERP_CACHE_TTL_MS=0) so every analysis is a new snapshot. GET /api/serp/:id/history compares
// with the owner's previous analysis of the same keyword and market, or the one chosen; anyone
// else, admins included, gets a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SerpHistory, SerpStarted } from '../../src/shared/contract/serp.js';
import { SERP_COMPARE_NOT_FOUND, SERP_NOT_FOUND } from '../../src/shared/messages/serp.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { uniqueEmail, type TestClient } from '../support/test-app.js';

const us = { languageCode: 'en', locationCode: 2840, limit: 10 };
const adminEmail = uniqueEmail('history-admin');

let stack: AppWithFakeDataForSeo;
let other: TestClient;
let admin: TestClient;

async function analyse(client: TestClient, keyword: string, market: Partial<typeof us> = {}): Promise<string> {
  const res = await client.post<SerpStarted>('/api/serp', { ...us, ...market, keyword });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.researchId;
}

beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo({ SERP_CACHE_TTL_MS: '0', ADMIN_EMAILS: adminEmail });
  other = await stack.app.createUser();
  admin = await stack.app.createUser(adminEmail);
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /api/serp/:id/history', () => {
  let first: string;
  let second: string;
  let third: string;

  it('has nothing to compare with before a second analysis', async () => {
    first = await analyse(stack.user, 'changing serp boots');
    const res = await stack.user.get<SerpHistory>(`/api/serp/${first}/history`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ earlier: [], comparedWith: null, diff: null });
  });

  it('compares a repeated analysis with the previous one: moves, new and dropped pages, features gained and lost', async () => {
    second = await analyse(stack.user, '  Changing SERP   boots ');
    const res = await stack.user.get<SerpHistory>(`/api/serp/${second}/history`);
    expect(res.status).toBe(200);
    expect(res.body.earlier.map((e) => e.researchId)).toEqual([first]);
    expect(res.body.comparedWith?.researchId).toBe(first);
    const diff = res.body.diff!;
    expect(diff.results.slice(0, 2).map((r) => [r.domain, r.position, r.previousPosition, r.change, r.movement])).toEqual([
      ['www.example.org', 1, 2, 1, 'up'],
      ['www.example.com', 2, 1, -1, 'down'],
    ]);
    expect(diff.results.filter((r) => r.movement === 'new').map((r) => r.domain)).toEqual(['www.changed.example']);
    expect(diff.dropped.map((r) => [r.domain, r.position])).toEqual([['www.news.example', 6]]);
    expect(diff.featuresGained.map((f) => f.label)).toEqual(['Videos']);
    expect(diff.featuresLost.map((f) => f.label)).toEqual(['Local pack']);
    expect(diff.counts).toEqual({ new: 1, dropped: 1, up: 1, down: 1, same: 7 });
  });

  it('compares with the earlier analysis chosen; other keywords and markets are not history', async () => {
    await analyse(stack.user, 'changing serp sandals'); // another keyword
    await analyse(stack.user, 'changing serp boots', { locationCode: 2276, languageCode: 'de' }); // another market
    third = await analyse(stack.user, 'changing serp boots');
    const latest = await stack.user.get<SerpHistory>(`/api/serp/${third}/history`);
    expect(latest.body.earlier.map((e) => e.researchId)).toEqual([second, first]);
    expect(latest.body.comparedWith?.researchId).toBe(second);
    expect(latest.body.diff?.counts).toMatchObject({ new: 0, dropped: 0, up: 0, down: 0 });

    const chosen = await stack.user.get<SerpHistory>(`/api/serp/${third}/history?compareWith=${first}`);
    expect(chosen.status).toBe(200);
    expect(chosen.body.comparedWith?.researchId).toBe(first);
    expect(chosen.body.diff?.counts).toMatchObject({ new: 1, dropped: 1 });
  });

  it('refuses a later analysis, another keyword or a stranger as the one compared with (404), and a malformed id (400)', async () => {
    const later = await stack.user.get(`/api/serp/${second}/history?compareWith=${third}`);
    expect(later.status).toBe(404);
    expect(later.body.error.message).toBe(SERP_COMPARE_NOT_FOUND);
    const sandals = await analyse(stack.user, 'changing serp sandals');
    expect((await stack.user.get(`/api/serp/${third}/history?compareWith=${sandals}`)).status).toBe(404);
    const strangers = await analyse(other, 'changing serp boots');
    expect((await stack.user.get(`/api/serp/${third}/history?compareWith=${strangers}`)).status).toBe(404);
    // The stranger's own history holds only the stranger's analyses.
    expect((await other.get<SerpHistory>(`/api/serp/${strangers}/history`)).body).toEqual({ earlier: [], comparedWith: null, diff: null });

    const malformed = await stack.user.get(`/api/serp/${third}/history?compareWith=yesterday`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await stack.user.get('/api/serp/not-an-id/history')).status).toBe(400);
  });

  it('is the owner’s only: another user and an admin get the same 404, anonymous 401', async () => {
    for (const client of [other, admin]) {
      const res = await client.get(`/api/serp/${second}/history`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(SERP_NOT_FOUND);
    }
    expect((await stack.app.client().get(`/api/serp/${second}/history`)).status).toBe(401);
    expect((await stack.user.get('/api/serp/7b0f2c5e-4c1b-4a8e-9d55-2d7a3f8e9b10/history')).status).toBe(404);
  });

  it('answers the owner’s API key like the owner (a read of the tool), and another user’s key with a 404', async () => {
    const created = await stack.user.post('/api/api-keys', { name: 'History script' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.secret as string}` };
    const own = await stack.app.client().request<SerpHistory>('GET', `/api/serp/${second}/history`, undefined, bearer);
    expect(own.status).toBe(200);
    expect(own.body.comparedWith?.researchId).toBe(first);
    const othersKey = await other.post('/api/api-keys', { name: 'Stranger' });
    const refused = await stack.app.client().request('GET', `/api/serp/${second}/history`, undefined, { authorization: `Bearer ${othersKey.body.secret as string}` });
    expect(refused.status).toBe(404);
  });
});
