// Writing the store: a research's header row, and the provider's keyword metrics as keyword_results
// rows (keywords and related researches), each with its metric source and fetch date.
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import type { KeywordMetrics } from '../../providers/types.js';
import { figureValues, providerMetricValues, relatedMetricValues } from './keyword-metric-values.js';

export type KeywordResultInsert = typeof keywordResults.$inferInsert;

/** A provider's ISO timestamp as a Date; missing or unreadable is null. */
export const dateOrNull = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? date : null;
};

export function toResultInsert(
  researchId: string,
  metrics: KeywordMetrics,
  rank: number,
  isSeedKeyword: boolean,
  related?: { depth: number; relevance: number | null; categories: readonly string[] },
): KeywordResultInsert {
  const measured = providerMetricValues(metrics);
  return {
    researchId,
    rank,
    keyword: metrics.keyword,
    ...measured,
    ...relatedMetricValues(related),
    // The stored analysis (the SERP refinement and the cluster follow in keyword-analysis.ts).
    ...figureValues(measured),
    metricsSource: metrics.source,
    metricsFetchedAt: dateOrNull(metrics.fetchedAt),
    metricsUpdatedAt: dateOrNull(metrics.metricsUpdatedAt),
    isSeedKeyword,
  };
}

// Batches stay far below PostgreSQL's 65,535 bind parameters per statement (18 columns x 500 rows).
const INSERT_BATCH_SIZE = 500;

/**
 * Inserts rows in batches; a row whose (research, rank) is already stored is skipped, so a page
 * stored twice adds its rows once. Answers how many rows were added.
 */
export async function insertKeywordRows(db: DbOrTx, rows: readonly KeywordResultInsert[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const inserted = await db
      .insert(keywordResults)
      .values(rows.slice(start, start + INSERT_BATCH_SIZE))
      .onConflictDoNothing({ target: [keywordResults.researchId, keywordResults.rank] })
      .returning({ id: keywordResults.id });
    added += inserted.length;
  }
  return added;
}

export type NewResearch = Omit<typeof keywordResearch.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function createResearch(db: DbOrTx, research: NewResearch): Promise<string> {
  const [row] = await db.insert(keywordResearch).values(research).returning({ id: keywordResearch.id });
  if (!row) throw new Error('keyword_research insert returned no row');
  return row.id;
}
