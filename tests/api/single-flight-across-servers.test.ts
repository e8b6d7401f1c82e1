// One question, one provider call, one charge, across app servers (decision 011): two app servers
// on ONE database (each with its own process-local single-flight, so only the database can join
// them) answer 20 concurrent identical researches with exactly one DataForSEO call, and charge a
// user who asked them all exactly one unit; so do identical keyword gaps (decision 052), charged their
// competitor reads once. PGlite (two apps in one process), and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitorRunStarted } from '../../src/shared/contract/competitors.js';
import { requestFlights, usageEvents } from '../../src/server/db/schema/index.js';
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

/** The same signed-in browser talking to the other server (sessions live in the database). */
function onSecond(client: TestClient): TestClient {
  const other = createClient(second.url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

const research = (keyword: string) => ({ keyword, languageCode: 'en', locationCode: 2840, limit: 50 });

async function eventsOf(userId: string) {
  return first.deps.database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
}

describe('concurrent identical researches on two servers', () => {
  it('make one provider call and charge one unit when one user asks 20 times at once', async () => {
    const user = await first.createUser();
    const clients = [user, onSecond(user)];
    fake.reset();
    fake.configure({ latencyMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => clients[i % 2]!.post('/api/research', research(i % 3 === 0 ? 'Shared  Question' : 'shared question'))),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
    expect((await user.get('/api/billing/subscription')).body.usage.keywordsUsed).toBe(1);
    const events = await eventsOf(user.userId);
    expect(events.filter((e) => e.status === 'settled')).toHaveLength(1);
    expect(events.filter((e) => e.status === 'free')).toHaveLength(19);
    // Every answer is a stored research of this user: each can be opened again.
    const ids = new Set(answers.map((a) => a.body.researchId as string));
    expect(ids.size).toBe(20);
    expect(await first.deps.database.db.select().from(requestFlights)).toEqual([]);
  });

  it('make one provider call for several users, each charged once', async () => {
    const users = [await first.createUser(), await second.createUser(), await first.createUser()];
    fake.reset();
    fake.configure({ latencyMs: 300 });
    const asks = users.flatMap((user) => [user, onSecond(user)]).flatMap((client) => [client, client, client]);
    const answers = await Promise.all(asks.map((client) => client.post('/api/research', research('question of many'))));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(fake.calls[ENDPOINTS.suggestions]).toBe(1);
    for (const user of users) {
      expect((await user.get('/api/billing/subscription')).body.usage.keywordsUsed).toBe(1);
      expect((await eventsOf(user.userId)).filter((e) => e.status === 'settled')).toHaveLength(1);
    }
  });
});

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
