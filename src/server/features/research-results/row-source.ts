// Where keyword rows are read from: a research's `keyword_results` or a saved list's
// `keyword_list_items` (decision 029). The filter (keyword-filter-sql.ts), the order (row-order.ts),
// the paged read (rows-reader.ts) and the export (export-rows.ts) are written once over these
// columns, so a list filters, sorts and exports exactly as a research does.
import { eq, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { KEYWORD_METRICS, METRIC_KEYS, type MetricKey, type MetricValueKind, type StoredMetricKey } from '../../../shared/keyword-row/metrics.js';
import { keywordListItems, keywordResults } from '../../db/schema/index.js';

/** The columns every read of keyword rows uses: the row's own, and one per declared metric (src/shared/keyword-row/metrics.ts). */
export type KeywordRowColumns = {
  id: AnyColumn;
  rank: AnyColumn;
  keyword: AnyColumn;
  metricsSource: AnyColumn;
  metricsFetchedAt: AnyColumn;
  /** Pinned on top of every sort (a research's seed; a list has none). */
  isSeedKeyword: SQLWrapper;
  /** A list item's note (its export writes it); a research's rows have none. */
  note?: AnyColumn;
} & MetricRowColumns;

/** A metric both stores keep is a column of each; one only a research keeps is a typed null in a list. */
type MetricRowColumns = { [K in StoredMetricKey<'list'>]: AnyColumn } & Record<Exclude<MetricKey, StoredMetricKey<'list'>>, SQLWrapper>;

/** The SQL type of a value kind's column: a store without the metric reads a typed null. */
const NULL_OF: Record<MetricValueKind, SQL> = {
  measure: sql`null::integer`,
  whole: sql`null::integer`,
  decimal: sql`null::double precision`,
  text: sql`null::text`,
  months: sql`'[]'::jsonb`,
  categoryIds: sql`'[]'::jsonb`,
  texts: sql`'{}'::text[]`,
  flag: sql`null::boolean`,
  gapRanks: sql`'[]'::jsonb`,
};

/** Each metric's column in a table, or the typed empty value where the table does not store it. */
function metricColumns(table: Partial<Record<MetricKey, AnyColumn>>): MetricRowColumns {
  const columns: Partial<Record<MetricKey, SQLWrapper>> = {};
  for (const key of METRIC_KEYS) columns[key] = table[key] ?? NULL_OF[KEYWORD_METRICS[key].value];
  return columns as MetricRowColumns;
}

export interface RowSource<T extends PgTable = PgTable> {
  table: T;
  columns: KeywordRowColumns;
  /** The rows of this research or list. */
  scope: SQL;
  /** Whose rows these are: where their stored totals are kept (row-totals.ts). */
  owner: { kind: 'research' | 'list'; id: string };
}

export const RESEARCH_ROW_COLUMNS: KeywordRowColumns = {
  id: keywordResults.id,
  rank: keywordResults.rank,
  keyword: keywordResults.keyword,
  metricsSource: keywordResults.metricsSource,
  metricsFetchedAt: keywordResults.metricsFetchedAt,
  isSeedKeyword: keywordResults.isSeedKeyword,
  ...metricColumns(keywordResults),
};

export const LIST_ROW_COLUMNS: KeywordRowColumns = {
  id: keywordListItems.id,
  rank: keywordListItems.rank,
  keyword: keywordListItems.keyword,
  metricsSource: keywordListItems.metricsSource,
  metricsFetchedAt: keywordListItems.metricsFetchedAt,
  // Always false. A cast, since ORDER BY refuses a bare constant; the planner drops a constant
  // sort key, so the list's page indexes (db/schema/page-indexes.ts) need no seed column. So do
  // the metrics a list does not store (relevance, depth): typed nulls.
  isSeedKeyword: sql`false::boolean`,
  note: keywordListItems.note,
  ...metricColumns(keywordListItems),
};

/** The rows research `researchId` owns (its `keyword_results`). A research's own view: researchRows. */
export function researchRowSource(researchId: string): RowSource<typeof keywordResults> {
  return { table: keywordResults, columns: RESEARCH_ROW_COLUMNS, scope: eq(keywordResults.researchId, researchId), owner: { kind: 'research', id: researchId } };
}

/** A research as far as where its rows are: its own, or those of the research it shares an answer with. */
export interface RowsPointer {
  id: string;
  /** The research whose rows this one reads (decision 054); null: its own. */
  rowsResearchId: string | null;
}

/**
 * The rows a research shows: every read of a research's rows, counts, totals, charts, clusters,
 * changes and exports starts here, so a research that shares a stored answer reads the one copy.
 */
export function researchRows(research: RowsPointer): RowSource<typeof keywordResults> {
  return researchRowSource(research.rowsResearchId ?? research.id);
}

export function listRowSource(listId: string): RowSource<typeof keywordListItems> {
  return { table: keywordListItems, columns: LIST_ROW_COLUMNS, scope: eq(keywordListItems.listId, listId), owner: { kind: 'list', id: listId } };
}
