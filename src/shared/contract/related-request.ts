// The related-keywords API contract (spec section 7, call 3): the request schema the server
// validates with and the browser checks against, the answer in the spec's field names, and the
// mapping to the client's row (spec section 3, "Related keyword").
import { z } from 'zod';
import { DEFAULT_RELATED_DEPTH, RELATED_DEPTHS, RELATED_PAGE_SIZE } from '../constants/limits';
import { RELATED_EMPTY_KEYWORD, RELATED_INVALID_DEPTH, RELATED_INVALID_LIMIT, RELATED_INVALID_OFFSET } from '../messages/related';
import type { KeywordRow } from './researches';
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

/** The client's row: the spec's related keyword with camelCase metrics, as the table kit reads them. */
export interface RelatedKeywordRow {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  competition: number | null;
  competitionLevel: string | null;
  difficulty: number | null;
  intent: string | null;
  relevance: number | null;
  categories: string[];
  depth: number;
}

/** A stored row of a related research as the related table reads it. */
export function toRelatedKeywordRow(row: KeywordRow): RelatedKeywordRow {
  return {
    keyword: row.keyword,
    searchVolume: row.searchVolume,
    cpc: row.cpc,
    competition: row.competition,
    competitionLevel: row.competitionLevel,
    difficulty: row.difficulty,
    intent: row.intent,
    relevance: row.relevance,
    categories: row.categories,
    depth: row.depth ?? 0,
  };
}

