// GET /api/researches/:id/distribution: what the results charts draw, counted on
// the server over every row that passes the table's filter (the browser never holds all rows):
// volume and difficulty per bin (src/shared/histogram.ts) and rows per search intent.
import { z } from 'zod';
import { keywordFilterFromQuery, keywordFilterQuerySchema } from '../filters/keyword-filter-url';

export const distributionQuerySchema = keywordFilterQuerySchema.transform((query) => ({ filter: keywordFilterFromQuery(query) }));

const binsSchema = z.object({
  /** One count per bin, in the order of the shared edges. */
  counts: z.array(z.number().int()),
  /** Rows without this metric. */
  missing: z.number().int(),
});

export const distributionSchema = z
  .object({
    totalMatching: z.number().int(),
    volume: binsSchema,
    difficulty: binsSchema,
    /** Rows per intent, most first; null: no intent known. */
    intents: z.array(z.object({ intent: z.string().nullable(), count: z.number().int() })),
  })
  .meta({ id: 'RowsDistribution', description: 'Over every row that passes the filter: volume and difficulty per bin (the shared edges), rows per intent.' });
export type RowsDistribution = z.infer<typeof distributionSchema>;
