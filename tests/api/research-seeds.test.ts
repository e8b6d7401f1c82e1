// Several seeds per research, the included SERP/related analyses and the cost preview
// (decision 025), on the real app and database (PGlite, or PostgreSQL
// with TEST_DB=postgres): all or nothing under concurrent runs, refusals that charge nothing, the
// analyses stored as their own researches, and the preview equal to what is then charged.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEEDS_PER_RESEARCH } from '../../src/shared/constants/limits.js';
import { NO_SEEDS, TOO_MANY_SEEDS } from '../../src/shared/messages/research.js';
import { keywordResearch, usageEvents, userRoles, userSubscriptions, userUsage } from '../../src/server/db/schema/index.js';
import { currentUsagePeriod } from '../../src/server/features/billing/usage-period.js';
import { readResponse, startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { email: string; userId: string };

let app: TestApp;
const db = () => app.deps.database.db;
const market = { languageCode: 'en', locationCode: 2840, limit: 50 } as const;
let run = 0;
/** Seeds no other test asked for (a fresh question, not cached). */
const freshSeeds = (n: number) => {
  run += 1;
  return Array.from({ length: n }, (_, i) => `seed run ${run} kw ${i}`);
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type UsedField = 'keywordsUsed' | 'serpAnalysesUsed' | 'relatedKeywordsUsed';

async function setUsed(userId: string, field: UsedField, used: number) {
  const [subscription] = await db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  if (!subscription) throw new Error('no subscription');
  const period = currentUsagePeriod(subscription, new Date());
  await db()
    .insert(userUsage)
    .values({ userId, periodStart: period.start, periodEnd: period.end, [field]: used })
    .onConflictDoUpdate({ target: [userUsage.userId, userUsage.periodStart], set: { [field]: used } });
}

async function used(userId: string) {
  const [row] = await db().select().from(userUsage).where(eq(userUsage.userId, userId));
  return { keywords: row?.keywordsUsed ?? 0, serp: row?.serpAnalysesUsed ?? 0, related: row?.relatedKeywordsUsed ?? 0 };
}

async function events(userId: string, status?: string) {
  const rows = await db().select().from(usageEvents).where(eq(usageEvents.userId, userId));
  return status ? rows.filter((row) => row.status === status) : rows;
}

async function researchesOf(userId: string) {
  return db().select().from(keywordResearch).where(eq(keywordResearch.userId, userId));
}

describe('POST /api/research with several seeds', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await app.createUser();
  });

  it('runs them as one research, one keyword unit per seed, each seed pinned on top and every keyword once', async () => {
    const seeds = ['running shoes', 'trail shoes', 'hiking boots'];
    const res = await user.post('/api/research', { ...market, seeds });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await used(user.userId)).toMatchObject({ keywords: 3 });
    const settled = await events(user.userId, 'settled');
    expect(settled).toHaveLength(3);
    expect(new Set(settled.map((event) => event.resultId))).toEqual(new Set([res.body.researchId]));

    const header = await user.get(`/api/researches/${res.body.researchId}`);
    expect(header.body.seeds).toEqual(seeds);
    expect(header.body.seedKeyword).toBe('running shoes');
    expect(header.body.linked).toEqual({ serpResearchId: null, relatedResearchId: null });
    const rows = await user.get(`/api/researches/${res.body.researchId}/rows?sort=rank&direction=asc&limit=1000`);
    const keywords: string[] = rows.body.rows.map((row: { keyword: string }) => row.keyword.toLowerCase());
    expect(new Set(keywords).size).toBe(keywords.length);
    const pinned = rows.body.rows.filter((row: { isSeedKeyword: boolean }) => row.isSeedKeyword).map((row: { keyword: string }) => row.keyword);
    expect(pinned).toEqual(seeds);
    expect(rows.body.rows.slice(0, 3).every((row: { isSeedKeyword: boolean }) => row.isSeedKeyword)).toBe(true);
  });

  it.each([
    [{ ...market, seeds: [] }, NO_SEEDS],
    [{ ...market, seeds: ['Running Shoes', ' running   shoes '] }, '“running   shoes” is listed twice. Please enter each seed keyword once.'],
    [{ ...market, seeds: Array.from({ length: MAX_SEEDS_PER_RESEARCH + 1 }, (_, i) => `too many ${i}`) }, TOO_MANY_SEEDS],
    [{ ...market, seeds: ['fine seed', 'x'] }, 'Please enter a keyword with at least 2 characters.'],
    [{ ...market, seeds: 'not a list' }, NO_SEEDS],
    [{ ...market, seeds: ['ok seed', 42] }, undefined],
    [{ ...market, seeds: ['ok seed'], includeSerp: 'yes' }, undefined],
  ])('answers 400 and charges nothing for %j', async (body, message) => {
    const before = await used(user.userId);
    const stored = (await researchesOf(user.userId)).length;
    const res = await user.post('/api/research', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: expect.any(String), message: message ?? expect.any(String) });
    expect(await used(user.userId)).toEqual(before);
    expect(await researchesOf(user.userId)).toHaveLength(stored);
  });

  it('refuses the whole run when fewer units are left than seeds: the limit message, nothing charged or stored', async () => {
    const poor = await app.createUser();
    await setUsed(poor.userId, 'keywordsUsed', 99); // free trial: 100
    const res = await poor.post('/api/research', { ...market, seeds: freshSeeds(2) });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', tool: 'keywords', limit: 100 });
    expect(res.body.error.message).toMatch(/limit of 100 keyword researches/);
    expect((await used(poor.userId)).keywords).toBe(99);
    expect(await events(poor.userId)).toHaveLength(0);
    expect(await researchesOf(poor.userId)).toHaveLength(0);
  });

  it('is all or nothing under concurrent runs: 5 units left, six runs of two seeds -> two runs, 4 units, never a part', async () => {
    const racer = await app.createUser();
    await setUsed(racer.userId, 'keywordsUsed', 95);
    const answers = await Promise.all(Array.from({ length: 6 }, () => racer.post('/api/research', { ...market, seeds: freshSeeds(2) })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 402, 402, 402, 402]);
    expect((await used(racer.userId)).keywords).toBe(99);
    expect(await events(racer.userId, 'settled')).toHaveLength(4);
    expect(await events(racer.userId, 'reserved')).toHaveLength(0);
    expect(await researchesOf(racer.userId)).toHaveLength(2);
  });
});

