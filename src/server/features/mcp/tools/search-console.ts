// search_console_opportunities: the caller's Search Console figures (decision 066) through the
// services of GET /api/search-console/properties, …/queries and …/opportunities/{kind}, validated by
// those routes' own query schemas. Reachable with a key of scope "Tools and lists" (decision 062):
// the figures are the owner's site data, and "untracked" tells which keywords the lists hold.
import { z } from 'zod';
import { opportunitiesQuerySchema, queriesQuerySchema, type SearchConsoleProperty } from '../../../../shared/contract/search-console.js';
import { MCP_ROWS_DEFAULT, MCP_ROWS_MAX } from '../../../../shared/mcp/limits.js';
import { nextPageHint } from '../../../../shared/mcp/messages.js';
import { OPPORTUNITY_ABOUT } from '../../../../shared/messages/search-console.js';
import { OPPORTUNITY_KINDS, type Opportunity } from '../../../../shared/search-console/opportunities.js';
import { InvalidInputError } from '../../../domain/errors.js';
import { describeProperty, findOwnProperty, listProperties, opportunitiesOfProperty, queriesOfProperty } from '../../search-console/index.js';
import { rowsWithinBudget } from '../compact-rows.js';
import { defineTool, validated } from '../tool-kit.js';

const NAME = 'search_console_opportunities';
const KINDS = ['queries', ...OPPORTUNITY_KINDS] as const;
type Kind = (typeof KINDS)[number];

const propertyLine = z.object({
  propertyId: z.string(),
  siteUrl: z.string(),
  label: z.string(),
  firstDate: z.string().nullable().describe('The first stored day.'),
  lastDate: z.string().nullable().describe('The last stored day.'),
  googleLinked: z.boolean().describe('Imported daily from Google.'),
});
const toLine = (p: SearchConsoleProperty) => ({ propertyId: p.id, siteUrl: p.siteUrl, label: p.label, firstDate: p.firstDate, lastDate: p.lastDate, googleLinked: p.googleLinked });

const figureRow = z.object({
  query: z.string(),
  page: z.string().optional().describe('striking-distance: the best-placed page, when the data names pages per query.'),
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number().describe('Clicks / impressions, a fraction (0.025 is 2.5 %), 4 decimals.'),
  position: z.number().describe('Average position, impression-weighted, 1 decimal.'),
  expectedCtr: z.number().optional().describe('low-ctr: the CTR the position usually gets, a fraction.'),
});
type FigureRow = z.infer<typeof figureRow>;

const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A row without what it does not know: no page or expected CTR unless the view has one. */
function compactFigures(row: Pick<Opportunity, 'query' | 'clicks' | 'impressions' | 'ctr' | 'position'> & Partial<Pick<Opportunity, 'page' | 'expectedCtr'>>): FigureRow {
  return {
    query: row.query,
    ...(row.page ? { page: row.page } : {}),
    clicks: row.clicks,
    impressions: row.impressions,
    ctr: rounded(row.ctr, 4),
    position: rounded(row.position, 1),
    ...(row.expectedCtr === null || row.expectedCtr === undefined ? {} : { expectedCtr: rounded(row.expectedCtr, 4) }),
  };
}

const KIND_ABOUT: Record<Kind, string> = { queries: 'Every query with its figures, most clicks first.', ...OPPORTUNITY_ABOUT };

const noRows = () => ({ kind: null, from: null, to: null, rows: [] as FigureRow[], offset: 0, total: 0, truncated: false, nextOffset: null, nextPage: null, totals: null });

