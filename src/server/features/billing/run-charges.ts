// What a run answers about its cost: per tool, the units it was charged and whether the cache
// answered, so a client can say "Used 1 keyword research" or "Free: the answer was cached" without
// guessing from the provider's dollars.
import type { RunCharge } from '../../../shared/contract/tools.js';
import type { QuotaTool } from '../../../shared/messages/billing.js';

/** One charged unit of a run: its tool, the provider answer it paid for and the units charged for it. */
export interface ChargedPart {
  tool: QuotaTool;
  answer: { cached?: boolean | undefined; fetchedAt?: string | undefined };
  charged: 0 | 1;
}

/** The run's `cached` (every part answered by the cache) and its charges, one line per tool in the order first met. */
export function runCharges(parts: readonly ChargedPart[]): { cached: boolean; charges: RunCharge[] } {
  const byTool = new Map<QuotaTool, ChargedPart[]>();
  for (const part of parts) byTool.set(part.tool, [...(byTool.get(part.tool) ?? []), part]);
  const charges = [...byTool.entries()].map(([tool, own]): RunCharge => {
    const cached = own.every((part) => part.answer.cached === true);
    const dates = own.map((part) => part.answer.fetchedAt).filter((at): at is string => typeof at === 'string' && at !== '').sort();
    return { tool, units: own.reduce((sum, part) => sum + part.charged, 0), cached, fetchedAt: cached ? (dates[0] ?? null) : null };
  });
  return { cached: parts.length > 0 && parts.every((part) => part.answer.cached === true), charges };
}
