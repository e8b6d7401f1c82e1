// GET /api/researches/:id/changes: a research compared with the same user's
// latest earlier run of the same request, computed on the server (src/shared/research-diff.ts) and
// answered a page at a time.
import { z } from 'zod';
import { CHANGE_STATUSES } from '../research-diff';
import { isoDateTimeSchema } from './common';
import { wholeParam as whole } from './researches';

export const CHANGES_PAGE_MAX = 500;
export const CHANGES_PAGE_DEFAULT = 100;

export const changesQuerySchema = z
  .object({
    offset: whole('offset', 0, 10_000_000).optional().meta({ example: '0' }),
    limit: whole('limit', 1, CHANGES_PAGE_MAX).optional().meta({ example: '100' }),
    only: z.enum(['changes'], { error: 'only must be "changes".' }).optional().meta({ description: 'Leave out unchanged rows.' }),
  })
  .transform(({ offset, limit, only }) => ({ offset: offset ?? 0, limit: limit ?? CHANGES_PAGE_DEFAULT, onlyChanges: only === 'changes' }));
export type ChangesQuery = z.output<typeof changesQuerySchema>;

const metricChangeSchema = z.object({ before: z.number().nullable(), after: z.number().nullable(), delta: z.number().nullable() });

export const rowChangeSchema = z
  .object({
    key: z.string(),
    label: z.string().meta({ example: 'running shoes' }),
    status: z.enum(CHANGE_STATUSES),
    searchVolume: metricChangeSchema,
    difficulty: metricChangeSchema,
    cpc: metricChangeSchema,
    position: metricChangeSchema,
  })
  .meta({ id: 'RowChange' });

export const changeCountsSchema = z.object({
  new: z.number().int(),
  lost: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});

export const researchChangesSchema = z
  .object({
    /** The run compared with; null when this is the first run of its request. */
    previous: z.object({ id: z.uuid(), createdAt: isoDateTimeSchema }).nullable(),
    counts: changeCountsSchema,
    rows: z.array(rowChangeSchema),
    offset: z.number().int(),
    nextOffset: z.number().int().nullable(),
    totalMatching: z.number().int(),
  })
  .meta({ id: 'ResearchChanges', description: 'Per-row changes since the last run of the same request, one page.' });
export type ResearchChanges = z.infer<typeof researchChangesSchema>;
export type RowChangeRecord = z.infer<typeof rowChangeSchema>;
