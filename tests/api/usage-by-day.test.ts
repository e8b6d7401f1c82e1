// The profile's quota chart: GET /api/billing/usage-by-day answers the units
// charged in the current period per UTC day and tool, from the usage ledger: only the user's own,
// only charged units (a cached repeat is free), refused to anonymous callers and to API keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageByDay } from '../../src/shared/contract/billing.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let owner: TestClient;
let other: TestClient;
const us = { languageCode: 'en', locationCode: 2840, limit: 10 };

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
  other = await app.createUser();
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/billing/usage-by-day', () => {
  it('counts the charged units of today by tool; a repeat answered from the cache is free', async () => {
    expect((await owner.get<UsageByDay>('/api/billing/usage-by-day')).body.days).toEqual([]);
    for (const keyword of ['running shoes', 'trail shoes', 'running shoes']) {
      expect((await owner.post('/api/serp', { ...us, keyword })).status).toBe(200);
    }
    const res = await owner.get<UsageByDay>('/api/billing/usage-by-day');
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.body.days).toEqual([{ day: today, keywords: 0, serpAnalyses: 2, relatedKeywords: 0, competitorReads: 0 }]);
    expect(Date.parse(res.body.periodStart ?? '')).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(res.body.periodEnd ?? '')).toBeGreaterThan(Date.now());
  });

  it('is the caller’s own: another user sees none of it; anonymous 401; an API key 403', async () => {
    expect((await other.get<UsageByDay>('/api/billing/usage-by-day')).body.days).toEqual([]);
    expect((await app.client().get('/api/billing/usage-by-day')).status).toBe(401);
    const created = await owner.post('/api/api-keys', { name: 'Chart script' });
    const withKey = await app.client().request('GET', '/api/billing/usage-by-day', undefined, { authorization: `Bearer ${created.body.secret as string}` });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
