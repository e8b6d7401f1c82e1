// Projects (decision 064): the bodies and answers of /api/projects. Option lists and caps come from
// src/shared/projects/options.ts; the forecast from forecast.ts.
import { z } from 'zod';
import { INVALID_ID } from '../messages/validation';
import {
  CHECK_DEPTHS,
  CHECK_INTERVALS,
  DEFAULT_CHECK_DEPTH,
  MAX_PROJECT_COMPETITORS,
  MAX_PROJECT_KEYWORDS,
  PROJECT_DEVICES,
  PROJECT_NAME_MAX,
} from '../projects/options';
import { AI_OVERVIEW_STATES } from '../projects/rank-reading';
import { checkStorable } from '../storable-text';

export const PROJECT_NAME_REQUIRED = 'Please give the project a name.';
export const PROJECT_NAME_TOO_LONG = `A project name can be at most ${PROJECT_NAME_MAX} characters.`;
export const PROJECT_DEVICES_REQUIRED = 'Choose at least one device: desktop, mobile or both.';
export const PROJECT_TOO_MANY_COMPETITORS = `A project tracks at most ${MAX_PROJECT_COMPETITORS} competitors.`;
export const PROJECT_KEYWORDS_SOURCE = 'Choose where the keywords come from: a saved list, a research, or pasted keywords.';
export const PROJECT_TOO_MANY_KEYWORDS = `A project tracks at most ${MAX_PROJECT_KEYWORDS.toLocaleString('en-US')} keywords.`;
export const PROJECT_DEPTH_INVALID = `Choose a depth of ${CHECK_DEPTHS.join(', ')} results.`;

const idParam = (name: string) => z.uuid(INVALID_ID).meta({ param: { name, in: 'path' }, example: '6a2f4c1e-3b5d-4e7f-8a9b-0c1d2e3f4a5b' });
export const projectIdParamSchema = z.object({ id: idParam('id') });
export const projectKeywordParamSchema = z.object({ id: idParam('id'), keywordId: idParam('keywordId') });

const nameSchema = z.string(PROJECT_NAME_REQUIRED).trim().min(1, PROJECT_NAME_REQUIRED).max(PROJECT_NAME_MAX, PROJECT_NAME_TOO_LONG).superRefine(checkStorable);

/** Where a project's keywords come from: pasted text (one a line), a saved list, or a research. */
export const keywordSourceSchema = z.union(
  [
    z.object({ source: z.literal('paste'), keywords: z.array(z.string().max(700)).min(1, PROJECT_KEYWORDS_SOURCE).max(MAX_PROJECT_KEYWORDS, PROJECT_TOO_MANY_KEYWORDS) }),
    z.object({ source: z.literal('list'), listId: z.uuid(INVALID_ID) }),
    z.object({ source: z.literal('research'), researchId: z.uuid(INVALID_ID) }),
  ],
  { error: PROJECT_KEYWORDS_SOURCE },
);
export type KeywordSourceInput = z.infer<typeof keywordSourceSchema>;

export const createProjectSchema = z
  .object({
    name: nameSchema,
    /** A domain, subdomain or folder ("example.com", "blog.example.com", "example.com/blog/"). */
    target: z.string().min(1).max(300),
    locationCode: z.number().int().positive(),
    languageCode: z.string().min(2).max(10),
    devices: z.array(z.enum(PROJECT_DEVICES)).min(1, PROJECT_DEVICES_REQUIRED).max(2),
    interval: z.enum(CHECK_INTERVALS).default('daily'),
    depth: z
      .number()
      .int()
      .refine((d) => (CHECK_DEPTHS as readonly number[]).includes(d), PROJECT_DEPTH_INVALID)
      .default(DEFAULT_CHECK_DEPTH),
    competitors: z.array(z.string().min(1).max(300)).max(MAX_PROJECT_COMPETITORS, PROJECT_TOO_MANY_COMPETITORS).default([]),
    keywords: keywordSourceSchema,
  })
  .meta({ id: 'CreateProject', example: { name: 'Acme shoes', target: 'acme.example', locationCode: 2840, languageCode: 'en', devices: ['desktop', 'mobile'], interval: 'daily', depth: 30, competitors: [], keywords: { source: 'paste', keywords: ['running shoes'] } } });
