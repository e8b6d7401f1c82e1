// Periodic clean-up of rows that only ever grow: provider answers past their expiry and
// rate-limit counters whose window ended long ago. Safe to run on several app servers at once
// (plain deletes by time); main.ts runs it hourly, tests call purgeExpiredRows directly.
import { lt } from 'drizzle-orm';
import type { Db } from './client.js';
import { providerCache, rateLimit } from './schema/index.js';

// Longer than the longest rate-limit window (one hour), so a live counter is never removed.
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface PurgeCounts {
  providerCache: number;
  rateLimit: number;
}

export async function purgeExpiredRows(db: Db, now: Date = new Date()): Promise<PurgeCounts> {
  const cache = await db.delete(providerCache).where(lt(providerCache.expiresAt, now)).returning({ key: providerCache.key });
  const limits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEEP_MS))
    .returning({ id: rateLimit.id });
  return { providerCache: cache.length, rateLimit: limits.length };
}

/** Runs the purge now and then hourly; the timer never keeps the process alive. */
export function startHousekeeping(db: Db, log: (line: string) => void): () => void {
  const run = () => {
    purgeExpiredRows(db).catch((error: unknown) => log(`housekeeping failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
