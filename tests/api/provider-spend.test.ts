// The provider call ledger and the admin's spend view against the DataForSEO stand-in: every request
// the server sends is one ledger row with the cost the answer stated, failed tasks that bill
// included, and the admin's figure equals the sum of the `cost` fields the stand-in returned.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderSpend } from '../../src/shared/contract/admin.js';
import { providerCalls, usageEvents } from '../../src/server/db/schema/index.js';
import { startAppWithFakeDataForSeo, type AppWithFakeDataForSeo } from '../support/app-with-fake-dataforseo.js';
import { ENDPOINTS } from '../support/fake-dataforseo/index.js';
import { uniqueEmail, type TestClient } from '../support/test-app.js';

const msg = (b: { error?: unknown }) => (typeof b.error === 'string' ? b.error : (b.error as { message?: string } | undefined)?.message);

let stack: AppWithFakeDataForSeo;
let admin: TestClient & { userId: string };
const adminEmail = uniqueEmail('spend-admin');

beforeAll(async () => {
  stack = await startAppWithFakeDataForSeo({ ADMIN_EMAILS: adminEmail });
  admin = await stack.app.createUser(adminEmail);
});

afterAll(async () => {
  await stack?.close();
});

const where = { languageCode: 'en', locationCode: 2840 };

/** Sums decimal strings exactly (12 decimals, as the ledger stores them). */
function exactSum(values: number[]): string {
  const units = values.reduce((sum, v) => sum + BigInt(Math.round(v * 1e12)), 0n);
  const text = units.toString().padStart(13, '0');
  const whole = text.slice(0, -12);
  const fraction = text.slice(-12).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

describe('provider spend equals the provider bill', () => {
  it('records every call, billed failures included, and the admin sees the exact sum', async () => {
    const { fake, user } = stack;
    fake.reset();
    // Successes on three endpoints, a cached repeat, and failed tasks that bill (40101 on the SERP,
    // as the help center says it may) or not (50000 retried, then a 40501 on our own field).
    expect((await user.post('/api/serp', { keyword: 'trail shoes', ...where })).status).toBe(200);
    expect((await user.post('/api/serp', { keyword: 'trail shoes', ...where })).status).toBe(200); // cache hit
    expect((await user.post('/api/research', { keyword: 'trail shoes', ...where, limit: 50 })).status).toBe(200);
    expect((await user.post('/api/related', { keyword: 'trail shoes', ...where, depth: 1 })).status).toBe(200);
    fake.failNext({ taskStatus: 40101, cost: 0.002 }, 1, ENDPOINTS.serp);
    const billedFailure = await user.post('/api/serp', { keyword: 'road shoes', ...where });
    expect(billedFailure.status).toBe(503);
    // The user gets the unit back; the usage ledger still records what the provider billed.
    const refunds = await stack.app.deps.database.db
      .select({ providerCost: usageEvents.providerCost })
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, user.userId), eq(usageEvents.status, 'refunded')));
    expect(refunds.map((r) => r.providerCost)).toEqual([0.002]);
    fake.failNext({ taskStatus: 50000 }, 1, ENDPOINTS.serp);
    fake.failNext({ taskStatus: 40501, message: "Invalid Field: 'language_code'.", cost: 0.0015 }, 1, ENDPOINTS.serp);
    const ourFault = await user.post('/api/serp', { keyword: 'hill shoes', ...where });
    expect(ourFault.status).toBe(502);
    expect(msg(ourFault.body)).toMatch(/our fault, not your input/);
    expect(stack.app.logs.join('\n')).toContain("Invalid Field: 'language_code'.");

    const billed = fake.responses.map((r) => r.cost);
    expect(billed.filter((c) => c > 0).length).toBeGreaterThanOrEqual(5);

    const rows = await stack.app.deps.database.db.select().from(providerCalls).where(eq(providerCalls.cacheHit, false));
    expect(rows).toHaveLength(fake.responses.length);
    expect(rows.every((r) => r.userId === user.userId)).toBe(true);
    expect(rows.map((r) => r.taskId).sort()).toEqual(fake.responses.map((r) => r.taskId).sort());
    const hits = await stack.app.deps.database.db.select().from(providerCalls).where(eq(providerCalls.cacheHit, true));
    expect(hits.map((h) => h.endpoint)).toContain('cache/serp');

    const res = await admin.get<{ success: true; spend: ProviderSpend }>('/api/admin/provider-spend');
    expect(res.status).toBe(200);
    const { spend } = res.body;
    expect(spend.totalUsd).toBe(exactSum(billed));
    expect(spend.total.calls).toBe(fake.responses.length);
    expect(spend.total.failedCalls).toBe(3);
    expect(spend.total.cacheHits).toBeGreaterThanOrEqual(1);
    expect(spend.byDay).toHaveLength(30);
    expect(exactSum(spend.byDay.map((d) => Number(d.providerCost)))).toBe(spend.totalUsd);
    const serp = spend.byEndpoint.find((e) => e.endpoint === ENDPOINTS.serp);
    const serpBilled = fake.responses.filter((r) => r.endpoint === ENDPOINTS.serp).map((r) => r.cost);
    expect(serp?.providerCost).toBe(exactSum(serpBilled));
    expect(exactSum(spend.byEndpoint.map((e) => Number(e.providerCost)))).toBe(spend.totalUsd);
  });

  it('refuses a Labs seed over the provider limits before any reservation: nothing sent, nothing charged', async () => {
    const { fake, user } = stack;
    fake.reset();
    const before = await user.get('/api/billing/subscription');
    const elevenWords = 'one two three four five six seven eight nine ten eleven';
    const research = await user.post('/api/research', { keyword: elevenWords, ...where, limit: 50 });
    expect(research.status).toBe(400);
    expect(msg(research.body)).toMatch(/at most 10 words/);
    const related = await user.post('/api/related', { keyword: 'x'.repeat(81), ...where, depth: 1 });
    expect(related.status).toBe(400);
    expect(msg(related.body)).toMatch(/at most 80 characters/);
    expect(fake.totalCalls()).toBe(0);
    const after = await user.get('/api/billing/subscription');
    expect(after.body).toEqual(before.body);
  });
});
