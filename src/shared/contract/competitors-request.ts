// The competitor tools' requests (decision 052): a target's ranking keywords, competitor discovery
// (for a site, or for the keywords of a saved list or a research), and a keyword gap between your
// site and 1 to 10 competitors. The server validates with these and the browser checks against
// them; a typed domain or address is read into one canonical target (parseCompetitorTarget), so two
// spellings of the same site are the same request.
import { z } from 'zod';
import { GAP_MAX_COMPETITORS, GAP_MIN_COMPETITORS } from '../competitors/gap-limits';
import { gapTargetsProblem } from '../competitors/gap-targets';
import { COMPETITOR_ROW_LIMIT_OPTIONS, DEFAULT_COMPETITOR_ROW_LIMIT, DEFAULT_DISCOVERY_LIMIT, DISCOVERY_LIMIT_OPTIONS } from '../competitors/run-limits';
import { parseCompetitorTarget, TARGET_MAX_LENGTH, type CompetitorTarget } from '../competitors/target';
import {
  COMPETITOR_INVALID_ROW_LIMIT,
  DISCOVERY_INVALID_LIMIT,
  DISCOVERY_NEEDS_SITE,
  GAP_COMPETITOR_COUNT,
  GAP_INVALID_SCOPE,
  TARGET_EMPTY,
  TARGET_TOO_LONG,
} from '../messages/competitors';
import { uuidSchema } from '../validation';
import { languageCodeSchema, locationCodeSchema } from './tool-request';

/** A typed domain, subdomain, folder or page address, read into its canonical target. */
export const competitorTargetSchema = z
  .string({ error: TARGET_EMPTY })
  .max(TARGET_MAX_LENGTH + 100, TARGET_TOO_LONG)
  .transform((text, ctx): CompetitorTarget => {
    const parsed = parseCompetitorTarget(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.target;
  })
  .meta({ description: 'A domain (example.com), subdomain (blog.example.com), folder ending in / (example.com/blog/) or page address.', example: 'example.com' });

const rowLimitSchema = z
  .number({ error: COMPETITOR_INVALID_ROW_LIMIT })
  .refine((value) => (COMPETITOR_ROW_LIMIT_OPTIONS as readonly number[]).includes(value), COMPETITOR_INVALID_ROW_LIMIT)
  .default(DEFAULT_COMPETITOR_ROW_LIMIT)
  .meta({ description: 'Most rows to read (by search volume, highest first), 1,000 per provider call; at most the plan’s rows per run.' });

const discoveryLimitSchema = z
  .number({ error: DISCOVERY_INVALID_LIMIT })
  .refine((value) => (DISCOVERY_LIMIT_OPTIONS as readonly number[]).includes(value), DISCOVERY_INVALID_LIMIT)
  .default(DEFAULT_DISCOVERY_LIMIT);

const market = { languageCode: languageCodeSchema, locationCode: locationCodeSchema };

/** POST /api/competitors/domain-keywords: what a target ranks for in one market. */
export const domainKeywordsRequestSchema = z.object({ target: competitorTargetSchema, ...market, limit: rowLimitSchema });
export type DomainKeywordsRequest = z.output<typeof domainKeywordsRequestSchema>;

/**
 * POST /api/competitors/discovery: a site's organic competitors ('domain', in the given market), or
 * the domains that rank most across the keywords of a saved list ('list') or a research
 * ('research'), in that list's or research's own market. Mega-domains are left out unless
 * `includeMegaDomains`.
 */
export const competitorDiscoveryRequestSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('domain'),
    target: competitorTargetSchema.refine((target) => target.kind === 'domain' || target.kind === 'subdomain', DISCOVERY_NEEDS_SITE),
    ...market,
    limit: discoveryLimitSchema,
    includeMegaDomains: z.boolean().default(false),
  }),
  z.object({ source: z.literal('list'), listId: uuidSchema, limit: discoveryLimitSchema, includeMegaDomains: z.boolean().default(false) }),
  z.object({ source: z.literal('research'), researchId: uuidSchema, limit: discoveryLimitSchema, includeMegaDomains: z.boolean().default(false) }),
]);
export type CompetitorDiscoveryRequest = z.output<typeof competitorDiscoveryRequestSchema>;

export const GAP_SCOPES = ['all', 'untapped'] as const;
export type GapScope = (typeof GAP_SCOPES)[number];

/**
 * POST /api/competitors/gap: your site and 1 to 10 competitors in one market. 'all' reads every
 * keyword any of them ranks for (Shared, Missing, Weak, Strong, Untapped, Unique); 'untapped' only
 * those your site does not rank for (Missing and Untapped), which the provider filters itself, so
 * the same rows limit reaches further down.
 */
export const keywordGapRequestSchema = z
  .object({
    own: competitorTargetSchema,
    competitors: z.array(competitorTargetSchema, { error: GAP_COMPETITOR_COUNT }).min(GAP_MIN_COMPETITORS, GAP_COMPETITOR_COUNT).max(GAP_MAX_COMPETITORS, GAP_COMPETITOR_COUNT),
    ...market,
    scope: z.enum(GAP_SCOPES, { error: GAP_INVALID_SCOPE }).default('all'),
    limit: rowLimitSchema,
  })
  .superRefine((body, ctx) => {
    const problem = gapTargetsProblem(body.own, body.competitors);
    if (problem) ctx.addIssue({ code: 'custom', path: ['competitors'], message: problem });
  });
export type KeywordGapRequest = z.output<typeof keywordGapRequestSchema>;

/** The request bodies as the browser sends them (targets as typed). */
export type DomainKeywordsBody = z.input<typeof domainKeywordsRequestSchema>;
export type CompetitorDiscoveryBody = z.input<typeof competitorDiscoveryRequestSchema>;
export type KeywordGapBody = z.input<typeof keywordGapRequestSchema>;
