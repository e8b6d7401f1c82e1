// Provider dollars are an admin's figure: a user's answers (browser session or API key) carry
// providerCost and its deprecated former name estimatedCost as null, and count quota units instead;
// an admin's carry the figure. Checked on the real app for every answer that carries a charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let user: TestClient & { userId: string };
let admin: TestClient & { userId: string };

const market = { languageCode: 'en', locationCode: 2840 };

beforeAll(async () => {
  app = await startTestApp();
  [user, admin] = await Promise.all([app.createUser(), app.createUser()]);
  await app.deps.database.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
});

afterAll(async () => {
  await app?.close();
});

/** Every charge in an answer, at any depth: [path, value]. */
function charges(answer: unknown, path = ''): Array<[string, unknown]> {
  if (Array.isArray(answer)) return answer.flatMap((item, i) => charges(item, `${path}[${i}]`));
  if (answer === null || typeof answer !== 'object') return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    key === 'providerCost' || key === 'estimatedCost' ? [[`${path}.${key}`, value] as [string, unknown]] : charges(value, `${path}.${key}`),
  );
}

/** The answers of every route that carries a charge, as `client` reads them. */
async function answersOf(client: TestClient, get: (path: string) => Promise<{ status: number; body: unknown }> = (path) => client.get(path)) {
  const research = await client.post('/api/research', { keyword: 'trail shoes', ...market, limit: 50 });
  const serp = await client.post('/api/serp', { keyword: 'trail shoes', ...market, limit: 10 });
  const related = await client.post('/api/related', { keyword: 'trail shoes', ...market, limit: 100, depth: 1, offset: 0 });
  const domain = await client.post('/api/competitors/domain-keywords', { target: 'acme-seo.example', ...market, limit: 1000 });
  for (const started of [research, serp, related, domain]) expect(started.status, JSON.stringify(started.body)).toBe(200);
  const reads = await Promise.all(
    [
      `/api/researches/${research.body.researchId}`,
      '/api/researches',
      `/api/serp/${serp.body.researchId}`,
      '/api/serp/latest',
      `/api/competitors/${domain.body.researchId}`,
      '/api/profile/research-history',
    ].map(async (path) => [path, await get(path)] as const),
  );
  for (const [path, read] of reads) expect(read.status, path).toBe(200);
  return [research.body, serp.body, related.body, domain.body, ...reads.map(([, read]) => read.body)];
}

describe('provider dollars in answers', () => {
  it("are null for a user's browser session, and the answers still say what ran", async () => {
    const answers = await answersOf(user);
    const found = answers.flatMap((answer) => charges(answer));
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(([, value]) => value !== null)).toEqual([]);
  });

  it("are null for a user's API key", async () => {
    const key = await user.post('/api/api-keys', { name: 'script' });
    const read = async (path: string) => {
      const res = await fetch(`${app.url}${path}`, { headers: { Authorization: `Bearer ${key.body.secret}` } });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const started = await fetch(`${app.url}/api/research`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key.body.secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ keyword: 'trail shoes', ...market, limit: 50 }),
    });
    const answer = (await started.json()) as { researchId: string };
    expect(started.status).toBe(200);
    expect(answer).toMatchObject({ providerCost: null, estimatedCost: null });
    const detail = await read(`/api/researches/${answer.researchId}`);
    expect(detail.status).toBe(200);
    expect(charges(detail.body).filter(([, value]) => value !== null)).toEqual([]);
  });

  it("are the provider's figure for an admin", async () => {
    const found = (await answersOf(admin)).flatMap((answer) => charges(answer));
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter(([, value]) => typeof value !== 'number')).toEqual([]);
  });
});
