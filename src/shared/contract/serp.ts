// POST /api/serp (spec section 7, call 2) answers the slim start; GET /api/serp/:id and
// /api/serp/latest read the stored analysis: its organic rows and what the page showed beyond them.
import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { researchStartedSchema } from './tools';

export { serpRequestSchema } from '../api/serp';

export const serpStartedSchema = researchStartedSchema.meta({ id: 'SerpAnalysisStarted' });
export type SerpStarted = z.infer<typeof serpStartedSchema>;

const serpResultSchema = z.object({
  position: z.number().int(),
  domain: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  breadcrumb: z.string().nullable(),
});

const serpFeatureSchema = z.object({
  type: z.string(),
  label: z.string(),
  count: z.number().int(),
  details: z.array(z.string()),
  citations: z.array(z.object({ number: z.number().int(), url: z.string(), domain: z.string().nullable() })).optional(),
  citedDomains: z.array(z.string()).optional(),
});

export const serpAnalysisSchema = z
  .object({
    researchId: z.uuid(),
    keyword: z.string(),
    languageCode: z.string(),
    locationCode: z.number().int(),
    results: z.array(serpResultSchema),
    totalResults: z.number().int(),
    seResultsCount: z.number().nullable(),
    estimatedCost: z.number(),
    features: z.array(serpFeatureSchema),
    checkUrl: z.string().nullable(),
    isDemoData: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'SerpAnalysis' });
export type SerpAnalysis = z.infer<typeof serpAnalysisSchema>;
export type SerpResult = z.infer<typeof serpResultSchema>;

export const serpLatestSchema = z.object({ analysis: serpAnalysisSchema.nullable() }).meta({ id: 'SerpLatest' });