export type CreateProject = z.input<typeof createProjectSchema>;

export const addKeywordsSchema = z.object({ keywords: keywordSourceSchema }).meta({ id: 'AddProjectKeywords', example: { keywords: { source: 'paste', keywords: ['trail running shoes'] } } });

export const forecastSchema = z.object({
  checksPerMonth: z.number().int(),
  pagesPerCheck: z.number().int(),
  unitsPerMonth: z.number().int(),
  /** Admins only; null for everyone else. */
  providerCost: z.number().nullable(),
});

export const projectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    target: z.string(),
    targetKind: z.enum(['domain', 'subdomain', 'folder']),
    locationCode: z.number().int(),
    languageCode: z.string(),
    devices: z.array(z.enum(PROJECT_DEVICES)),
    interval: z.enum(CHECK_INTERVALS),
    depth: z.number().int(),
    competitors: z.array(z.string()),
    keywordCount: z.number().int(),
    forecast: forecastSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;

export const projectsAnswerSchema = z.object({ projects: z.array(projectSchema), maxProjects: z.number().int(), maxTrackedKeywords: z.number().int(), trackedKeywords: z.number().int() });

export const projectKeywordsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(MAX_PROJECT_KEYWORDS).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(['rank', 'keyword', 'position']).default('rank'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  device: z.enum(PROJECT_DEVICES).default('desktop'),
  q: z.string().max(200).optional(),
});

/** One check as history shows it: `state` failed reads as unknown, never as "not ranking". */
export const checkPointSchema = z.object({
  slotStart: z.string(),
  device: z.enum(PROJECT_DEVICES),
  state: z.enum(['queued', 'posted', 'done', 'failed']),
  rankGroup: z.number().int().nullable(),
  rankAbsolute: z.number().int().nullable(),
  notInTop: z.number().int().nullable(),
  url: z.string().nullable(),
  serpFeatures: z.array(z.string()),
  aiOverview: z.enum(AI_OVERVIEW_STATES),
  aiCitedPosition: z.number().int().nullable(),
  aiCitedDomains: z.array(z.string()),
  competitorRanks: z.record(z.string(), z.number().int().nullable()),
  live: z.boolean(),
  isDemo: z.boolean(),
  providerCost: z.number().nullable(),
});
export type CheckPoint = z.infer<typeof checkPointSchema>;

export const projectKeywordRowSchema = z.object({
  id: z.uuid(),
  rank: z.number().int(),
  keyword: z.string(),
  interval: z.enum(CHECK_INTERVALS).nullable(),
  latest: checkPointSchema.nullable(),
  /** Change against the check 1, 7 and 30 days earlier (positive: moved up); null when either is unknown. */
  change1: z.number().int().nullable(),
  change7: z.number().int().nullable(),
  change30: z.number().int().nullable(),
  best: z.number().int().nullable(),
  /** The ranking URL changed against the previous known check: cannibalisation. */
  urlChanged: z.boolean(),
});
export type ProjectKeywordRow = z.infer<typeof projectKeywordRowSchema>;

export const projectKeywordsPageSchema = z.object({ rows: z.array(projectKeywordRowSchema), total: z.number().int(), offset: z.number().int() });

export const keywordHistorySchema = z.object({ id: z.uuid(), keyword: z.string(), points: z.array(checkPointSchema) });

export const addedKeywordsSchema = z.object({ added: z.number().int(), keywordCount: z.number().int() });
export const runChecksSchema = z.object({ due: z.number().int() });

/** The scheduler's queue as the admin dashboard shows it (the same figures as /metrics). */
export const rankQueueSchema = z
  .object({ queued: z.number().int(), posted: z.number().int(), due: z.number().int(), late: z.number().int(), failed: z.number().int() })
  .meta({ id: 'RankQueue' });
