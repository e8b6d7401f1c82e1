// The cost preview of a paid run (decision 025): per tool, the quota units the run
// will take, the provider dollars (admins only), whether the cache already holds the answer, and
// the limit message when the run would be refused. Answered by POST /api/{research,serp,related}/quote.
import { z } from 'zod';
import { QUOTA_TOOLS } from '../messages/billing';
import { isoDateTimeSchema } from './common';

export const toolQuoteSchema = z
  .object({
    tool: z.enum(QUOTA_TOOLS),
    /** Units of the tool's quota the run takes: 0 when every part is a free cached repeat. */
    units: z.number().int().min(0),
    /** The provider's dollar estimate for what is not cached (the ledger's price table); null unless the viewer is an admin. */
    dollars: z.number().nullable(),
    /** True when the cache holds every answer of this tool's part of the run. */
    cached: z.boolean(),
    /** When the cached answer was fetched (the oldest, for several); null when not cached. */
    fetchedAt: isoDateTimeSchema.nullable(),
    /** Units left this period before the run; null when unlimited. */
    left: z.number().int().nullable(),
    /** The limit message (tool and reset date) when the run would be refused for this tool; else null. */
    refusal: z.string().nullable(),
  })
  .meta({ id: 'ToolQuote' });
export type ToolQuote = z.infer<typeof toolQuoteSchema>;

export const runQuoteSchema = z
  .object({ tools: z.array(toolQuoteSchema) })
  .meta({ id: 'RunQuote', description: 'What a run would take, per tool, before it is run.' });
export type RunQuote = z.infer<typeof runQuoteSchema>;
