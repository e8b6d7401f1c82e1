// The cost preview of a paid run (decision 025): what the run would take, per
// tool, asked before it is run. It applies the charging path's own rules: the gate
// (requirePaidAccess), the free repeat (chargedUnits: a repeat of a request charged within 24 hours
// that the cache answers), the units a run must find free to start (all of them for a run of
// several, withQuotaBundle; none for a single cached repeat, which withQuota runs cache-only at the
// limit), and the cache itself, asked through the tool's own provider call in a peek scope that
// never reaches the provider. So the preview says what is then charged, as long as nothing changes
// in between (another run, a cache entry expiring).
import { and, eq } from 'drizzle-orm';
import type { ToolQuote } from '../../../shared/contract/quote.js';
import { quotaExceededMessage, type QuotaTool } from '../../../shared/messages/billing.js';
import { UNLIMITED } from '../../../shared/constants/limits.js';
import type { Db } from '../../db/client.js';
import { userUsage } from '../../db/schema/index.js';
import { CacheOnlyMiss, peekCache } from '../../providers/cache-only.js';
import { chargedUnits } from './charge-rule.js';
import { FREE_REPEAT_WINDOW_MS } from './quota.js';
import type { QuotaCharge } from './quota-bundle.js';
import { requirePaidAccess } from './subscription-access.js';
import { hasSettledSince, limitOf, usedOf } from './usage-ledger.js';
import { currentUsagePeriod } from './usage-period.js';

/** One unit of the run to price: its charge, the provider dollars when not cached, and the provider call that answers it. */
export interface QuotedPart {
  charge: QuotaCharge;
  estimateUsd: number;
  /** The tool's own provider call; run in a cache-only peek, so a miss throws CacheOnlyMiss instead of calling out. */
  probe: () => Promise<{ fetchedAt?: string | null | undefined }>;
}

interface PricedPart {
  tool: QuotaTool;
  units: number;
  dollars: number;
  fetchedAt: string | null;
}

async function cachedAt(part: QuotedPart): Promise<string | null> {
  try {
    const answer = await peekCache(part.probe);
    return answer.fetchedAt ?? new Date().toISOString();
  } catch (error) {
    if (error instanceof CacheOnlyMiss) return null;
    throw error;
  }
}

export async function quoteRun(
  db: Db,
  userId: string,
  parts: readonly QuotedPart[],
  options: { showDollars: boolean; now?: Date },
): Promise<ToolQuote[]> {
  const now = options.now ?? new Date();
  const { subscription, plan } = await requirePaidAccess(db, userId, now);
  const period = currentUsagePeriod(subscription, now);
  const [usage] = await db.select().from(userUsage).where(and(eq(userUsage.userId, userId), eq(userUsage.periodStart, period.start)));
  const since = new Date(now.getTime() - FREE_REPEAT_WINDOW_MS);
  const priced: PricedPart[] = await Promise.all(
    parts.map(async (part) => {
      const fetchedAt = await cachedAt(part);
      const repeat = await hasSettledSince(db, { userId, ...part.charge }, since);
      const units = chargedUnits(repeat, fetchedAt !== null);
      return { tool: part.charge.tool, units, dollars: fetchedAt === null ? part.estimateUsd : 0, fetchedAt };
    }),
  );
  const tools = [...new Set(priced.map((part) => part.tool))];
  const several = parts.length > 1;
  return tools.map((tool) => {
    const own = priced.filter((part) => part.tool === tool);
    const units = own.reduce((sum, part) => sum + part.units, 0);
    const limit = limitOf(plan, tool);
    const left = limit === UNLIMITED ? null : Math.max(0, limit - (usage ? usedOf(usage, tool) : 0));
    // A run of several units reserves them all before it starts; a single one needs a unit unless it is a free cached repeat.
    const needed = several ? own.length : units;
    const cached = own.every((part) => part.fetchedAt !== null);
    const dates = own.map((part) => part.fetchedAt).filter((at): at is string => at !== null).sort();
    return {
      tool,
      units,
      dollars: options.showDollars ? Math.round(own.reduce((sum, part) => sum + part.dollars, 0) * 10_000) / 10_000 : null,
      cached,
      fetchedAt: cached ? (dates[0] ?? null) : null,
      left,
      refusal: left !== null && needed > left ? quotaExceededMessage(tool, limit, subscription.isTrial, period.end) : null,
    };
  });
}

/**
 * A paid question's answer when asking it again would be free (the caller was charged for it
 * within the free-repeat window and the cache still holds it), read in a peek that never reaches
 * the provider; null otherwise. A page can then show what its user has already paid for without
 * spending (decision 067).
 */
export async function peekFreeRepeat<T>(db: Db, userId: string, charge: QuotaCharge, probe: () => Promise<T>, now: Date = new Date()): Promise<T | null> {
  const repeat = await hasSettledSince(db, { userId, ...charge }, new Date(now.getTime() - FREE_REPEAT_WINDOW_MS));
  if (!repeat) return null;
  try {
    return await peekCache(probe);
  } catch (error) {
    if (error instanceof CacheOnlyMiss) return null;
    throw error;
  }
}
