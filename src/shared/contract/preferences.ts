// /api/preferences: the signed-in user's screen preferences, kept on the server so they follow the
// user to any browser: each keyword table's layout (columns shown, their order and widths, the row
// density) and whether each page's overview is open. The tables and columns are closed sets
// (table-layout.ts), so a layout naming another is refused, and every value is bounded.
import { z } from 'zod';
import {
  COLUMN_SIZE_BOUNDS,
  DENSITIES,
  isKnownColumnId,
  KEYWORD_TABLE_IDS,
  LOCKED_COLUMNS,
  TABLE_LAYOUT_MAX_COLUMNS,
  type KeywordTableId,
  type TableLayout,
} from '../keyword-row/table-layout';
import { parseLeftOutSites } from '../competitors/mega-domains';
import { LEFT_OUT_SITE_MAX_LENGTH, LEFT_OUT_SITES_MAX } from '../competitors/run-limits';
import { LEFT_OUT_SITES_TOO_MANY } from '../messages/competitors';
import { HIDDEN_NOT_IN_ORDER, LOCKED_COLUMN_HIDDEN, REPEATED_COLUMN, UNKNOWN_TABLE, unknownColumn } from '../messages/preferences';

const COLUMN_ID_MAX = 40;

const columnIdSchema = z
  .string('A column id must be text.')
  .max(COLUMN_ID_MAX, 'A column id is too long.')
  .superRefine((id, ctx) => {
    if (!isKnownColumnId(id)) ctx.addIssue({ code: 'custom', message: unknownColumn(id) });
  });

const columnListSchema = z.array(columnIdSchema).max(TABLE_LAYOUT_MAX_COLUMNS, 'The layout names more columns than any table has.');

export const tableLayoutSchema = z
  .strictObject({
    order: columnListSchema.meta({ description: 'Every column of the table, in the order shown.' }),
    hidden: columnListSchema.meta({ description: 'The columns hidden; never "keyword" or "select".' }),
    sizes: z
      .record(z.string().max(COLUMN_ID_MAX, 'A column id is too long.'), z.number().int('A width is a whole number of pixels.').min(COLUMN_SIZE_BOUNDS.min).max(COLUMN_SIZE_BOUNDS.max))
      .refine((sizes) => Object.keys(sizes).length <= TABLE_LAYOUT_MAX_COLUMNS, 'The layout sizes more columns than any table has.')
      .meta({ description: `Pixel widths of the columns the user resized (${COLUMN_SIZE_BOUNDS.min} to ${COLUMN_SIZE_BOUNDS.max}).` }),
    density: z.enum(DENSITIES),
  })
  .superRefine((layout, ctx) => {
    const unknownSized = Object.keys(layout.sizes).find((id) => !isKnownColumnId(id));
    if (unknownSized !== undefined) ctx.addIssue({ code: 'custom', path: ['sizes'], message: unknownColumn(unknownSized) });
    if (new Set(layout.order).size !== layout.order.length) ctx.addIssue({ code: 'custom', path: ['order'], message: REPEATED_COLUMN });
    if (layout.hidden.some((id) => !layout.order.includes(id))) ctx.addIssue({ code: 'custom', path: ['hidden'], message: HIDDEN_NOT_IN_ORDER });
    if (layout.hidden.some((id) => LOCKED_COLUMNS.includes(id))) ctx.addIssue({ code: 'custom', path: ['hidden'], message: LOCKED_COLUMN_HIDDEN });
  })
  .meta({ id: 'TableLayout', example: { order: ['select', 'keyword', 'searchVolume', 'difficulty', 'source'], hidden: ['source'], sizes: { keyword: 320 }, density: 'compact' } });

// The shape the browser applies (TableLayout) is the one stored.
const _sameShape: z.ZodType<TableLayout> = tableLayoutSchema;

export const overviewStateSchema = z.strictObject({ open: z.boolean() }).meta({ id: 'OverviewState' });

/** A user's left-out sites: competitor discovery never lists a competitor matching one (unless asked to). */
export const leftOutSitesSchema = z
  .strictObject({
    domains: z
      .array(z.string('A left-out site must be text.').max(LEFT_OUT_SITE_MAX_LENGTH, 'A left-out site is longer than any domain name.'), 'The left-out sites must be a list.')
      .max(LEFT_OUT_SITES_MAX, LEFT_OUT_SITES_TOO_MANY)
      .superRefine((domains, ctx) => {
        const parsed = parseLeftOutSites(domains);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
      })
      .meta({ description: `Domains ("reddit.com"), subdomains, or a name with ".*" for any country ending ("amazon.*"); at most ${LEFT_OUT_SITES_MAX}.` }),
  })
  .meta({ id: 'LeftOutSites', example: { domains: ['wikipedia.org', 'amazon.*', 'bigcompetitor.com'] } });

export const preferenceTableParamsSchema = z.object({
  table: z.enum(KEYWORD_TABLE_IDS, UNKNOWN_TABLE).meta({ param: { name: 'table', in: 'path' }, example: 'results' }),
});

export const userPreferencesSchema = z
  .object({
    tables: z.partialRecord(z.enum(KEYWORD_TABLE_IDS), tableLayoutSchema).meta({ description: 'The layouts the user chose, by table; a table not named keeps its default.' }),
    overviews: z.partialRecord(z.enum(KEYWORD_TABLE_IDS), z.boolean()).meta({ description: 'Whether each page kind shows its overview; a page not named keeps it closed.' }),
    leftOutSites: z.array(z.string()).optional().meta({ description: 'The sites competitor discovery leaves out, when the user edited the list; absent: the default list.' }),
  })
  .meta({ id: 'UserPreferences' });

export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The stored name of the user's left-out sites. */
export const LEFT_OUT_SITES_PREFERENCE = 'competitors.leftOutSites';

/** The stored name of a preference: "table.results", "overview.list", "competitors.leftOutSites". */
export type PreferenceName = `table.${KeywordTableId}` | `overview.${KeywordTableId}` | typeof LEFT_OUT_SITES_PREFERENCE;
export const tablePreferenceName = (table: KeywordTableId): PreferenceName => `table.${table}`;
export const overviewPreferenceName = (table: KeywordTableId): PreferenceName => `overview.${table}`;

/** The kind and table of a stored preference name; null for a name the server does not keep. */
export function parsePreferenceName(name: string): { kind: 'table' | 'overview'; table: KeywordTableId } | null {
  const [kind, table, ...rest] = name.split('.');
  if (rest.length > 0 || (kind !== 'table' && kind !== 'overview')) return null;
  return (KEYWORD_TABLE_IDS as readonly string[]).includes(table ?? '') ? { kind, table: table as KeywordTableId } : null;
}
