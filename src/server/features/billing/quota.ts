// Quota hook every paid tool call goes through (research, SERP, related): one unit per request.
// Order (docs/decisions/005-quotas.md): gate -> reserve -> run -> settle, refund or free.
//   1. gate: the subscription is active and, for a trial, not past its end; the plan of its tier
//      gives the limit (-1 unlimited). Refusals are ApiError 402 with code SUBSCRIPTION_INACTIVE,
//      TRIAL_EXPIRED or QUOTA_EXCEEDED and `pricingUrl: '/pricing'`, before any provider call.
//   2. reserve: one conditional UPDATE ... WHERE used < limit RETURNING takes the unit, for a
//      repeat too: whether the cache will answer is only known afterwards, and a repeat whose
//      cache entry is gone calls the provider like any request.
//   3. run: the provider call (and whatever the tool stores).
//   4. settle (cost recorded); or, for a repeat of a request charged within 24 hours that the
//      cache answered, give the unit back and record it "free"; or, if run throws, refund.
// With no unit left a repeat runs in a cache-only scope (providers/cache-only.ts): the cache may
// answer it for free, the provider is never called past the limit; a miss is the usual 402.
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db } from '../../db/client.js';
import { CacheOnlyMiss, runCacheOnly } from '../../providers/cache-only.js';
import { requirePaidAccess, quotaExceeded } from './subscription-access.js';
import { ensureUsageRow, hasSettledSince, limitOf, recordFreeRepeat, refundUnit, releaseAsFreeRepeat, reserveUnit, settleUnit, type Reservation } from './usage-ledger.js';
import { currentUsagePeriod } from './usage-period.js';

export type { QuotaTool } from '../../../shared/messages/billing.js';

/** How long after a charged request the same request stays free when the cache answers it. */
export const FREE_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface QuotaRequest {
  userId: string;
  tool: QuotaTool;
  /** Normalised request (keyword, location, language, options): a repeat within 24 h answered from the cache is free. */
  requestKey: string;
}

export interface QuotaRunResult<T> {
  value: T;
  /** Dollars the provider actually charged for this call (0 on a cache hit). */
  costUsd: number;
  /** True when the provider answer came from the cache. */
  cached: boolean;
}

export interface QuotaOptions {
  /** The clock, for tests of rollover and trial expiry. */
  now?: Date;
  /** Where bookkeeping problems that must not fail the user's call are reported. */
  log?: (line: string) => void;
}

/**
 * Reserves one unit before `run` (refusing with an ApiError 402 when the limit is reached or the
 * subscription is inactive/expired), gives it back if `run` throws or a repeat turns out to be
 * answered from the cache, and settles it otherwise.
 */
export async function withQuota<T>(
  db: Db,
  request: QuotaRequest,
  run: () => Promise<QuotaRunResult<T>>,
  options: QuotaOptions = {},
): Promise<T> {
  const now = options.now ?? new Date();
  const log = options.log ?? ((line: string) => console.warn(line));
  const { subscription, plan } = await requirePaidAccess(db, request.userId, now);
  const limit = limitOf(plan, request.tool);
  const period = currentUsagePeriod(subscription, now);
  const { userId, tool, requestKey } = request;
  const key = { userId, tool, requestKey };
  const repeat = await hasSettledSince(db, key, new Date(now.getTime() - FREE_REPEAT_WINDOW_MS));

  await ensureUsageRow(db, userId, period);
  const reservation = await reserveUnit(db, key, period, limit, now);
  if (!reservation) {
    if (!repeat) throw quotaExceeded(tool, limit, subscription.isTrial);
    try {
      return await runFreeRepeat(db, request, () => runCacheOnly(run), now, log);
    } catch (error) {
      if (error instanceof CacheOnlyMiss) throw quotaExceeded(tool, limit, subscription.isTrial);
      throw error;
    }
  }

  let result: QuotaRunResult<T>;
  try {
    result = await run();
  } catch (error) {
    await refundUnit(db, tool, reservation, new Date()).catch((refundError: unknown) =>
      log(`[quota] refund of event ${reservation.eventId} failed: ${String(refundError)}`),
    );
    throw error;
  }
  await closeReservation(db, request, reservation, repeat && result.cached, result.costUsd, log);
  return result.value;
}

/** After a successful run: a cached repeat gets its unit back; anything else keeps it, with its cost. */
async function closeReservation(
  db: Db,
  request: QuotaRequest,
  reservation: Reservation,
  free: boolean,
  costUsd: number,
  log: (line: string) => void,
): Promise<void> {
  // The answer exists either way; failed bookkeeping must not lose it (it errs towards a spent unit).
  const close = free ? releaseAsFreeRepeat(db, request.tool, reservation, costUsd, new Date()) : settleUnit(db, reservation, costUsd);
  await close.catch((error: unknown) => log(`[quota] closing event ${reservation.eventId} failed: ${String(error)}`));
}

/** At the limit, a repeat the cache holds: no unit, recorded "free". */
async function runFreeRepeat<T>(
  db: Db,
  request: QuotaRequest,
  run: () => Promise<QuotaRunResult<T>>,
  now: Date,
  log: (line: string) => void,
): Promise<T> {
  // `run` is cache-only here: it answers from the cache or throws CacheOnlyMiss.
  const result = await run();
  const { userId, tool, requestKey } = request;
  await recordFreeRepeat(db, { userId, tool, requestKey }, result.costUsd, now).catch((error: unknown) =>
    log(`[quota] recording a free repeat failed: ${String(error)}`),
  );
  return result.value;
}
