// What starting a research answers, for all three tools (decision 020): the
// research's id, status, totals and cost, never the rows; the rows are read from the store.
import { z } from 'zod';
import { QUOTA_TOOLS } from '../messages/billing';
import { isoDateTimeSchema, providerCostShape } from './common';
import { RESEARCH_STATUS_VALUES } from './researches';

export const researchStartedSchema = z
  .object({
    researchId: z.uuid(),
    status: z.enum(RESEARCH_STATUS_VALUES),
    /** Keywords and SERP: the rows stored. Related: every keyword the walk holds (loadedResults: how far it is loaded). */
    totalResults: z.number().int(),
    /** Dollars the provider charged for this request (0 when served from the cache). */
    ...providerCostShape,
    isDemoData: z.boolean(),
  })
  .meta({ id: 'ResearchStarted' });

/** What one tool's part of a run took from the quota: 0 units for a repeat the cache answered within the free-repeat window. */
export const runChargeSchema = z
  .object({
    tool: z.enum(QUOTA_TOOLS),
    /** Units of the tool's quota charged for this run (0 when it was free). */
    units: z.number().int().min(0),
    /** True when the cache answered every call of this part (no provider call). */
    cached: z.boolean(),
    /** When the cached answer was fetched (the oldest, for several); null when not cached. */
    fetchedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'RunCharge' });
export type RunCharge = z.infer<typeof runChargeSchema>;

/** Whether a run's answer came from the cache, and what it charged, per tool (keyword research, SERP analysis, related keywords). */
export const runChargeFields = {
  cached: z.boolean().meta({ description: 'True when the cache answered every part of the run.' }),
  charges: z.array(runChargeSchema).meta({ description: 'Quota units charged per tool; a cached repeat within 24 hours charges 0.' }),
};
