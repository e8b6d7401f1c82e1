// Reads a research's keyword rows for an export in batches (at most EXPORT_BATCH_SIZE rows in
// memory), in the table's order (row-order.ts: the same sort as the paged reads), with a keyset
// cursor: each batch starts where the last one ended, so batch 100 costs what batch 1 does (an
// OFFSET would re-read every earlier row).
import { and, eq, type SQL } from 'drizzle-orm';
import type { RowsOrder } from '../../../shared/contract/researches.js';
import type { FullExportRow } from '../../../shared/export/export-layout.js';
import type { Db } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { rowPositionColumns, rowsAfter, rowsOrderBy, type RowPosition } from './row-order.js';

export const EXPORT_BATCH_SIZE = 1000;

export interface ExportRowsQuery {
  researchId: string;
  /** The filter as SQL (keywordFilterCondition); undefined for every row. */
  condition?: SQL;
  /** The table's sort; by rank when absent. */
  order?: RowsOrder;
  batchSize?: number;
}

const exportColumns = {
  keyword: keywordResults.keyword,
  searchVolume: keywordResults.searchVolume,
  cpc: keywordResults.cpc,
  competition: keywordResults.competition,
  competitionLevel: keywordResults.competitionLevel,
  difficulty: keywordResults.difficulty,
  intent: keywordResults.intent,
  relevance: keywordResults.relevance,
  categories: keywordResults.categories,
  monthlySearches: keywordResults.monthlySearches,
  metricsSource: keywordResults.metricsSource,
  metricsFetchedAt: keywordResults.metricsFetchedAt,
  opportunity: keywordResults.opportunity,
  peakMonth: keywordResults.peakMonth,
  clusterId: keywordResults.clusterId,
};

const BY_RANK: RowsOrder = { sort: 'rank', direction: 'asc' };

function selectBatch(db: Db, query: ExportRowsQuery, after: RowPosition | null, batchSize: number) {
  const order = query.order ?? BY_RANK;
  return db
    .select({ ...exportColumns, position: rowPositionColumns(order) })
    .from(keywordResults)
    .where(and(eq(keywordResults.researchId, query.researchId), query.condition, after ? rowsAfter(order, after) : undefined))
    .orderBy(...rowsOrderBy(order))
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
    metricsFetchedAt: row.metricsFetchedAt?.toISOString() ?? null,
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
