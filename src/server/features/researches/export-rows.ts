// Reads a research's keyword rows for an export in batches (at most EXPORT_BATCH_SIZE rows in
// memory), in the table's order (row-order.ts: the same sort as the paged reads), with a keyset
// cursor: each batch starts where the last one ended, so batch 100 costs what batch 1 does (an
// OFFSET would re-read every earlier row).
import { and, sql, type SQL } from 'drizzle-orm';
import type { RowsOrder } from '../../../shared/contract/researches.js';
import type { FullExportRow } from '../../../shared/export/export-layout.js';
import type { Db } from '../../db/client.js';
import { rowPositionColumns, rowsAfter, rowsOrderBy, type RowPosition } from './row-order.js';
import { researchRowSource, type KeywordRowColumns, type RowSource } from './row-source.js';

export const EXPORT_BATCH_SIZE = 1000;

export type ExportRowsQuery = ({ researchId: string } | { source: RowSource }) & {
  /** The filter as SQL (keywordFilterCondition); undefined for every row. */
  condition?: SQL;
  /** The table's sort; by rank when absent. */
  order?: RowsOrder;
  batchSize?: number;
};

function exportColumns(columns: KeywordRowColumns) {
  return {
    keyword: sql<string>`${columns.keyword}`,
    searchVolume: sql<number | null>`${columns.searchVolume}`,
    cpc: sql<number | null>`${columns.cpc}`,
    competition: sql<number | null>`${columns.competition}`,
    competitionLevel: sql<string | null>`${columns.competitionLevel}`,
    difficulty: sql<number | null>`${columns.difficulty}`,
    intent: sql<string | null>`${columns.intent}`,
    relevance: sql<number | null>`${columns.relevance}`,
    categories: sql<number[]>`${columns.categories}`,
    monthlySearches: sql<{ year: number; month: number; searchVolume: number | null }[]>`${columns.monthlySearches}`,
    metricsSource: sql<string>`${columns.metricsSource}`,
    // As text with its zone: a raw sql column is not mapped to a Date by the driver.
    metricsFetchedAt: sql<string | null>`to_char(${columns.metricsFetchedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    opportunity: sql<number | null>`${columns.opportunity}`,
    peakMonth: sql<number | null>`${columns.peakMonth}`,
    clusterId: sql<number | null>`${columns.clusterId}`,
  };
}

const BY_RANK: RowsOrder = { sort: 'rank', direction: 'asc' };

function selectBatch(db: Db, query: ExportRowsQuery, after: RowPosition | null, batchSize: number) {
  const order = query.order ?? BY_RANK;
  const source = 'source' in query ? query.source : researchRowSource(query.researchId);
  return db
    .select({ ...exportColumns(source.columns), position: rowPositionColumns(order, source.columns) })
    .from(source.table)
    .where(and(source.scope, query.condition, after ? rowsAfter(order, after, source.columns) : undefined))
    .orderBy(...rowsOrderBy(order, source.columns))
    .limit(batchSize);
}

type StoredRow = Awaited<ReturnType<typeof selectBatch>>[number];

function toExportRow(row: StoredRow): FullExportRow {
  return {
    keyword: row.keyword,
    searchVolume: row.searchVolume,
    cpc: row.cpc,
    competition: row.competition,
    competitionLevel: row.competitionLevel,
    difficulty: row.difficulty,
    intent: row.intent,
    relevance: row.relevance,
    categories: row.categories,
    monthlySearches: row.monthlySearches,
    metricsSource: row.metricsSource,
    metricsFetchedAt: row.metricsFetchedAt,
    opportunity: row.opportunity,
    peakMonth: row.peakMonth,
    clusterId: row.clusterId,
  };
}

export async function* readExportRows(db: Db, query: ExportRowsQuery): AsyncGenerator<FullExportRow> {
  const batchSize = Math.min(query.batchSize ?? EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE);
  let after: RowPosition | null = null;
  for (;;) {
    const batch: StoredRow[] = await selectBatch(db, query, after, batchSize);
    for (const row of batch) yield toExportRow(row);
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    after = last.position;
  }
}
