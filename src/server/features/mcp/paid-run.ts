// The cost side of every paid tool (decision 062): `estimateOnly` answers the quote (units per
// tool, what the cache already holds, what is left, the refusal a run would meet) and spends
// nothing; a run answers what it charged. Dollars stay an admin's figure (spendFor's rule): a
// key always acts as a plain user, so its answers never carry them.
import { z } from 'zod';
import { toolQuoteSchema, type ToolQuote } from '../../../shared/contract/quote.js';
import { runChargeSchema, type RunCharge } from '../../../shared/contract/tools.js';
import { chargedSentence } from '../../../shared/mcp/messages.js';
import { TOOL_UNITS } from '../../../shared/messages/billing.js';
import { seesSpend, withoutSpend } from '../../http/spend-visibility.js';
import type { SessionUser } from '../../http/types.js';

export const estimateOnlyInput = {
  estimateOnly: z.boolean().default(false).describe('True: answer the cost and what is cached, run nothing and charge nothing.'),
};

export const costOutput = {
  estimateOnly: z.boolean(),
  estimate: z.array(toolQuoteSchema).nullable().describe('With estimateOnly: per quota, the units a run takes, whether the cache holds it, units left and the refusal a run would meet.'),
  charges: z.array(runChargeSchema).describe('What this call charged, per quota (empty for an estimate).'),
  charged: z.string().describe('The same in words.'),
};
type CostFields = z.output<z.ZodObject<typeof costOutput>>;

/** "1 keyword research (cached: free)"… per quota; the refusal when a run would be refused. */
export function estimateSentence(quotes: readonly ToolQuote[]): string {
  const parts = quotes.map((quote) => {
    const what = quote.units === 0 ? `free for ${TOOL_UNITS[quote.tool]} (cached)` : `${quote.units} of your ${TOOL_UNITS[quote.tool]}`;
    const left = quote.left === null ? '' : `, ${quote.left} left`;
    return quote.refusal ? `${what}${left}: ${quote.refusal}` : `${what}${left}`;
  });
  return `Estimate only, nothing was charged. A run would take ${parts.join('; ')}.`;
}

export function estimateFields(quotes: readonly ToolQuote[]): CostFields {
  return { estimateOnly: true, estimate: withoutSpend([...quotes]), charges: [], charged: 'Nothing: estimate only.' };
}

export function chargeFields(charges: readonly RunCharge[]): CostFields {
  return { estimateOnly: false, estimate: null, charges: [...charges], charged: chargedSentence(charges) };
}

/** The answer of a paid tool called with estimateOnly: the run's own quote, the run's fields left empty. */
export async function estimateAnswer<Q, E extends Record<string, null>>(
  context: { user: SessionUser },
  quote: (input: { userId: string; request: Q; showDollars: boolean }) => Promise<ToolQuote[]>,
  request: Q,
  empty: E,
) {
  const quotes = await quote({ userId: context.user.id, request, showDollars: seesSpend(context.user) });
  return { summary: estimateSentence(quotes), structured: { ...estimateFields(quotes), ...empty } };
}
