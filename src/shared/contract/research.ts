// POST /api/research: the validated request and the slim answer.
import { z } from 'zod';
import type { ResearchRequest } from './research-request';
import { researchStartedSchema, runChargeFields } from './tools';

export { researchRequestSchema } from './research-request';

/** A well-formed POST /api/research body (the OpenAPI example; the README's curl sends the same). */
export const researchRequestExample = {
  keyword: 'running shoes',
  languageCode: 'en',
  locationCode: 2840,
  limit: 100,
} as const satisfies ResearchRequest;

export const keywordResearchStartedSchema = researchStartedSchema
  .extend({
    ...runChargeFields,
    seedKeywordNote: z.string().nullable().meta({ description: 'Why the seed row has no metrics, when it has none.' }),
    serpResearchId: z.uuid().optional().meta({ description: 'The SERP analysis of the first seed, run with it ("includeSerp").' }),
    relatedResearchId: z.uuid().optional().meta({ description: 'The related keywords of the first seed, run with it ("includeRelated").' }),
  })
  .meta({ id: 'KeywordResearchStarted' });
export type KeywordResearchStarted = z.infer<typeof keywordResearchStartedSchema>;
