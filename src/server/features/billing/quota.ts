// Quota hook every paid tool call goes through (research, SERP, related): one unit per request.
// Order (docs/decisions/005-quotas.md): gate -> repeat check -> reserve -> run -> settle/refund.
//   1. gate: the subscription is active and, for a trial, not past its end; the plan of its tier
//      gives the limit (-1 unlimited). Refusals are ApiError 402 with code SUBSCRIPTION_INACTIVE,
//      TRIAL_EXPIRED or QUOTA_EXCEEDED and `pricingUrl: '/pricing'`, before any provider call.
//   2. repeat: the same requestKey charged (settled) within the last 24 hours runs without a unit;
//      answered from the cache it is recorded as "free".
//   3. reserve: one conditional UPDATE ... WHERE used < limit RETURNING takes the unit.
//   4. run: the provider call (and whatever the tool stores).
//   5. settle (cost recorded) or, if run throws, refund (the unit goes back) and rethrow.
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db } from '../../db/client.js';
import { requirePaidAccess, quotaExceeded } from './subscription-access.js';
import { ensureUsageRow, hasSettledSince, limitOf, recordFreeRepeat, refundUnit, reserveUnit, settleUnit } from './usage-ledger.js';
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
 * subscription is inactive/expired), gives it back if `run` throws, and settles it afterwards.
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

  if (await hasSettledSince(db, request, new Date(now.getTime() - FREE_REPEAT_WINDOW_MS))) {
    const result = await run();
    if (result.cached) {
      await recordFreeRepeat(db, request, result.costUsd, now).catch((error: unknown) =>
        log(`[quota] recording a free repeat failed: ${String(error)}`),
      );
      return result.value;
    }
    // The cache keeps answers at least 24 hours, so this only happens when its entry was lost
    // (a failed cache write or a purge): the provider was called, so the call is charged.
    await ensureUsageRow(db, request.userId, period);
    const late = await reserveUnit(db, request, period, limit, now);
    if (late) await settleUnit(db, late, result.costUsd);
    else log(`[quota] ${request.tool} repeat for user ${request.userId} missed the cache with no unit left; not charged`);
    return result.value;
  }

  await ensureUsageRow(db, request.userId, period);
  const reservation = await reserveUnit(db, request, period, limit, now);
  if (!reservation) throw quotaExceeded(request.tool, limit, subscription.isTrial);

  let result: QuotaRunResult<T>;
  try {
    result = await run();
  } catch (error) {
    await refundUnit(db, request.tool, reservation, new Date()).catch((refundError: unknown) =>
      log(`[quota] refund of event ${reservation.eventId} failed: ${String(refundError)}`),
    );
    throw error;
  }
  // The answer exists and the unit is spent either way; a failed cost update must not lose it.
  await settleUnit(db, reservation, result.costUsd).catch((settleError: unknown) =>
    log(`[quota] settling event ${reservation.eventId} failed: ${String(settleError)}`),
  );
  return result.value;
}
