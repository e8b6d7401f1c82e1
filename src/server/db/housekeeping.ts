// Periodic clean-up, safe to run on several app servers at once. Hourly: rows nothing reads any
// more (provider answers past their expiry, rate-limit counters whose window ended long ago,
// expired sessions and verification tokens) and the retention sweeps of the tables that grow with
// traffic (retention.ts, decision 037), all in bounded batches. Every lease-sweep interval
// (decision 011): quota units whose lease ran out are given back and abandoned request_flights
// rows removed, so a crashed server's reservations do not stay charged.
// main.ts starts it: the lease sweep runs at start, the purge a minute later (its batches of
// deletes would otherwise queue ahead of a starting server's first requests on the embedded
// database); tests call the functions directly. While the database is away (decision 035) the
// timers skip their turn, and the sweep runs as soon as it is back: leases that ran out during the
// outage are given back without waiting for the next turn.
import { lt } from 'drizzle-orm';
import { DEFAULT_LEASE_SWEEP_INTERVAL_MS } from '../config.js';
import { releaseExpiredLeases } from '../features/billing/index.js';
import type { Db } from './client.js';
import { isDatabaseUnavailable } from './database-failure.js';
import type { DatabaseHealth } from './database-health.js';
import { purgeExpiredFlights } from './request-flights.js';
import { DEFAULT_RETENTION, deleteOldest, sweepRetention, type BatchOptions, type RetentionPolicy } from './retention.js';
import { providerCache, rateLimit, session, verification } from './schema/index.js';

// Longer than the longest rate-limit window (one hour), so a live counter is never removed.
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_PURGE_AFTER_MS = 60 * 1000;

export interface PurgeCounts {
  providerCache: number;
  rateLimit: number;
  sessions: number;
  verifications: number;
}

/** Rows no reader can use any more: expired answers, sessions and tokens, ended rate windows. */
export async function purgeExpiredRows(db: Db, now: Date = new Date(), options: BatchOptions = {}): Promise<PurgeCounts> {
  return {
    providerCache: await deleteOldest(db, providerCache, providerCache.key, providerCache.expiresAt, lt(providerCache.expiresAt, now), options),
    rateLimit: await deleteOldest(db, rateLimit, rateLimit.id, rateLimit.lastRequest, lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEEP_MS), options),
    sessions: await deleteOldest(db, session, session.id, session.expiresAt, lt(session.expiresAt, now), options),
    verifications: await deleteOldest(db, verification, verification.id, verification.expiresAt, lt(verification.expiresAt, now), options),
  };
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
  /** The *_RETENTION_DAYS settings. */
  retention?: RetentionPolicy;
}

const total = (counts: Readonly<Record<string, number>>): number => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Runs the lease sweep now and the purge a minute later, then both periodically; the timers never keep the process alive. */
export function startHousekeeping(db: Db, log: (line: string) => void, options: HousekeepingOptions = {}): () => void {
  const health = options.health;
  const report = (what: string) => (error: unknown) => {
    // The health monitor logs an outage once; each skipped turn need not.
    if (health && isDatabaseUnavailable(error)) health.report(error);
    else log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  const retention = options.retention ?? DEFAULT_RETENTION;
  const purge = () => {
    if (health && !health.isAvailable) return;
    (async () => {
      const expired = await purgeExpiredRows(db);
      const swept = await sweepRetention(db, retention);
      if (total({ ...expired }) + total({ ...swept }) > 0) log(`housekeeping: removed ${JSON.stringify({ ...expired, ...swept })}`);
    })().catch(report('housekeeping'));
  };
  const sweep = () => {
    if (health && !health.isAvailable) return;
    sweepExpiredLeases(db)
      .then(({ releasedLeases }) => {
        if (releasedLeases > 0) log(`lease sweep: gave back ${releasedLeases} quota unit(s) whose lease expired without a result`);
      })
      .catch(report('lease sweep'));
  };
  sweep();
  const timers = [
    setTimeout(purge, FIRST_PURGE_AFTER_MS),
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
