// The overall deadline (REQUEST_DEADLINE_MS, decision 011): a provider that never answers holds a
// research, SERP or related request only until the deadline; the provider's HTTP call is aborted,
// the unit goes back and the user gets the "did not answer in time" error (PGlite and PostgreSQL).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageEvents } from '../../src/server/db/schema/index.js';
import { deadlineExceeded } from '../../src/server/providers/deadline.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';

const DEADLINE_MS = 800;
const msg = (b: { error?: string | { message?: string } }) => (typeof b.error === 'string' ? b.error : b.error?.message);

let stack: AppWithFakeDataForSeo;
beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo({ REQUEST_DEADLINE_MS: String(DEADLINE_MS) });
});
afterAll(async () => {
  await stack?.close();
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const where = { languageCode: 'en', locationCode: 2840 };
const cases = [
  ['/api/research', { keyword: 'hanging provider', ...where, limit: 50 }, 'keywordsUsed'],
  ['/api/serp', { keyword: 'hanging provider', ...where, limit: 10 }, 'serpAnalysesUsed'],
  ['/api/related', { keyword: 'hanging provider', ...where, limit: 100, depth: 1, offset: 0 }, 'relatedKeywordsUsed'],
] as const;

describe('a provider that hangs', () => {
  it.each(cases)('is abandoned at the deadline: aborted call, unit back, the failed-analysis error (%s)', async (path, body, usedField) => {
    const { fake, user, app } = stack;
    const abandonedBefore = fake.abandonedCalls();
    fake.failNext('hang');
    const res = await user.post(path, body);
    expect(res.status).toBe(504);
    expect(msg(res.body)).toBe(deadlineExceeded().message);
    // The abort reached the DataForSEO client's fetch: the stand-in saw the caller hang up.
    await until(() => fake.abandonedCalls() > abandonedBefore, 'the aborted provider call');

    const usage = (await user.get('/api/billing/subscription')).body.usage;
    expect(usage[usedField]).toBe(0);
    const events = await app.deps.database.db.select().from(usageEvents).where(eq(usageEvents.userId, user.userId));
    expect(events.filter((e) => e.status === 'reserved')).toEqual([]);

    // The user can run the same question again at once, and it is charged once.
    const again = await user.post(path, body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await user.get('/api/billing/subscription')).body.usage[usedField]).toBe(1);
  });
});
