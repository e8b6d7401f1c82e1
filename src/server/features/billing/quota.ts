// Quota hook every paid tool call goes through (research, SERP, related): one unit per request.
// Order (docs/decisions/005-quotas.md, leases in 011): gate -> queue -> reserve -> run -> commit.
//   1. gate: the subscription is active and, for a trial, not past its end; the plan of its tier
//      gives the limit (-1 unlimited). Refusals are QuotaExceededErrors (HTTP 402) with code SUBSCRIPTION_INACTIVE,
//      TRIAL_EXPIRED or QUOTA_EXCEEDED and `pricingUrl: '/pricing'`, before any provider call.
//   2. queue: the same user's identical requests run one after another, across every server
//      (request_flights), so a second one asked meanwhile is a repeat answered from the cache.
//   3. reserve: one conditional UPDATE ... WHERE used < limit RETURNING takes the unit as a lease,
//      for a repeat too: whether the cache will answer is only known afterwards.
//   4. run: the provider call, abandoned when the request's deadline fires.
//   5. commit, in ONE transaction: the tool stores its result and the lease is settled (cost
//      recorded), or for a repeat of a request charged within 24 hours that the cache answered,
//      the unit goes back and the event is "free". If run or commit fails, the unit goes back.
//      A crash anywhere leaves either both (result and charge) or a lease the sweep gives back.
// With no unit left a repeat runs in a cache-only scope (providers/cache-only.ts): the cache may
// answer it for free, the provider is never called past the limit; a miss is the usual 402.
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db, Tx } from '../../db/client.js';
import { RequestFlights } from '../../db/request-flights.js';
import { CacheOnlyMiss, runCacheOnly } from '../../providers/cache-only.js';
import { deadlineExceeded, DEFAULT_REQUEST_DEADLINE_MS, untilDeadline } from '../../providers/deadline.js';
import { chargedUnits } from './charge-rule.js';
import { leaseMsFor } from './quota-lease.js';
import { requirePaidAccess, quotaExceeded } from './subscription-access.js';
import {
  ensureUsageRow,
  hasSettledSince,
  limitOf,
  recordFreeRepeat,
  refundUnit,
  releaseAsFreeRepeat,
  reserveUnit,
  settleUnit,
  type QuotaKey,
  type Reservation,
} from './usage-ledger.js';
import { currentUsagePeriod } from './usage-period.js';
import { ProviderError } from '../../providers/types.js';

export type { QuotaTool } from '../../../shared/messages/billing.js';

/** How long after a charged request the same request stays free when the cache answers it. */
export const FREE_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface QuotaRequest {
  userId: string;
  tool: QuotaTool;
  /** Normalised request (keyword, location, language, options): a repeat within 24 h answered from the cache is free. */
  requestKey: string;
}

/** What the tool stored, in the quota's transaction: the answer and the id of the stored row. */
export interface StoredResult<T> {
  value: T;
  resultId: string;
}

interface QuotaCharge {
  /** Dollars the provider actually charged for this call (0 on a cache hit). */
  providerCost: number;
  /** True when the provider answer came from the cache. */
  cached: boolean;
}

/**
 * What `run` hands back: the answer itself, or (what the tools do) a `store` step that writes the
 * result in the transaction that also settles the unit, so no unit is charged without a result. The
 * step is told the units the run is charged (0 for a free cached repeat), so its answer can say so.
 */
export type QuotaRunResult<T> = QuotaCharge & ({ value: T } | { store: (tx: Tx, charged: 0 | 1) => Promise<StoredResult<T>> });

export interface QuotaOptions {
  /** The clock, for tests of rollover and trial expiry. */
  now?: Date;
  /** Where bookkeeping problems that must not fail the user's call are reported. */
  log?: (line: string) => void;
  /** The request's deadline: when it fires, waiting and `run` are abandoned and the unit goes back. */
  signal?: AbortSignal | undefined;
  /** How long a reserved unit may stay held before the sweep gives it back (default: for a 25 s deadline). */
  leaseMs?: number;
  /** The server's queue of identical requests; by default one that coordinates through the database only. */
  flights?: RequestFlights | undefined;
}

