// The hourly purge removes expired provider answers and long-ended rate-limit counters, and
// nothing that is still in use (PGlite, and PostgreSQL with TEST_DB=postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { purgeExpiredRows } from '../../src/server/db/housekeeping.js';
import { providerCache, rateLimit } from '../../src/server/db/schema/index.js';
import { createTestDatabase } from '../support/test-db.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('purgeExpiredRows', () => {
  it('deletes expired cache rows and old rate-limit counters only', async () => {
    const { db } = database;
    const now = new Date('2026-11-23T12:00:00Z');
    const hour = 60 * 60 * 1000;
    await db.insert(providerCache).values([
      { key: 'expired', value: { a: 1 }, expiresAt: new Date(now.getTime() - 1) },
      { key: 'fresh', value: { a: 2 }, expiresAt: new Date(now.getTime() + hour) },
    ]);
    await db.insert(rateLimit).values([
      { id: 'old', key: 'old', count: 3, lastRequest: now.getTime() - 25 * hour },
      { id: 'live', key: 'live', count: 3, lastRequest: now.getTime() - hour },
    ]);

    expect(await purgeExpiredRows(db, now)).toEqual({ providerCache: 1, rateLimit: 1, sessions: 0, verifications: 0 });
    expect((await db.select({ key: providerCache.key }).from(providerCache)).map((r) => r.key)).toEqual(['fresh']);
    expect((await db.select({ key: rateLimit.key }).from(rateLimit)).map((r) => r.key)).toEqual(['live']);
    expect(await purgeExpiredRows(db, now)).toEqual({ providerCache: 0, rateLimit: 0, sessions: 0, verifications: 0 });
  });
});
