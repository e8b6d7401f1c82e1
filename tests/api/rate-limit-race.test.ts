// The rate limiter under concurrent first hits of a new key. Its table is unique on id and on key,
// and ON CONFLICT arbitrates only one of them: on PostgreSQL two first hits at once could meet on
// the other index and fail with a unique violation, which the shared-link reads answered as a 500
// (found by the fuzz suite's concurrent workers). Every hit must be counted, none may fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/auth/rate-limit.js';
import type { Database } from '../../src/server/db/client.js';
import { createTestDatabase } from '../support/test-db.js';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the rate limiter', () => {
  it('counts every one of several concurrent first hits of new keys, and none fails', async () => {
    const limiter = createRateLimiter(database.db);
    const rule = { windowSeconds: 60, max: 4 };
    const now = Date.now();
    const CONCURRENT = 6;
    for (let round = 0; round < 40; round++) {
      const key = `race-test:${now}:${round}`;
      const waits = await Promise.all(Array.from({ length: CONCURRENT }, () => limiter.hit(key, rule, now)));
      // Four hits are within the limit, the other two wait for the window's end: each hit counted once.
      expect(waits.filter((wait) => wait === 0)).toHaveLength(rule.max);
      expect(waits.filter((wait) => wait > 0)).toHaveLength(CONCURRENT - rule.max);
    }
  });
});
