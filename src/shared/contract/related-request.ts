// POST /api/related's request: the schema the server validates with and the browser checks
// against (a keyword, the market, a walk depth of 0-4, a page of 100 at an offset, and the stored
// research a further page is appended to). Its rows are the API's keyword rows (researches.ts).
import { z } from 'zod';
import { DEFAULT_RELATED_DEPTH, RELATED_DEPTHS, RELATED_PAGE_SIZE } from '../constants/limits';
import { RELATED_EMPTY_KEYWORD, RELATED_INVALID_DEPTH, RELATED_INVALID_LIMIT, RELATED_INVALID_OFFSET } from '../messages/related';
import { uuidSchema } from '../validation';
import { fixedNumberSchema, languageCodeSchema, locationCodeSchema, toolKeywordSchema } from './tool-request';

const MIN_DEPTH = RELATED_DEPTHS[0];
const MAX_DEPTH = RELATED_DEPTHS[RELATED_DEPTHS.length - 1] ?? MIN_DEPTH;

/**
 * POST /api/related body. Every request asks for one page of 100; `offset` is 0 for a new search,
 * then the number of rows received so far; `researchId` ties later pages to the first (they append
 * to its stored rows).
 */
export const relatedRequestSchema = z.object({
  keyword: toolKeywordSchema(RELATED_EMPTY_KEYWORD, { labs: true }),
  languageCode: languageCodeSchema,
  locationCode: locationCodeSchema,
  limit: fixedNumberSchema(RELATED_PAGE_SIZE, RELATED_INVALID_LIMIT),
  depth: z
    .number({ error: RELATED_INVALID_DEPTH })
    .int(RELATED_INVALID_DEPTH)
    .min(MIN_DEPTH, RELATED_INVALID_DEPTH)
    .max(MAX_DEPTH, RELATED_INVALID_DEPTH)
    .default(DEFAULT_RELATED_DEPTH),
  offset: z.number({ error: RELATED_INVALID_OFFSET }).int(RELATED_INVALID_OFFSET).min(0, RELATED_INVALID_OFFSET).default(0),
  researchId: uuidSchema.nullish(),
});

export type RelatedRequest = z.output<typeof relatedRequestSchema>;

