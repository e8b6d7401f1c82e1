// POST /api/research (spec section 7, call 1): the validated request and the slim answer.
import { z } from 'zod';
import { researchStartedSchema } from './tools';

export { researchRequestSchema } from '../api/research-schema';

export const keywordResearchStartedSchema = researchStartedSchema
  .extend({ seedKeywordNote: z.string().nullable().meta({ description: 'Why the seed row has no metrics, when it has none.' }) })
  .meta({ id: 'KeywordResearchStarted' });
export type KeywordResearchStarted = z.infer<typeof keywordResearchStartedSchema>;
