// The competitor tools' API (decision 052). Every run is a research in the one result store
// (decision 020) of kind 'domain' (a target's ranking keywords), 'competitors' (discovery) or 'gap'
// (a keyword gap), so history, URLs, share links, delete, "changes since last run", export and the
// public API are the researches' own:
//
//   POST /api/competitors/domain-keywords        run; answers CompetitorRunStarted
//   POST /api/competitors/domain-keywords/quote  the cost before the run (RunQuote, tool 'competitors')
//   POST /api/competitors/discovery              run; CompetitorRunStarted
//   POST /api/competitors/discovery/quote
//   POST /api/competitors/gap                    run; CompetitorRunStarted
//   POST /api/competitors/gap/quote
//   GET  /api/competitors/{id}                   the run's report (CompetitorReport): targets, coverage,
//                                                summary by position band, discovery's domains, gap's
//                                                domains and category counts
//   GET  /api/researches/{id}/rows               the keyword rows ('domain', 'gap'), paged, sorted and
//                                                filtered with the results table's vocabulary; the
//                                                competitive facts are metrics (keyword-row/metrics.ts)
//   GET  /api/researches/{id}/export             CSV/TXT/JSON; a gap's file has each site's position and URL
//   GET  /api/researches/{id}/changes            keywords gained, lost and moved since the last run
//   GET  /api/researches?kind=gap                history; DELETE /api/researches/{id}; share links as for any research
//   GET  /api/shared/{token}/competitor-report   a shared run's report (its rows: /api/shared/{token}/rows)
//
// The keyword rows' competitive metrics (position, rankingUrl, estimatedTraffic, serpFeatures,
// aiOverviewCited, rankMovement; for a gap also gapRanks, gapCategories, gapUndetermined,
// competitorsRanking, competitorsUnknown, bestCompetitorPosition, brandKeyword) are declared with the
// other metrics, so they are fields of KeywordRow (researches.ts) and sort keys, ranges, URL keys and
// export columns derive from them. In a gap, `position` and `rankingUrl` are your own site's.
import { z } from 'zod';
import { GAP_CATEGORIES } from '../competitors/gap-rules';
import { isoDateTimeSchema, SPEND_ADMINS_ONLY } from './common';
import { researchStartedSchema, runChargeSchema } from './tools';
import type { CompetitorDiscoveryBody, DomainKeywordsBody, KeywordGapBody } from './competitors-request';

export {
  competitorDiscoveryRequestSchema,
  domainKeywordsRequestSchema,
  keywordGapRequestSchema,
  GAP_SCOPES,
  type CompetitorDiscoveryRequest,
  type DomainKeywordsRequest,
  type KeywordGapRequest,
  type GapScope,
} from './competitors-request';

export const COMPETITOR_RESEARCH_KINDS = ['domain', 'competitors', 'gap'] as const;
export type CompetitorResearchKind = (typeof COMPETITOR_RESEARCH_KINDS)[number];

/** The filter keys the competitor rows add to the results table's URL vocabulary (keyword-filter-url.ts). */
export const COMPETITOR_FILTER_PARAMS = {
  /** gap=missing,untapped: rows definitely in any of these categories (gapCategories). */
  gapCategories: 'gap',
  /** brand=exclude | only: brand keywords of any compared site (brandKeyword). */
  brand: 'brand',
  /** aio=1: rows whose AI Overview cites the target. */
  aiOverview: 'aio',
} as const;

/** OpenAPI examples (the README's curl sends the same). */
export const domainKeywordsRequestExample = { target: 'example.com', languageCode: 'en', locationCode: 2840, limit: 1000 } as const satisfies DomainKeywordsBody;
export const competitorDiscoveryRequestExample = {
  source: 'domain',
  target: 'example.com',
  languageCode: 'en',
  locationCode: 2840,
  limit: 25,
  includeMegaDomains: false,
} as const satisfies CompetitorDiscoveryBody;
export const keywordGapRequestExample = {
  own: 'example.com',
  competitors: ['example.org', 'example.net'],
  languageCode: 'en',
  locationCode: 2840,
  scope: 'all',
  limit: 1000,
} as const satisfies KeywordGapBody;

/** How much of the provider's list was read (decision 051's ReadCoverage). */
export const readCoverageSchema = z
  .object({
    /** Rows the provider holds for the question. */
    totalCount: z.number().int(),
    rowsRead: z.number().int(),
    /** True when rows were left unread: the screen says "rows read of total". */
    truncated: z.boolean(),
    /** The lowest search volume read when truncated: keywords below it were not read. */
    volumeFloor: z.number().nullable(),
    /** Provider calls made (one per 1,000 rows). */
    calls: z.number().int(),
  })
  .meta({ id: 'ReadCoverage' });
export type ReadCoverageValue = z.infer<typeof readCoverageSchema>;

const count = z.number().int().nullable();

/** Ranking keywords by organic position band over the whole target (the provider's figures, not only the rows read). */
export const rankingSummarySchema = z
  .object({
    keywords: count,
    pos1: count,
    pos2to3: count,
    pos4to10: count,
    pos11to20: count,
    pos21to100: count,
    estimatedTraffic: z.number().nullable(),
    /** Since the provider's previous look; null where it does not say. */
    isNew: count,
    isUp: count,
    isDown: count,
    isLost: count,
  })
  .meta({ id: 'RankingSummary' });