/**
 * Reserves one unit before `run` (refusing with a QuotaExceededError when the limit is reached or the
 * subscription is inactive/expired), gives it back if `run` or the commit fails or a repeat turns
 * out to be answered from the cache, and settles it with the stored result otherwise.
 */
export async function withQuota<T>(
  db: Db,
  request: QuotaRequest,
  run: () => Promise<QuotaRunResult<T>>,
  options: QuotaOptions = {},
): Promise<T> {
  const now = options.now ?? new Date();
  const { subscription, plan } = await requirePaidAccess(db, request.userId, now);
  const limit = limitOf(plan, request.tool);
  const leaseMs = options.leaseMs ?? leaseMsFor(DEFAULT_REQUEST_DEADLINE_MS);
  const flights = options.flights ?? new RequestFlights(db);
  const { userId, tool, requestKey } = request;
  const key: QuotaKey = { userId, tool, requestKey };
  const flightKey = `quota:${JSON.stringify([userId, tool, requestKey])}`;

  return flights.run(flightKey, { signal: options.signal }, async () => {
    const log = options.log ?? ((line: string) => console.warn(line));
    const period = currentUsagePeriod(subscription, now);
    const repeat = await hasSettledSince(db, key, new Date(now.getTime() - FREE_REPEAT_WINDOW_MS));
    await ensureUsageRow(db, userId, period);
    const reservation = await reserveUnit(db, key, period, limit, now, leaseMs);
    if (!reservation) {
      if (!repeat) throw quotaExceeded(tool, limit, subscription.isTrial, period.end);
      try {
        const result = await untilDeadline(runCacheOnly(run), options.signal);
        return await commit(db, result, 0, (tx, resultId) => recordFreeRepeat(tx, key, result.providerCost, resultId, now).then(() => true));
      } catch (error) {
        if (error instanceof CacheOnlyMiss) throw quotaExceeded(tool, limit, subscription.isTrial, period.end);
        throw error;
      }
    }
    try {
      const result = await untilDeadline(run(), options.signal);
      // After the run the commit is not cut short: the answer is here and one transaction stores it.
      const charged = chargedUnits(repeat, result.cached);
      return await commit(db, result, charged, (tx, resultId) => closeReservation(tx, tool, reservation, charged === 0, result.providerCost, resultId));
    } catch (error) {
      // The user gets the unit back; the event still records what the provider billed (some failed tasks bill).
      const billedUsd = error instanceof ProviderError ? error.providerCost : 0;
      await refundUnit(db, tool, reservation, new Date(), billedUsd).catch((refundError: unknown) =>
        log(`[quota] refund of event ${reservation.eventId} failed: ${String(refundError)}`),
      );
      throw error;
    }
  });
}

/** One transaction: the tool's result, then the unit's bookkeeping; if the lease is gone, neither. */
async function commit<T>(db: Db, result: QuotaRunResult<T>, charged: 0 | 1, close: (tx: Tx, resultId: string | null) => Promise<boolean>): Promise<T> {
  return db.transaction(async (tx) => {
    const stored: { value: T; resultId: string | null } = 'store' in result ? await result.store(tx, charged) : { value: result.value, resultId: null };
    // The sweep gave the unit back (this request outlived its lease): keep nothing, answer as a timeout.
    if (!(await close(tx, stored.resultId))) throw deadlineExceeded();
    return stored.value;
  });
}

/** A cached repeat gets its unit back; anything else keeps it, with its cost and its result. */
function closeReservation(tx: Tx, tool: QuotaTool, reservation: Reservation, free: boolean, providerCost: number, resultId: string | null): Promise<boolean> {
  return free ? releaseAsFreeRepeat(tx, tool, reservation, providerCost, resultId, new Date()) : settleUnit(tx, reservation, providerCost, resultId);
}
