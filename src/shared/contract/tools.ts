// What starting a research answers, for all three tools (decision 020): the
// research's id, status, totals and cost, never the rows; the rows are read from the store.
import { z } from 'zod';
import { providerCostShape } from './common';
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
