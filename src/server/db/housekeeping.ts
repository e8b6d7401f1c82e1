// Periodic clean-up, safe to run on several app servers at once. Hourly: provider answers past
// their expiry and rate-limit counters whose window ended long ago (plain deletes by time).
// Every lease-sweep interval (decision 011): quota units whose lease ran out are given back and
// abandoned request_flights rows removed, so a crashed server's reservations do not stay charged.
// main.ts starts it (both run once at start); tests call the functions directly. While the
// database is away (decision 035) the timers skip their turn, and the sweep runs as soon as it is
// back: leases that ran out during the outage are given back without waiting for the next turn.
import { lt } from 'drizzle-orm';
import { DEFAULT_LEASE_SWEEP_INTERVAL_MS, releaseExpiredLeases } from '../features/billing/index.js';
import type { Db } from './client.js';
import { isDatabaseUnavailable } from './database-failure.js';
import type { DatabaseHealth } from './database-health.js';
import { purgeExpiredFlights } from './request-flights.js';
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

export interface SweepCounts {
  releasedLeases: number;
  expiredFlights: number;
}

/** Gives back the units of expired leases and drops abandoned flight rows. */
export async function sweepExpiredLeases(db: Db, now: Date = new Date()): Promise<SweepCounts> {
  const releasedLeases = await releaseExpiredLeases(db, now);
  const expiredFlights = await purgeExpiredFlights(db, now);
  return { releasedLeases, expiredFlights };
}

export interface HousekeepingOptions {
  /** LEASE_SWEEP_INTERVAL_MS; at most 60 s so a crash's units are back within a minute of their lease. */
  leaseSweepIntervalMs?: number;
  /** The database's health: turns are skipped while it is down, and the sweep runs when it is back. */
  health?: Pick<DatabaseHealth, 'isAvailable' | 'report' | 'onChange'>;
}

/** Runs the purge and the lease sweep now, then periodically; the timers never keep the process alive. */
export function startHousekeeping(db: Db, log: (line: string) => void, options: HousekeepingOptions = {}): () => void {
  const health = options.health;
  const report = (what: string) => (error: unknown) => {
    // The health monitor logs an outage once; each skipped turn need not.
    if (health && isDatabaseUnavailable(error)) health.report(error);
    else log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  const purge = () => {
    if (health && !health.isAvailable) return;
    purgeExpiredRows(db).catch(report('housekeeping'));
  };
  const sweep = () => {
    if (health && !health.isAvailable) return;
    sweepExpiredLeases(db)
      .then(({ releasedLeases }) => {
        if (releasedLeases > 0) log(`lease sweep: gave back ${releasedLeases} quota unit(s) whose lease expired without a result`);
      })
      .catch(report('lease sweep'));
  };
  purge();
  sweep();
  const timers = [
    setInterval(purge, HOUSEKEEPING_INTERVAL_MS),
    setInterval(sweep, options.leaseSweepIntervalMs ?? DEFAULT_LEASE_SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  const unsubscribe = health?.onChange((change) => {
    if (change.available) sweep();
  });
  return () => {
    timers.forEach((timer) => clearInterval(timer));
    unsubscribe?.();
  };
}
