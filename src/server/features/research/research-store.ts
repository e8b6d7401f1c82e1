// Writes one research session and all its keyword results in a single transaction: a failure at
// any row leaves nothing behind. Results go in batches to stay far below PostgreSQL's 65,535
// bind-parameter limit per statement (17 columns x 500 rows).
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import type { KeywordMetrics } from '../../providers/types.js';
import { toResultInsert, type KeywordResultInsert } from './research-records.js';

const INSERT_BATCH_SIZE = 500;

export interface NewResearchSession {
  userId: string;
  seedKeyword: string;
  languageCode: string;
  locationCode: number;
  limit: number;
  costUsd: number;
  provider: string;
  seedNote: string | null;
  /** The seed first when the provider had it, then the ideas in provider order. */
  results: ReadonlyArray<{ metrics: KeywordMetrics; isSeed: boolean }>;
}

export interface StoredResearch {
  researchId: string;
  rows: KeywordResultInsert[];
}

export async function storeResearchSession(db: DbOrTx, session: NewResearchSession): Promise<StoredResearch> {
  return db.transaction(async (tx) => {
    const [research] = await tx
      .insert(keywordResearch)
      .values({
        userId: session.userId,
        seedKeyword: session.seedKeyword,
        totalResults: session.results.length,
        locationCode: session.locationCode,
        languageCode: session.languageCode,
        resultLimit: session.limit,
        apiCost: session.costUsd,
        provider: session.provider,
        seedNote: session.seedNote,
      })
      .returning({ id: keywordResearch.id });
    if (!research) throw new Error('keyword_research insert returned no row');
    const rows = session.results.map((result, rank) => toResultInsert(research.id, result.metrics, rank, result.isSeed));
    for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
      await tx.insert(keywordResults).values(rows.slice(start, start + INSERT_BATCH_SIZE));
    }
    return { researchId: research.id, rows };
  });
}