export const searchConsoleOpportunities = defineTool({
  name: NAME,
  title: 'Search Console queries and opportunities',
  description:
    'Your Search Console figures (uploaded exports or the daily Google import). Without propertyId: your properties with their ids and stored days. ' +
    'With propertyId, over a date range (default: every stored day), kind: ' +
    KINDS.map((kind) => `"${kind}": ${KIND_ABOUT[kind]}`).join(' ') +
    ' CTR is a fraction; low-ctr rows carry expectedCtr (what the position usually gets), striking-distance rows their best page when known.' +
    ' Figures arrive 2–3 days late. Free: spends no quota. Needs a key of scope "Tools and lists".',
  scope: 'tools-and-lists',
  input: {
    propertyId: z.uuid().optional().describe('A propertyId from a call without it.'),
    kind: z.enum(KINDS, { error: `kind must be one of ${KINDS.join(', ')}.` }).default('queries'),
    from: z.string().optional().describe('First day, YYYY-MM-DD; default the first stored day.'),
    to: z.string().optional().describe('Last day, YYYY-MM-DD; default the last stored day.'),
    q: z.string().optional().describe('kind "queries" only: queries containing this text (case ignored).'),
    limit: z.number().int().min(1).max(MCP_ROWS_MAX).default(MCP_ROWS_DEFAULT).describe(`Rows to return, at most ${MCP_ROWS_MAX}.`),
    offset: z.number().int().min(0).default(0).describe('Rows to skip (nextOffset of the previous answer).'),
  },
  output: {
    properties: z.array(propertyLine).nullable().describe('Without propertyId: your properties.'),
    property: propertyLine.nullable(),
    kind: z.enum(KINDS).nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    rows: z.array(figureRow),
    offset: z.number(),
    total: z.number().describe('Rows of the view over the range.'),
    truncated: z.boolean().describe('True when more rows follow than this answer carries.'),
    nextOffset: z.number().nullable(),
    nextPage: z.string().nullable().describe('How to get the next rows.'),
    totals: z.object({ clicks: z.number(), impressions: z.number() }).nullable().describe('kind "queries": the range\'s clicks and impressions.'),
  },
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async run(context, { propertyId, kind, from, to, q, limit, offset }) {
    const db = context.deps.database.db;
    const userId = context.user.id;
    if (propertyId === undefined) {
      const properties = (await listProperties(db, userId)).map(toLine);
      const names = properties.map((p) => `${p.label} (${p.propertyId})`).join(', ');
      const summary = properties.length === 0 ? 'No Search Console properties yet: upload an export or connect Google in the app.' : `${properties.length} Search Console properties: ${names}. Call again with a propertyId.`;
      return { summary, structured: { properties, property: null, ...noRows() } };
    }
    if (q !== undefined && kind !== 'queries') throw new InvalidInputError(`q filters kind "queries" only: leave it out for kind "${kind}".`, 'q');
    // The routes' own query schemas first, as the REST routes validate before reading anything.
    const page =
      kind === 'queries'
        ? await queriesOfProperty(db, userId, propertyId, { ...validated(queriesQuerySchema, { from, to, q }), offset, limit })
        : await opportunitiesOfProperty(db, userId, propertyId, kind, { ...validated(opportunitiesQuerySchema, { from, to }), offset, limit });
    // Found: the read above refused another user's property as a missing one.
    const property = toLine(await describeProperty(db, await findOwnProperty(db, propertyId, userId)));
    const rows = rowsWithinBudget(page.rows.map(compactFigures));
    const end = page.offset + rows.length;
    const nextOffset = end < page.total && rows.length > 0 ? end : null;
    const nextPage = nextPageHint(NAME, nextOffset);
    const range = page.from === null ? 'no stored days' : `${page.from} to ${page.to}`;
    return {
      summary: `${property.label}, ${kind}, ${range}: ${rows.length} of ${page.total} rows from offset ${page.offset}.${nextPage ? ` ${nextPage}` : ''}`,
      structured: {
        properties: null,
        property,
        kind,
        from: page.from,
        to: page.to,
        rows,
        offset: page.offset,
        total: page.total,
        truncated: nextOffset !== null,
        nextOffset,
        nextPage,
        totals: 'totals' in page ? page.totals : null,
      },
    };
  },
});
