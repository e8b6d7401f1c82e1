// POST /api/related: one page of 100 appended to the stored research.
import { z } from 'zod';
import type { RelatedRequest } from './related-request';
import { researchStartedSchema, runChargeFields } from './tools';

export { relatedRequestSchema } from './related-request';

/** A well-formed POST /api/related body for a new walk (the OpenAPI example); later pages add offset and researchId. */
export const relatedRequestExample = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 100, depth: 2, offset: 0 } as const satisfies RelatedRequest;

export const relatedPageSchema = researchStartedSchema
  .extend({
    ...runChargeFields,
    /** Rows this page added to the research (a page already stored adds none). */
    added: z.number().int(),
    /** How far the walk is loaded (the offset reached), all pages together. */
    loadedResults: z.number().int(),
    /** The offset of the next page: ask for it with the same researchId. */
    nextOffset: z.number().int(),
    hasMore: z.boolean(),
    message: z.string().optional(),
  })
  .meta({ id: 'RelatedPage', description: 'totalResults: every keyword the walk holds at this depth (the seed included).' });
export type RelatedPage = z.infer<typeof relatedPageSchema>;
