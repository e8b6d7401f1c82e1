// The keyword-research request schema (spec section 7, call 1): the server validates with it and
// the browser may check against it. Kept apart from research.ts so screens that only read
// results do not load zod.
import { z } from 'zod';
import { isLanguageCode } from '../constants/languages';
import { isLocationCode } from '../constants/locations';
import { INVALID_RESEARCH_LIMIT, UNKNOWN_LANGUAGE, UNKNOWN_LOCATION } from '../messages/research';
import { KEYWORD_TOO_SHORT } from '../messages/validation';
import { labsSeedSchema } from '../validation';
import { isResearchLimit, type ResearchRequest } from './research';

/** POST /api/research body: keyword 2..200 after trimming (and the Labs seed limits), a known language and location, an offered limit. */
export const researchRequestSchema: z.ZodType<ResearchRequest> = z.object({
  keyword: z.string({ error: KEYWORD_TOO_SHORT }).pipe(labsSeedSchema),
  languageCode: z
    .string({ error: UNKNOWN_LANGUAGE })
    .refine(isLanguageCode, UNKNOWN_LANGUAGE)
    .transform((code) => code),
  locationCode: z
    .number({ error: UNKNOWN_LOCATION })
    .refine(isLocationCode, UNKNOWN_LOCATION)
    .transform((code) => code),
  limit: z
    .number({ error: INVALID_RESEARCH_LIMIT })
    .refine(isResearchLimit, INVALID_RESEARCH_LIMIT)
    .transform((limit) => limit),
});