describe('the included analyses', () => {
  it('runs the first seed’s SERP analysis and related keywords as their own researches, each in its own quota, linked from the research', async () => {
    const user = await app.createUser();
    const seeds = freshSeeds(2);
    const res = await user.post('/api/research', { ...market, seeds, includeSerp: true, includeRelated: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await used(user.userId)).toEqual({ keywords: 2, serp: 1, related: 1 });
    const { serpResearchId, relatedResearchId } = res.body;
    const header = await user.get(`/api/researches/${res.body.researchId}`);
    expect(header.body.linked).toEqual({ serpResearchId, relatedResearchId });
    const serp = await user.get(`/api/researches/${serpResearchId}`);
    expect(serp.body).toMatchObject({ kind: 'serp', seedKeyword: seeds[0] });
    expect((await user.get(`/api/serp/${serpResearchId}`)).status).toBe(200);
    const related = await user.get(`/api/researches/${relatedResearchId}`);
    expect(related.body).toMatchObject({ kind: 'related', seedKeyword: seeds[0] });
    const settled = await events(user.userId, 'settled');
    expect(settled.find((event) => event.tool === 'serp')?.resultId).toBe(serpResearchId);
    expect(settled.find((event) => event.tool === 'related')?.resultId).toBe(relatedResearchId);
    // Another user cannot open them.
    const other = await app.createUser();
    expect((await other.get(`/api/researches/${serpResearchId}`)).status).toBe(404);
  });

  it('refuses the whole run, keyword research included, when the SERP quota is used up, and the preview said so', async () => {
    const user = await app.createUser();
    await setUsed(user.userId, 'serpAnalysesUsed', 10); // free trial: 10
    const body = { ...market, seeds: freshSeeds(1), includeSerp: true };
    const quote = await user.post('/api/research/quote', body);
    expect(quote.status).toBe(200);
    const serpQuote = quote.body.tools.find((tool: { tool: string }) => tool.tool === 'serp');
    expect(serpQuote.refusal).toMatch(/limit of 10 SERP analyses/);
    const res = await user.post('/api/research', body);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', tool: 'serp' });
    expect(await used(user.userId)).toEqual({ keywords: 0, serp: 10, related: 0 });
    expect(await researchesOf(user.userId)).toHaveLength(0);
  });
});

describe('POST /api/{research,serp,related}/quote', () => {
  let user: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    [user, admin] = await Promise.all([app.createUser(), app.createUser()]);
    await db().insert(userRoles).values({ userId: admin.userId, role: 'admin' });
  });

  it('equals what the run then charges, for a fresh run and for its cached repeat', async () => {
    const body = { ...market, seeds: freshSeeds(2), includeSerp: true };
    const fresh = await user.post('/api/research/quote', body);
    expect(fresh.status).toBe(200);
    expect(fresh.body.tools).toEqual([
      { tool: 'keywords', units: 2, dollars: null, cached: false, fetchedAt: null, left: 100, refusal: null },
      { tool: 'serp', units: 1, dollars: null, cached: false, fetchedAt: null, left: 10, refusal: null },
    ]);
    const before = await used(user.userId);
    expect((await user.post('/api/research', body)).status).toBe(200);
    const after = await used(user.userId);
    expect(after.keywords - before.keywords).toBe(2);
    expect(after.serp - before.serp).toBe(1);

    // The same run again within 24 hours: the cache answers, so it is free, and the preview says so.
    const repeat = await user.post('/api/research/quote', body);
    for (const tool of repeat.body.tools) expect(tool).toMatchObject({ units: 0, cached: true, fetchedAt: expect.any(String), refusal: null });
    expect((await user.post('/api/research', body)).status).toBe(200);
    expect(await used(user.userId)).toEqual(after);
  });

  it('prices a cached answer another user paid for at one unit and $0 (the free repeat is per user)', async () => {
    const body = { ...market, keyword: freshSeeds(1)[0] };
    expect((await user.post('/api/research', body)).status).toBe(200);
    const quote = await admin.post('/api/research/quote', body);
    expect(quote.body.tools).toEqual([expect.objectContaining({ tool: 'keywords', units: 1, dollars: 0, cached: true })]);
    const before = await used(admin.userId);
    expect((await admin.post('/api/research', body)).status).toBe(200);
    expect((await used(admin.userId)).keywords - before.keywords).toBe(1);
  });

  it('shows dollars to admins only, from the ledger’s price table', async () => {
    const body = { ...market, seeds: freshSeeds(2) };
    const asAdmin = await admin.post('/api/research/quote', body);
    expect(asAdmin.body.tools[0]).toMatchObject({ tool: 'keywords', units: 2, dollars: 0.02 * 2 });
    const asUser = await user.post('/api/research/quote', body);
    expect(asUser.body.tools[0].dollars).toBeNull();
  });

  it('prices a SERP analysis and a related page, and equals their charge', async () => {
    const keyword = freshSeeds(1)[0];
    const serp = { keyword, languageCode: 'en', locationCode: 2840, limit: 10 };
    const related = { keyword, languageCode: 'en', locationCode: 2840, limit: 100, depth: 1, offset: 0 };
    expect((await user.post('/api/serp/quote', serp)).body.tools).toEqual([expect.objectContaining({ tool: 'serp', units: 1, cached: false })]);
    expect((await user.post('/api/related/quote', related)).body.tools).toEqual([expect.objectContaining({ tool: 'related', units: 1, cached: false })]);
    const before = await used(user.userId);
    expect((await user.post('/api/serp', serp)).status).toBe(200);
    expect((await user.post('/api/related', related)).status).toBe(200);
    const after = await used(user.userId);
    expect([after.serp - before.serp, after.related - before.related]).toEqual([1, 1]);
    expect((await user.post('/api/serp/quote', serp)).body.tools[0]).toMatchObject({ units: 0, cached: true });
  });

  it('refuses anonymous callers (401) and malformed requests (400), and writes nothing', async () => {
    const body = { ...market, seeds: freshSeeds(1) };
    expect((await app.client().post('/api/research/quote', body)).status).toBe(401);
    expect((await app.client().post('/api/serp/quote', { keyword: 'x y', languageCode: 'en', locationCode: 2840, limit: 10 })).status).toBe(401);
    const malformed = await user.post('/api/research/quote', { ...market, seeds: ['same', 'SAME'] });
    expect(malformed.status).toBe(400);
    expect((await user.request('POST', '/api/related/quote', 'not json')).status).toBe(400);
    const before = await events(user.userId);
    expect((await user.post('/api/research/quote', body)).status).toBe(200);
    expect(await events(user.userId)).toHaveLength(before.length);
  });

  it('answers an API key like the session', async () => {
    const created = await user.post('/api/api-keys', { name: 'quote script' });
    expect(created.status).toBe(201);
    const body = { ...market, seeds: freshSeeds(2) };
    const res = await fetch(`${app.url}/api/research/quote`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${created.body.secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const quote = await readResponse<{ tools: Array<{ units: number }> }>(res);
    expect(quote.status).toBe(200);
    expect(quote.body.tools[0]?.units).toBe(2);
    const ran = await fetch(`${app.url}/api/research`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${created.body.secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(ran.status).toBe(200);
    const keywordEvents = await db().select().from(usageEvents).where(and(eq(usageEvents.userId, user.userId), eq(usageEvents.status, 'settled'), eq(usageEvents.tool, 'keywords')));
    expect(keywordEvents.length).toBeGreaterThanOrEqual(2);
  });
});
