// The layout a user chooses for a keyword table: which columns show, in which order, how wide, and
// how dense the rows are; and whether a page's overview (summary, charts, clusters) is open. Saved
// per user and per table (decision 055); what is read back is checked here, so a layout saved
// before a column existed (or after one was removed) still gives every current column a place.
// Plain rules, no React: the browser applies them through TanStack Table's own column state.
import { GAP_MAX_COMPETITORS } from '../competitors/gap-limits';
import { METRIC_KEYS } from './metrics';

/** The keyword tables a layout is kept for. */
export const KEYWORD_TABLE_IDS = ['results', 'related', 'list', 'shared', 'domain', 'gap'] as const;
export type KeywordTableId = (typeof KEYWORD_TABLE_IDS)[number];

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

/** The columns a table hides until the user shows them: the provenance, named once in the caption when every row shares it. */
export const DEFAULT_HIDDEN_COLUMNS: Readonly<Record<KeywordTableId, readonly string[]>> = {
  results: ['source'],
  related: [],
  list: ['source'],
  shared: ['source'],
  domain: ['source'],
  gap: ['source'],
};

/** Columns no chooser hides: the keyword names the row, the checkbox selects it. */
export const LOCKED_COLUMNS: readonly string[] = ['select', 'keyword'];

/** The columns a keyword table may have besides its metrics (a metric's column id is its key). */
export const TABLE_EXTRA_COLUMN_IDS = ['select', 'keyword', 'source', 'tools', 'rankingUrl', 'serpFeatures', 'gapCategories'] as const;

/** A gap's column of one site: "site-0" (yours) and one per competitor. */
export const siteColumnId = (index: number): string => `site-${index}`;
const SITE_COLUMN_IDS = Array.from({ length: GAP_MAX_COMPETITORS + 1 }, (_, index) => siteColumnId(index));
const KNOWN_COLUMN_IDS: ReadonlySet<string> = new Set<string>([...TABLE_EXTRA_COLUMN_IDS, ...METRIC_KEYS, ...SITE_COLUMN_IDS]);

/** True for an id some keyword table has as a column; a saved layout naming any other is refused. */
export function isKnownColumnId(id: string): boolean {
  return KNOWN_COLUMN_IDS.has(id);
}

/** The most columns a saved layout may name (every known column once). */
export const TABLE_LAYOUT_MAX_COLUMNS = KNOWN_COLUMN_IDS.size;

/** A resized column keeps at least this many pixels, and at most the other bound. */
export const COLUMN_SIZE_BOUNDS = { min: 56, max: 900 } as const;

export interface TableLayout {
  /** Every column of the table, in the order shown. */
  order: string[];
  /** The columns hidden (never a locked one). */
  hidden: string[];
  /** Pixel widths of the columns the user resized; the others keep their default. */
  sizes: Record<string, number>;
  density: Density;
}

export function defaultTableLayout(table: KeywordTableId, columnIds: readonly string[]): TableLayout {
  const hidden = DEFAULT_HIDDEN_COLUMNS[table].filter((id) => columnIds.includes(id));
  return { order: [...columnIds], hidden, sizes: {}, density: 'comfortable' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * A saved layout made fit for the table's current columns: unknown ids dropped, each id once, a
 * column the saved order lacks put back after the column it follows by default (a new metric shows
 * where it is declared), locked columns never hidden, sizes whole and within bounds, a density
 * known. Anything unreadable gives the table's default.
 */
export function readTableLayout(saved: unknown, table: KeywordTableId, columnIds: readonly string[]): TableLayout {
  const fallback = defaultTableLayout(table, columnIds);
  if (!isRecord(saved)) return fallback;
  const known = new Set(columnIds);
  const order = [...new Set(stringsOf(saved.order).filter((id) => known.has(id)))];
  columnIds.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = columnIds.slice(0, index).reverse().find((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  // A column the user has never seen (added since the layout was saved) takes the table's default.
  const seen = new Set(stringsOf(saved.order));
  const hidden = columnIds.filter(
    (id) => !LOCKED_COLUMNS.includes(id) && (seen.has(id) ? stringsOf(saved.hidden).includes(id) : fallback.hidden.includes(id)),
  );
  const sizes: Record<string, number> = {};
  if (isRecord(saved.sizes)) {
    for (const [id, size] of Object.entries(saved.sizes)) {
      if (!known.has(id) || typeof size !== 'number' || !Number.isFinite(size)) continue;
      sizes[id] = Math.round(Math.min(COLUMN_SIZE_BOUNDS.max, Math.max(COLUMN_SIZE_BOUNDS.min, size)));
    }
  }
  const density = (DENSITIES as readonly unknown[]).includes(saved.density) ? (saved.density as Density) : fallback.density;
  return { order, hidden, sizes, density };
}

/** The order with one column moved a step earlier (-1) or later (+1); locked columns keep their place at the front. */
export function moveColumn(order: readonly string[], id: string, step: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + step;
  const next = [...order];
  const target = next[to];
  if (from < 0 || target === undefined || LOCKED_COLUMNS.includes(id) || LOCKED_COLUMNS.includes(target)) return next;
  next[from] = target;
  next[to] = id;
  return next;
}

/** The overview (summary, charts, clusters) above a table starts closed: a professional opens a table to see keywords. */
export const OVERVIEW_OPEN_BY_DEFAULT = false;

/** A saved overview state read back: a boolean, or the default. */
export function readOverviewOpen(saved: unknown): boolean {
  return typeof saved === 'boolean' ? saved : OVERVIEW_OPEN_BY_DEFAULT;
}

/** The provenance every row shares: one source and one day, said once in the table's caption instead of on each row. */
export interface SharedProvenance {
  source: string;
  /** The provider's update date when the rows have one, else when the server fetched them. */
  dateKind: 'Updated' | 'Fetched';
  /** One of the rows' timestamps (all on the same day); null when none has one. */
  date: string | null;
}

export interface ProvenanceRow {
  metricsSource: string | null;
  metricsUpdatedAt?: string | null;
  metricsFetchedAt?: string | null;
}

const provenanceKey = (row: ProvenanceRow): string => {
  const date = row.metricsUpdatedAt ?? row.metricsFetchedAt ?? null;
  return `${row.metricsSource ?? ''}|${row.metricsUpdatedAt ? 'u' : 'f'}|${date?.slice(0, 10) ?? ''}`;
};

/** The source, kind of date and day all rows share, or null when they differ (or there are no rows). */
export function sharedProvenance(rows: readonly ProvenanceRow[]): SharedProvenance | null {
  const first = rows[0];
  if (!first?.metricsSource) return null;
  const key = provenanceKey(first);
  if (!rows.every((row) => provenanceKey(row) === key)) return null;
  return { source: first.metricsSource, dateKind: first.metricsUpdatedAt ? 'Updated' : 'Fetched', date: first.metricsUpdatedAt ?? first.metricsFetchedAt ?? null };
}