export type RankingSummaryValue = z.infer<typeof rankingSummarySchema>;

/** One site of a run: your own (a gap's first) or a competitor, as typed and as read. */
export const competitorSiteSchema = z.object({
  /** The canonical spelling ("example.com", "example.com/blog/", "https://example.com/page"). */
  label: z.string(),
  kind: z.enum(['domain', 'subdomain', 'folder', 'page']),
  role: z.enum(['own', 'competitor']),
  /** Its column in gapRanks (0 = your site). */
  index: z.number().int(),
});

/** A domain found by discovery. */
export const discoveredCompetitorSchema = z
  .object({
    domain: z.string(),
    /** Keywords both the target (or the list's keywords) and this domain rank for. */
    sharedKeywords: z.number().int(),
    avgPosition: z.number().nullable(),
    /** Estimated monthly organic visits of the domain (over the shared keywords for a list or research). */
    estimatedTraffic: z.number().nullable(),
    /** Keywords the domain ranks for in all; null for a list's or research's discovery. */
    keywords: z.number().int().nullable(),
    /** Share of the keywords' estimated clicks the domain takes, 0-1; null for a site's discovery. */
    visibility: z.number().nullable(),
    isMegaDomain: z.boolean(),
  })
  .meta({ id: 'DiscoveredCompetitor' });
export type DiscoveredCompetitor = z.infer<typeof discoveredCompetitorSchema>;

const categoryCountSchema = z.object({
  /** Rows definitely in the category. */
  count: z.number().int(),
  /** Rows that may be in it: a site's position there is unknown. */
  undetermined: z.number().int(),
});

export const gapCategoryCountsSchema = z.object(Object.fromEntries(GAP_CATEGORIES.map((category) => [category, categoryCountSchema])) as Record<(typeof GAP_CATEGORIES)[number], typeof categoryCountSchema>);

/** Where an answer came from: the cache (free within its TTL) or a fresh provider read. */
const freshnessFields = {
  /** True when the provider's answer came from the cache (no provider call, no dollars). */
  cached: z.boolean(),
  /** When the provider's answer was fetched ("cached, fetched …"). */
  fetchedAt: isoDateTimeSchema.nullable(),
};

/** What a run answers: the research (rows are read from the store) and its coverage. */
export const competitorRunStartedSchema = researchStartedSchema
  // A new answer: the charge is providerCost only, without the deprecated alias older answers keep.
  .omit({ estimatedCost: true })
  .extend({
    kind: z.enum(COMPETITOR_RESEARCH_KINDS),
    ...freshnessFields,
    charges: z.array(runChargeSchema).meta({ description: 'Competitor reads charged; a cached repeat within 24 hours charges 0.' }),
    coverage: readCoverageSchema,
    /** Set on demo answers: invented sites and positions. */
    demoNote: z.string().nullable(),
  })
  .meta({ id: 'CompetitorRunStarted' });
export type CompetitorRunStarted = z.infer<typeof competitorRunStartedSchema>;

/** GET /api/competitors/{id}: the report of one run beside its rows. */
export const competitorReportSchema = z
  .object({
    researchId: z.uuid(),
    kind: z.enum(COMPETITOR_RESEARCH_KINDS),
    languageCode: z.string(),
    locationCode: z.number().int(),
    /** Domain keywords and discovery: the target; a gap: your site first, then the competitors in the order asked. */
    sites: z.array(competitorSiteSchema),
    /** Discovery of a list or a research: what it was run for. */
    source: z.object({ kind: z.enum(['domain', 'list', 'research']), id: z.uuid().nullable(), name: z.string() }),
    /** The gap's scope; null for the other kinds. */
    scope: z.enum(['all', 'untapped']).nullable(),
    /** Rows read as the rows limit allowed; null for discovery. */
    rowLimit: z.number().int().nullable(),
    coverage: readCoverageSchema,
    /** Domain keywords: the provider's summary of the whole target; null otherwise or when not given. */
    summary: rankingSummarySchema.nullable(),
    /**
     * Position bands over the stored rows (every kind with rows: for a gap, your site's positions),
     * so a summary exists even where the provider gives none.
     */
    storedBands: z.object({ pos1: z.number().int(), pos2to3: z.number().int(), pos4to10: z.number().int(), pos11to20: z.number().int(), pos21to100: z.number().int(), notRanking: z.number().int(), estimatedTraffic: z.number() }),
    /** Discovery: the domains found, most shared keywords first; mega-domains only when asked for. */
    competitors: z.array(discoveredCompetitorSchema),
    /** Discovery: mega-domains left out of `competitors`. */
    megaDomainsLeftOut: z.number().int(),
    /** Gap: rows per category over every stored row; null for the other kinds. */
    categoryCounts: gapCategoryCountsSchema.nullable(),
    /** Gap: the brands whose keywords are marked brandKeyword (one per site). */
    brands: z.array(z.string()),
    providerCost: z.number().nullable().meta({ description: `Dollars the provider charged for the run. ${SPEND_ADMINS_ONLY}` }),
    /** Provider calls the run made (0 when cached). */
    providerCalls: z.number().int(),
    ...freshnessFields,
    isDemoData: z.boolean(),
    demoNote: z.string().nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'CompetitorReport' });
export type CompetitorReport = z.infer<typeof competitorReportSchema>;

export { gapRankSchema } from './researches';
