// A keyword's own page (decision 067): what the product already holds about one keyword in one
// market, read without spending (GET /api/keyword-detail), and the one paid read it adds, the
// keyword's longer monthly history (POST /api/keyword-detail/history, quoted first at /quote).
import { z } from 'zod';
import { DETAIL_EMPTY_KEYWORD, HISTORY_EMPTY_KEYWORD } from '../messages/keyword-detail';
import { UNKNOWN_LOCATION } from '../messages/research';
import { INVALID_ID } from '../messages/validation';
import { isoDateTimeSchema, providerCostShape } from './common';
import { keywordValueSchema } from './keyword-value';
import { keywordRowSchema, monthlySearchSchema, RESEARCH_KIND_VALUES } from './researches';
import { languageCodeSchema, locationCodeSchema, toolKeywordSchema } from './tool-request';

const researchIdField = z.uuid(INVALID_ID).optional();

export const keywordDetailQuerySchema = z.object({
  keyword: toolKeywordSchema(DETAIL_EMPTY_KEYWORD).meta({ example: 'running shoes' }),
  languageCode: languageCodeSchema.meta({ example: 'en' }),
  // A query string carries text: the number is read from it, then checked like every tool's location.
  locationCode: z.coerce.number({ error: UNKNOWN_LOCATION }).pipe(locationCodeSchema).meta({ example: 2840 }),
  researchId: researchIdField.meta({ description: 'The research the page was opened from: its row of the keyword is preferred.' }),
});
export type KeywordDetailQuery = z.output<typeof keywordDetailQuerySchema>;

export const volumeHistoryRequestSchema = z
  .object({
    keyword: toolKeywordSchema(HISTORY_EMPTY_KEYWORD),
    languageCode: languageCodeSchema,
    locationCode: locationCodeSchema,
    researchId: z
      .uuid(INVALID_ID)
      .optional()
      .meta({ description: 'A research of yours whose row of this keyword keeps the months (its trend, peak month and YoY follow).' }),
  })
  .meta({ id: 'VolumeHistoryRequest' });
export type VolumeHistoryRequest = z.output<typeof volumeHistoryRequestSchema>;

export const volumeHistoryRequestExample = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840 } as const satisfies VolumeHistoryRequest;

export const volumeHistorySchema = z
  .object({
    keyword: z.string(),
    /** Oldest first, at most 48 months; empty when the provider has none. */
    months: z.array(monthlySearchSchema),
    /** True when the cache answered (a charged repeat within 24 hours is then free). */
    cached: z.boolean(),
    /** The research rows that now keep the months, when a researchId was named. */
    rowsUpdated: z.number().int(),
    ...providerCostShape,
    isDemoData: z.boolean(),
    fetchedAt: isoDateTimeSchema,
  })
  .meta({ id: 'VolumeHistory' });
export type VolumeHistory = z.infer<typeof volumeHistorySchema>;

const heldBySchema = z.object({ id: z.uuid(), name: z.string() });

export const keywordDetailSchema = z
  .object({
    keyword: z.string(),
    languageCode: z.string(),
    locationCode: z.number().int(),
    /** The keyword's newest stored row in this market among the caller's researches (the one named first), with its source and date. */
    row: keywordRowSchema.nullable(),
    rowResearch: z.object({ id: z.uuid(), kind: z.enum(RESEARCH_KIND_VALUES), seedKeyword: z.string(), createdAt: isoDateTimeSchema }).nullable(),
    /** The keyword research whose idea tabs open from here: the row's own, or the research of the tab it came from. */
    ideasResearchId: z.uuid().nullable(),
    /** The caller's newest SERP analysis of this keyword and market (read it at GET /api/serp/{id}). */
    serpAnalysisId: z.uuid().nullable(),
    /** The longer history, when reading it again would be free (the caller's charged repeat the cache still holds). */
    history: volumeHistorySchema.nullable(),
    /** The value of ranking, on the same rule. */
    value: keywordValueSchema.nullable(),
    /** The caller's lists holding the keyword, in this market. */
    lists: z.array(heldBySchema),
  })
  .meta({ id: 'KeywordDetail' });
export type KeywordDetail = z.infer<typeof keywordDetailSchema>;
