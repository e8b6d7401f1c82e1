// One paid run that takes several units, of one tool or several (decision 025): a keyword research
// of several seeds (one keyword unit per seed) with, when asked, the first seed's SERP analysis and
// related keywords (one unit of each). The same steps as withQuota (decisions 005 and 011), for
// every unit at once:
//   gate -> queue (identical runs of the user one after another) -> reserve ALL units in one
//   conditional UPDATE (or none: 402 naming the first tool short of units) -> run (under the
//   deadline) -> ONE transaction storing every result and closing every lease (settled, or free for
//   a cached repeat: chargedUnits) -> on any failure every unit goes back.
// Unlike withQuota there is no cache-only run at the limit: a run of several units needs them all
// free to start, even if some turn out to be cached repeats (said by the cost preview, quote.ts).
import type { QuotaTool } from '../../../shared/messages/billing.js';
import type { Db, Tx } from '../../db/client.js';
import { RequestFlights } from '../../db/request-flights.js';
import { DEFAULT_REQUEST_DEADLINE_MS, deadlineExceeded, untilDeadline } from '../../providers/deadline.js';
import { ProviderError } from '../../providers/types.js';
import { chargedUnits } from './charge-rule.js';
import { FREE_REPEAT_WINDOW_MS, type QuotaOptions } from './quota.js';
import { leaseMsFor } from './quota-lease.js';
import { quotaExceeded, requirePaidAccess } from './subscription-access.js';
import { ensureUsageRow, hasSettledSince, limitOf, refundUnit, releaseAsFreeRepeat, reserveUnits, settleUnit, type QuotaKey } from './usage-ledger.js';
import { currentUsagePeriod } from './usage-period.js';

/** One unit of a run: its tool and its normalised request (a repeat of it within 24 h may be free). */
export interface QuotaCharge {
  tool: QuotaTool;
  requestKey: string;
}

/** What the run learnt of each charge (same order): the provider's cost and whether the cache answered. */
export interface ChargeOutcome {
  providerCost: number;
  cached: boolean;
}

export interface BundleRunResult<T> {
  outcomes: ChargeOutcome[];
  /**
   * Writes every result in the quota's transaction; answers the value and, per charge, the stored row
   * it paid for. Told the units each charge is charged (same order; 0 for a free cached repeat).
   */
  store: (tx: Tx, charged: ReadonlyArray<0 | 1>) => Promise<{ value: T; resultIds: Array<string | null> }>;
}

export async function withQuotaBundle<T>(
  db: Db,
  request: { userId: string; charges: readonly QuotaCharge[] },
  run: () => Promise<BundleRunResult<T>>,
  options: QuotaOptions = {},
): Promise<T> {
  const now = options.now ?? new Date();
  const { userId, charges } = request;
  const { subscription, plan } = await requirePaidAccess(db, userId, now);
  const leaseMs = options.leaseMs ?? leaseMsFor(DEFAULT_REQUEST_DEADLINE_MS);
  const flights = options.flights ?? new RequestFlights(db);
  const keys: QuotaKey[] = charges.map((charge) => ({ userId, ...charge }));
  const flightKey = `quota:${JSON.stringify([userId, 'bundle', ...charges.map((charge) => [charge.tool, charge.requestKey])])}`;
  const limits = (tool: QuotaTool) => limitOf(plan, tool);

  return flights.run(flightKey, { signal: options.signal }, async () => {
    const log = options.log ?? ((line: string) => console.warn(line));
    const period = currentUsagePeriod(subscription, now);
    const since = new Date(now.getTime() - FREE_REPEAT_WINDOW_MS);
    const repeats = await Promise.all(keys.map((key) => hasSettledSince(db, key, since)));
    await ensureUsageRow(db, userId, period);
    const reserved = await reserveUnits(db, keys, period, limits, now, leaseMs);
    if ('shortOf' in reserved) throw quotaExceeded(reserved.shortOf, limits(reserved.shortOf), subscription.isTrial, period.end);
    const { reservations } = reserved;
    try {
      const result = await untilDeadline(run(), options.signal);
      // After the run the commit is not cut short: the answers are here and one transaction stores them.
      const charged = keys.map((_, index) => chargedUnits(repeats[index] ?? false, result.outcomes[index]?.cached ?? false));
      return await db.transaction(async (tx) => {
        const stored = await result.store(tx, charged);
        for (const [index, reservation] of reservations.entries()) {
          const charge = keys[index];
          const outcome = result.outcomes[index] ?? { providerCost: 0, cached: false };
          const resultId = stored.resultIds[index] ?? null;
          if (!charge) continue;
          const closed =
            charged[index] === 0
              ? await releaseAsFreeRepeat(tx, charge.tool, reservation, outcome.providerCost, resultId, new Date())
              : await settleUnit(tx, reservation, outcome.providerCost, resultId);
          // A lease the sweep gave back: keep nothing of the run, answer as a timeout.
          if (!closed) throw deadlineExceeded();
        }
        return stored.value;
      });
    } catch (error) {
      const billedUsd = error instanceof ProviderError ? error.providerCost : 0;
      for (const [index, reservation] of reservations.entries()) {
        const tool = keys[index]?.tool ?? 'keywords';
        // The provider's bill of a failed call is recorded once, on the first event.
        await refundUnit(db, tool, reservation, new Date(), index === 0 ? billedUsd : 0).catch((refundError: unknown) =>
          log(`[quota] refund of event ${reservation.eventId} failed: ${String(refundError)}`),
        );
      }
      throw error;
    }
  });
}
