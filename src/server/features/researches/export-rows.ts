// Reads a research's keyword rows for an export in batches (at most EXPORT_BATCH_SIZE rows in
// memory), in the table's stored order, with a keyset cursor on (rank, id): each batch is an
// index range scan that starts where the last one ended, so batch 100 costs what batch 1 does
// (an OFFSET would re-read every earlier row).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FullExportRow } from '../../../shared/export/export-layout.js';
import type { Db } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';

export const EXPORT_BATCH_SIZE = 1000;

export interface ExportRowsQuery {
  researchId: string;
  /** The filter as SQL (keywordFilterCondition); undefined for every row. */
  condition?: SQL;
  batchSize?: number;
}

const exportColumns = {
  id: keywordResults.id,
  rank: keywordResults.rank,
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
};

function selectBatch(db: Db, query: ExportRowsQuery, after: { rank: number; id: string } | null, batchSize: number) {
  const cursor = after ? sql`(${keywordResults.rank}, ${keywordResults.id}) > (${after.rank}, ${after.id}::uuid)` : undefined;
  return db
    .select(exportColumns)
    .from(keywordResults)
    .where(and(eq(keywordResults.researchId, query.researchId), query.condition, cursor))
    .orderBy(asc(keywordResults.rank), asc(keywordResults.id))
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
  };
}

export async function* readExportRows(db: Db, query: ExportRowsQuery): AsyncGenerator<FullExportRow> {
  const batchSize = Math.min(query.batchSize ?? EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE);
  let after: { rank: number; id: string } | null = null;
  for (;;) {
    const batch: StoredRow[] = await selectBatch(db, query, after, batchSize);
    for (const row of batch) yield toExportRow(row);
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
    after = { rank: last.rank, id: last.id };
  }
}
