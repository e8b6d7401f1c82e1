// One competitor question, one provider read, one charge, across app servers (decisions 011 and
// 052): two app servers on one database answer concurrent identical keyword gaps of one user with
// a single page_intersection call, and charge the competitor reads once. PGlite (two apps in one
// process), and PostgreSQL with TEST_DATABASE_URL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorRunStarted } from '../../src/shared/contract/competitors.js';
import { usageEvents } from '../../src/server/db/schema/index.js';
import { ENDPOINTS, startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { createClient, startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let fake: FakeDataForSeo;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  fake = await startFakeDataForSeo();
  const env = { KEYWORD_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password, DATAFORSEO_BASE_URL: fake.url };
  first = await startTestApp(env);
  second = await startTestApp(env, { database: first.deps.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await fake?.close();
});

function onSecond(client: TestClient): TestClient {
  const other = createClient(second.url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

describe('concurrent identical keyword gaps on two servers', () => {
  it('make one provider call and charge the run once', async () => {
    const user = await first.createUser();
    const clients = [user, onSecond(user)];
    fake.reset();
    fake.configure({ latencyMs: 300 });
    const gap = (own: string) => ({ own, competitors: ['rival-one.example', 'RIVAL-TWO.example'], languageCode: 'en', locationCode: 2840, limit: 1000 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => clients[i % 2]!.post<CompetitorRunStarted>('/api/competitors/gap', gap(i % 2 === 0 ? 'acme-seo.example' : 'https://www.acme-seo.example/'))));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(fake.calls[ENDPOINTS.pageIntersection]).toBe(1);
    const events = await first.deps.database.db.select().from(usageEvents).where(and(eq(usageEvents.userId, user.userId), eq(usageEvents.tool, 'competitors')));
    expect(events.filter((e) => e.status === 'settled')).toHaveLength(1);
    expect(events.filter((e) => e.status === 'free')).toHaveLength(5);
    expect((await user.get('/api/billing/subscription')).body.usage.competitorReadsUsed).toBe(1);
    expect(new Set(answers.map((a) => a.body.researchId)).size).toBe(6);
  });
});
