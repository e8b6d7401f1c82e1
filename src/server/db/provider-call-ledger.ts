// The provider_calls table as a ProviderCallRecorder: one row per provider call (or cache hit),
// stamped with the user the request acts for. The cost is stored as the provider's decimal text,
// so no rounding happens on the way in (decision 013).
import type { Db } from './client.js';
import { providerCalls } from './schema/index.js';
import { currentProviderCallUserId } from '../providers/call-context.js';
import type { ProviderCallRecorder } from '../providers/provider-calls.js';

/** Plain decimal text of a JS number (never exponent notation, which numeric would refuse). */
export function decimalText(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(12).replace(/\.?0+$/, '') || '0';
}

export function createProviderCallLedger(db: Db): ProviderCallRecorder {
  return async (call) => {
    await db.insert(providerCalls).values({
      provider: call.provider,
      endpoint: call.endpoint,
      taskId: call.taskId,
      statusCode: call.statusCode,
      outcome: call.outcome,
      message: call.message?.slice(0, 500) ?? null,
      providerCost: decimalText(call.providerCost),
      durationMs: Math.max(0, Math.round(call.durationMs)),
      cacheHit: call.cacheHit,
      userId: currentProviderCallUserId(),
      createdAt: call.startedAt,
    });
  };
}
