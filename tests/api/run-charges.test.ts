// What a run answers about its cost (keyword research, SERP analysis, related keywords): a first run
// is not cached and is charged one unit per part; the same run again within 24 hours is answered by
// the cache, charges nothing and says so (cached, 0 units, the answer's fetch date), and the quota
// counters agree with what the answers say.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordResearchStarted } from '../../src/shared/contract/research.js';
import type { RelatedPage } from '../../src/shared/contract/related.js';
import type { SerpStarted } from '../../src/shared/contract/serp.js';
import { userUsage } from '../../src/server/db/schema/index.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

type SignedIn = TestClient & { userId: string };
const where = { languageCode: 'en', locationCode: 2840 };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function usageOf(userId: string) {
  const [row] = await app.deps.database.db
    .select({ keywords: userUsage.keywordsUsed, serp: userUsage.serpAnalysesUsed, related: userUsage.relatedKeywordsUsed })
    .from(userUsage)
    .where(eq(userUsage.userId, userId));
  return row ?? { keywords: 0, serp: 0, related: 0 };
}

const charged = (tool: string) => ({ tool, units: 1, cached: false, fetchedAt: null });
const free = (tool: string) => ({ tool, units: 0, cached: true, fetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });

describe('a run says whether the cache answered and what it charged', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await app.createUser();
  });

  it('a keyword research: one unit first, free and cached on a repeat', async () => {
    const body = { keyword: 'charge check shoes', ...where, limit: 50 };
    const first = await user.post<KeywordResearchStarted>('/api/research', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ cached: false, charges: [charged('keywords')] });
    const again = await user.post<KeywordResearchStarted>('/api/research', { ...body, keyword: ' Charge  Check Shoes ' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ cached: true, charges: [free('keywords')] });
    expect((await usageOf(user.userId)).keywords).toBe(1);
  });

  it('a research with its SERP analysis and related keywords: a line per tool, each free on a repeat', async () => {
    const body = { keyword: 'charge check boots', ...where, limit: 50, includeSerp: true, includeRelated: true };
    const before = await usageOf(user.userId);
    const first = await user.post<KeywordResearchStarted>('/api/research', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ cached: false, charges: [charged('keywords'), charged('serp'), charged('related')] });
    const again = await user.post<KeywordResearchStarted>('/api/research', body);
    expect(again.body).toMatchObject({ cached: true, charges: [free('keywords'), free('serp'), free('related')] });
    const after = await usageOf(user.userId);
    expect([after.keywords - before.keywords, after.serp - before.serp, after.related - before.related]).toEqual([1, 1, 1]);
  });

  it('a SERP analysis: one unit first, free and cached on a repeat', async () => {
    const body = { keyword: 'charge check serp', ...where, limit: 10 };
    const before = (await usageOf(user.userId)).serp;
    const first = await user.post<SerpStarted>('/api/serp', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ cached: false, charges: [charged('serp')] });
    const again = await user.post<SerpStarted>('/api/serp', body);
    expect(again.body).toMatchObject({ cached: true, charges: [free('serp')] });
    expect((await usageOf(user.userId)).serp - before).toBe(1);
  });

  it('a related-keywords page: one unit first, free and cached on a repeat', async () => {
    const body = { keyword: 'charge check related', ...where, limit: 100, depth: 1, offset: 0 };
    const before = (await usageOf(user.userId)).related;
    const first = await user.post<RelatedPage>('/api/related', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ cached: false, charges: [charged('related')] });
    const again = await user.post<RelatedPage>('/api/related', body);
    expect(again.body).toMatchObject({ cached: true, charges: [free('related')] });
    expect((await usageOf(user.userId)).related - before).toBe(1);
  });

  it('another user asking the same question is charged, though the cache answers it', async () => {
    const other = await app.createUser();
    const res = await other.post<SerpStarted>('/api/serp', { keyword: 'charge check serp', ...where, limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cached: true, charges: [{ tool: 'serp', units: 1, cached: true }] });
    expect((await usageOf(other.userId)).serp).toBe(1);
  });
});
