// POST /api/serp answers the slim start; GET /api/serp/:id and
// /api/serp/latest read the stored analysis: its organic rows and what the page showed beyond them.
import { z } from 'zod';
import type { SerpRequest } from './serp-request';
import { isoDateTimeSchema, providerCostShape } from './common';
import { researchStartedSchema, runChargeFields } from './tools';

export { serpRequestSchema } from './serp-request';

/** A well-formed POST /api/serp body (the OpenAPI example). */
export const serpRequestExample = { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 10 } as const satisfies SerpRequest;

export const serpStartedSchema = researchStartedSchema.extend(runChargeFields).meta({ id: 'SerpAnalysisStarted' });
export type SerpStarted = z.infer<typeof serpStartedSchema>;

/** A ranking page's strength (decision 059): ranks on the provider's 0-1000 scale; null where the provider gave none. */
export const pageStrengthSchema = z
  .object({
    domainRank: z.number().nullable().meta({ description: 'The site’s rank, 0-1000 (DataForSEO main_domain_rank).' }),
    pageRank: z.number().nullable().meta({ description: 'The page’s rank, 0-1000.' }),
    referringDomains: z.number().nullable(),
    referringMainDomains: z.number().nullable(),
    backlinks: z.number().nullable(),
    spamScore: z.number().nullable().meta({ description: 'Backlinks spam score, 0-100.' }),
    estimatedTraffic: z.number().nullable().meta({ description: 'Estimated monthly organic visits of the page, over all its keywords.' }),
    keywords: z.number().nullable().meta({ description: 'Organic keywords the page ranks for.' }),
  })
  .meta({ id: 'PageStrength' });
export type PageStrengthView = z.infer<typeof pageStrengthSchema>;

/** The top 10's strength in two numbers (src/shared/analysis/serp-strength.ts) and what the provider could not give. */
export const serpStrengthSchema = z
  .object({
    basis: z.enum(['pages', 'average', 'none']),
    domainRank: z.number().nullable().meta({ description: 'Median domain rank of the top 10 (the provider’s average when basis is average).' }),
    referringDomains: z.number().nullable().meta({ description: 'Median referring domains of the top 10 pages.' }),
    pagesWithLinks: z.number().int(),
    pageCount: z.number().int(),
    missing: z.array(z.enum(['links', 'traffic'])),
  })
  .meta({ id: 'SerpStrength' });
export type SerpStrengthView = z.infer<typeof serpStrengthSchema>;

const serpResultSchema = z.object({
  position: z.number().int(),
  domain: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  breadcrumb: z.string().nullable(),
  /** Null on analyses stored before strength was read, or when the read failed. */
  strength: pageStrengthSchema.nullable(),
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
    /** Null on analyses stored before strength was read, or when the read failed. */
    strength: serpStrengthSchema.nullable(),
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
