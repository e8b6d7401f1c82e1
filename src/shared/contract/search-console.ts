// /api/search-console (issue 34 item 4, decision 066): uploads of Search Console's export, the
// queries of a property over a date range, the three opportunity views, and deleting a property.
import { z } from 'zod';
import { SEARCH_CONSOLE_NO_FILE, SEARCH_CONSOLE_PROPERTY_INVALID } from '../messages/search-console';
import { INVALID_ID } from '../messages/validation';
import { SEARCH_CONSOLE_MAX_PROPERTIES, SEARCH_CONSOLE_PAGE_MAX } from '../search-console/limits';
import { OPPORTUNITY_KINDS } from '../search-console/opportunities';
import { normaliseProperty } from '../search-console/property';
import { checkStorable } from '../storable-text';
import { wholeParam } from './researches';

const isoDate = (name: string) =>
  z
    .string(`${name} must be a date (YYYY-MM-DD).`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD).`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), `${name} is not a real date.`)
    .meta({ example: '2026-11-01' });

export const propertyIdParamSchema = z.object({
  id: z.uuid(INVALID_ID).meta({ param: { name: 'id', in: 'path' }, example: '3c1e9a7b-52d4-4f0e-8b6a-7d2f1e0c9a44' }),
});
export const opportunityParamSchema = propertyIdParamSchema.extend({
  kind: z.enum(OPPORTUNITY_KINDS, { error: `kind must be one of ${OPPORTUNITY_KINDS.join(', ')}.` }).meta({ param: { name: 'kind', in: 'path' }, example: 'striking-distance' }),
});

const propertyTextSchema = z
  .string(SEARCH_CONSOLE_PROPERTY_INVALID)
  .max(300, SEARCH_CONSOLE_PROPERTY_INVALID)
  .transform((text, ctx) => {
    const property = normaliseProperty(text);
    if (property === null) {
      ctx.addIssue({ code: 'custom', message: SEARCH_CONSOLE_PROPERTY_INVALID });
      return z.NEVER;
    }
    return property;
  })
  .meta({ description: 'The Search Console property: a domain (example.com, sc-domain:example.com) or a URL prefix (https://www.example.com/).', example: 'example.com' });

const exportFileSchema = z.object({
  name: z.string().min(1).max(200).superRefine(checkStorable).meta({ example: 'Queries.csv' }),
  text: z.string().superRefine(checkStorable).meta({
    description: "The CSV file's text, as Search Console exported it (any UI language).",
    example: 'Top queries,Clicks,Impressions,CTR,Position\nkeyword research tool,12,340,3.53%,7.2\n',
  }),
});

export const uploadSchema = z
  .object({
    property: propertyTextSchema,
    startDate: isoDate('startDate').meta({ description: 'The first day the export covers (Search Console’s date filter).' }),
    endDate: isoDate('endDate').meta({ description: 'The last day the export covers.' }),
    files: z.array(exportFileSchema, SEARCH_CONSOLE_NO_FILE).min(1, SEARCH_CONSOLE_NO_FILE).max(10, 'At most 10 files per upload.')
      .meta({ example: [{ name: 'Queries.csv', text: 'Top queries,Clicks,Impressions,CTR,Position\nkeyword research tool,12,340,3.53%,7.2\n' }] }),
  })
  .meta({ id: 'SearchConsoleUpload' });
export type SearchConsoleUpload = z.input<typeof uploadSchema>;

export const SEARCH_CONSOLE_SORT_KEYS = ['query', 'clicks', 'impressions', 'ctr', 'position'] as const;
export type SearchConsoleSortKey = (typeof SEARCH_CONSOLE_SORT_KEYS)[number];

const rangeQuery = {
  from: isoDate('from').optional().meta({ description: 'First day; default: the first stored day.' }),
  to: isoDate('to').optional().meta({ description: 'Last day; default: the last stored day.' }),
  offset: wholeParam('offset', 0, 10_000_000).optional().meta({ description: 'Rows to skip.', example: '0' }),
  limit: wholeParam('limit', 1, SEARCH_CONSOLE_PAGE_MAX).optional().meta({ description: `Page size, at most ${SEARCH_CONSOLE_PAGE_MAX}.`, example: '100' }),
};

export const queriesQuerySchema = z.object({
  ...rangeQuery,
  sort: z.enum(SEARCH_CONSOLE_SORT_KEYS, { error: `sort must be one of ${SEARCH_CONSOLE_SORT_KEYS.join(', ')}.` }).optional(),
  direction: z.enum(['asc', 'desc'], { error: 'direction must be asc or desc.' }).optional(),
  q: z.string().max(200, 'q is too long.').optional().meta({ description: 'Only queries containing this text (case ignored).', example: 'tools' }),
});
export const opportunitiesQuerySchema = z.object(rangeQuery);

const figures = {
  query: z.string(),
  clicks: z.number().int(),
  impressions: z.number().int(),
  ctr: z.number().meta({ description: 'Clicks / impressions, a fraction (0.025 is 2.5 %).' }),
  position: z.number().meta({ description: 'Average position, impression-weighted over the range.' }),
};

export const searchConsoleQuerySchema = z.object(figures).meta({ id: 'SearchConsoleQuery' });
export const opportunitySchema = z
  .object({
    ...figures,
    page: z.string().nullable().meta({ description: 'Striking distance: the best-placed page when the data names pages per query.' }),
    expectedCtr: z.number().nullable().meta({ description: 'Low CTR: the CTR the position usually gets (a fraction).' }),
  })
  .meta({ id: 'SearchConsoleOpportunity' });

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    offset: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  });

export const queriesPageSchema = page(searchConsoleQuerySchema)
  .extend({ totals: z.object({ clicks: z.number().int(), impressions: z.number().int() }) })
  .meta({ id: 'SearchConsoleQueriesPage' });
export const opportunitiesPageSchema = page(opportunitySchema).meta({ id: 'SearchConsoleOpportunitiesPage' });

export const searchConsoleImportSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  source: z.enum(['upload', 'api']),
  rows: z.number().int(),
});

export const searchConsolePropertySchema = z
  .object({
    id: z.uuid(),
    siteUrl: z.string().meta({ example: 'sc-domain:example.com' }),
    label: z.string().meta({ example: 'example.com (domain)' }),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    imports: z.array(searchConsoleImportSchema).meta({ description: 'The stored date spans, newest first (at most 50).' }),
    googleLinked: z.boolean().meta({ description: 'Imported daily from Google through your connection.' }),
    importedThrough: z.string().nullable().meta({ description: 'The last day the daily import stored.' }),
  })
  .meta({ id: 'SearchConsoleProperty' });

export const propertiesAnswerSchema = z
  .object({
    properties: z.array(searchConsolePropertySchema),
    maxProperties: z.number().int().meta({ example: SEARCH_CONSOLE_MAX_PROPERTIES }),
    googleConnect: z.boolean().meta({ description: 'Whether this server can connect Search Console through Google (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set).' }),
    googleConnected: z.boolean().meta({ description: 'Whether you have connected Google.' }),
  })
  .meta({ id: 'SearchConsoleProperties' });

export const uploadAnswerSchema = z
  .object({
    property: searchConsolePropertySchema,
    queries: z.number().int().meta({ description: 'Query rows stored.' }),
    pages: z.number().int().meta({ description: 'Page rows stored.' }),
    replacedRows: z.number().int().meta({ description: 'Rows of the same dates replaced (an upload never duplicates).' }),
  })
  .meta({ id: 'SearchConsoleUploadAnswer' });

export type SearchConsoleProperty = z.infer<typeof searchConsolePropertySchema>;
export type SearchConsoleQuery = z.infer<typeof searchConsoleQuerySchema>;
export type SearchConsoleOpportunity = z.infer<typeof opportunitySchema>;
export type QueriesPage = z.infer<typeof queriesPageSchema>;
export type OpportunitiesPage = z.infer<typeof opportunitiesPageSchema>;
export type PropertiesAnswer = z.infer<typeof propertiesAnswerSchema>;
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
export type QueriesQuery = z.output<typeof queriesQuerySchema>;

export const googleSitesSchema = z
  .object({
    sites: z.array(z.object({ siteUrl: z.string().meta({ example: 'sc-domain:example.com' }), permissionLevel: z.string().meta({ example: 'siteOwner' }), linked: z.boolean() })),
  })
  .meta({ id: 'SearchConsoleGoogleSites' });

export const googleLinkSchema = z
  .object({ siteUrl: propertyTextSchema })
  .meta({ id: 'SearchConsoleGoogleLink' });

export const googleLinkAnswerSchema = z
  .object({ property: searchConsolePropertySchema, daysImported: z.number().int() })
  .meta({ id: 'SearchConsoleGoogleLinkAnswer' });

export const googleCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
