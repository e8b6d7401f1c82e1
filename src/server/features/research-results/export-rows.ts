// Reads the rows of an export (decision 042): one query sorts the rows that pass the filter once and
// answers their ids in the table's order (row-order.ts, the same sort as the paged reads), as one
// text of fixed-width ids; then pages of EXPORT_BATCH_SIZE rows are read by primary key in that
// order, each row as one JSON text built by the database. So a 100,000-row export costs one sort
// and twenty primary-key page reads, not a sort of the remaining rows per batch; no connection or
// transaction stays open between pages (a slow download holds nothing on PostgreSQL, and PGlite's
// one connection stays free for everyone else); and the driver hands over one text per row, not
// fifteen parsed fields. Rows deleted after the first query are skipped; the order is the one the
// export started with.
import { and, sql, type SQL } from 'drizzle-orm';
import type { RowsOrder } from '../../../shared/contract/researches.js';
import { EXPORT_ROW_METRICS, type FullExportRow } from '../../../shared/export/export-layout.js';
import { KEYWORD_METRICS } from '../../../shared/keyword-row/metrics.js';
import type { Db } from '../../db/client.js';
import { rowsOrderBy } from './row-order.js';
import { researchRowSource, type KeywordRowColumns, type RowSource } from './row-source.js';

/** Rows per page read: a few MB of JSON text, twenty reads for 100,000 rows. */
export const EXPORT_BATCH_SIZE = 5000;

export type ExportRowsQuery = ({ researchId: string } | { source: RowSource }) & {
  /** The filter as SQL (keywordFilterCondition); undefined for every row. */
  condition?: SQL;
  /** The table's sort; by rank when absent. */
  order?: RowsOrder;
  batchSize?: number;
};

const BY_RANK: RowsOrder = { sort: 'rank', direction: 'asc' };
/** A uuid as text is always 36 characters, so the list of ids is cut into pages by position. */
const ID_TEXT_LENGTH = 36;

/** The exported columns as one JSON array, in the order toExportRow reads them: the keyword, its provenance, EXPORT_ROW_METRICS, then a list item's note. */
function rowJson(columns: KeywordRowColumns): SQL<string> {
  const metrics = sql.join(
    EXPORT_ROW_METRICS.map((key) => sql`${columns[key]}`),
    sql`, `,
  );
  const note = columns.note ? sql`${columns.note}` : sql`null::text`;
  return sql<string>`json_build_array(${columns.keyword}, ${columns.metricsSource},
    to_char(${columns.metricsFetchedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${metrics}, ${note})::text`;
}

/** JSON writes a NaN or infinite double as a string; the driver gave a number no export cell shows. */
const double = (value: unknown) => (typeof value === 'number' ? value : null);

const HEAD = 3;

function toExportRow(json: string): FullExportRow {
  const r = JSON.parse(json) as unknown[];
  const row: Record<string, unknown> = { keyword: r[0], metricsSource: r[1], metricsFetchedAt: r[2] };
  EXPORT_ROW_METRICS.forEach((key, i) => {
    const value = r[HEAD + i];
    row[key] = KEYWORD_METRICS[key].value === 'decimal' ? double(value) : value;
  });
  row.note = r[HEAD + EXPORT_ROW_METRICS.length] ?? null;
  return row as unknown as FullExportRow;
}

/** Every exported row's id in export order, comma-separated ('' when none). */
async function orderedIds(db: Db, source: RowSource, query: ExportRowsQuery): Promise<string> {
  const order = sql.join(rowsOrderBy(query.order ?? BY_RANK, source.columns), sql`, `);
  const [answer] = await db
    .select({ ids: sql<string | null>`string_agg(${source.columns.id}::text, ',' order by ${order})` })
    .from(source.table)
    .where(and(source.scope, query.condition));
  return answer?.ids ?? '';
}

/** The rows of `ids` (a slice of orderedIds) in that order. */
async function readPage(db: Db, source: RowSource, ids: string): Promise<FullExportRow[]> {
  const rows = await db
    .select({ row: rowJson(source.columns) })
    .from(source.table)
    .innerJoin(sql`unnest(${`{${ids}}`}::uuid[]) with ordinality as export_page(id, position)`, sql`export_page.id = ${source.columns.id}`)
    .orderBy(sql`export_page.position`);
  return rows.map((row) => toExportRow(row.row));
}

/** The export's rows a page at a time (at most batchSize rows in memory). */
export async function* readExportPages(db: Db, query: ExportRowsQuery): AsyncGenerator<FullExportRow[]> {
  const source = 'source' in query ? query.source : researchRowSource(query.researchId);
  const pageSize = Math.max(1, Math.min(query.batchSize ?? EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE));
  const ids = await orderedIds(db, source, query);
  const step = pageSize * (ID_TEXT_LENGTH + 1);
  for (let at = 0; at < ids.length; at += step) {
    const page = await readPage(db, source, ids.slice(at, at + step - 1));
    if (page.length > 0) yield page;
  }
}

export async function* readExportRows(db: Db, query: ExportRowsQuery): AsyncGenerator<FullExportRow> {
  for await (const page of readExportPages(db, query)) yield* page;
}
