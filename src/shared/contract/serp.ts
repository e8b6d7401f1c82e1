// POST /api/serp answers the slim start; GET /api/serp/:id and
// /api/serp/latest read the stored analysis: its organic rows and what the page showed beyond them.
import { z } from 'zod';
import type { SerpRequest } from './serp-request';
import { isoDateTimeSchema, providerCostShape } from './common';
import { researchStartedSchema } from './tools';

export { serpRequestSchema } from './serp-request';

/** A well-formed POST /api/serp body (the OpenAPI example). */
export const serpRequestExample = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 10 } as const satisfies SerpRequest;

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
  heading: z.string().optional(),
  images: z.array(z.object({ alt: z.string(), url: z.string().nullable() })).optional(),
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
    ...providerCostShape,
    features: z.array(serpFeatureSchema),
    checkUrl: z.string().nullable(),
    isDemoData: z.boolean(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'SerpAnalysis' });
export type SerpAnalysis = z.infer<typeof serpAnalysisSchema>;
export type SerpResult = z.infer<typeof serpResultSchema>;

export const serpLatestSchema = z.object({ analysis: serpAnalysisSchema.nullable() }).meta({ id: 'SerpLatest' });

// SERP history: an analysis compared with an earlier one of the same keyword and
// market by the same user. The diff's rule is src/shared/serp-diff.ts; these are its JSON shapes.
const diffResultFields = { position: z.number().int(), url: z.string(), domain: z.string(), title: z.string() };
const diffFeatureSchema = z.object({ type: z.string(), label: z.string() });

export const serpDiffSchema = z
  .object({
    results: z.array(
      z.object({
        ...diffResultFields,
        previousPosition: z.number().int().nullable(),
        change: z.number().int().nullable(),
        movement: z.enum(['new', 'up', 'down', 'same']),
      }),
    ),
    dropped: z.array(z.object(diffResultFields)),
    featuresGained: z.array(diffFeatureSchema),
    featuresLost: z.array(diffFeatureSchema),
    featuresKept: z.array(diffFeatureSchema),
    counts: z.object({ new: z.number().int(), dropped: z.number().int(), up: z.number().int(), down: z.number().int(), same: z.number().int() }),
  })
  .meta({ id: 'SerpDiff', description: 'From the earlier snapshot to this one: moves (positive = up), new and dropped pages, features gained and lost.' });
export type SerpDiff = z.infer<typeof serpDiffSchema>;

const serpSnapshotRefSchema = z.object({ researchId: z.uuid(), createdAt: isoDateTimeSchema });

/** At most this many earlier snapshots are offered to compare with (newest first). */
export const SERP_HISTORY_MAX = 50;

export const serpHistoryQuerySchema = z.object({
  compareWith: z
    .uuid('compareWith must be the id of an earlier analysis.')
    .optional()
    .meta({ description: 'An earlier analysis of the same keyword and market; the one just before by default.', example: '7b0f2c5e-4c1b-4a8e-9d55-2d7a3f8e9b10' }),
});

export const serpHistorySchema = z
  .object({
    /** The user's earlier analyses of this keyword, location and language, newest first. */
    earlier: z.array(serpSnapshotRefSchema),
    comparedWith: serpSnapshotRefSchema.nullable(),
    diff: serpDiffSchema.nullable(),
  })
  .meta({ id: 'SerpHistory', description: 'Earlier snapshots of the same keyword and market, and what changed since the one compared with (null before any).' });
export type SerpHistory = z.infer<typeof serpHistorySchema>;
