// Writes one keyword research and all its rows in a single transaction: a failure at any row
// leaves nothing behind. An answer the user already has stored is not stored again: the research
// reads that one's rows (decision 054).
import type { ResearchRequest } from '../../../shared/contract/research-request.js';
import type { DbOrTx } from '../../db/client.js';
import type { KeywordMetrics } from '../../providers/types.js';
import { answerDigest, createResearch, findStoredAnswer, insertAnalysedRows, toResultInsert } from '../research-results/index.js';

export interface NewResearchSession {
  userId: string;
  request: ResearchRequest;
  providerCost: number;
  provider: string;
  seedNote: string | null;
  /** The seed first when the provider had it, then the ideas in provider order. */
  results: ReadonlyArray<{ metrics: KeywordMetrics; isSeed: boolean }>;
}

export async function storeResearchSession(db: DbOrTx, session: NewResearchSession): Promise<{ researchId: string; rowCount: number }> {
  const { request } = session;
  return db.transaction(async (tx) => {
    const owner = { userId: session.userId, locationCode: request.locationCode, languageCode: request.languageCode };
    const digest = await answerDigest(tx, owner, session);
    const rowsResearchId = await findStoredAnswer(tx, session.userId, digest);
    const researchId = await createResearch(tx, {
      userId: session.userId,
      kind: 'keywords',
      status: 'complete',
      seedKeyword: request.keyword,
      request: { ...request },
      totalResults: session.results.length,
      loadedResults: session.results.length,
      locationCode: request.locationCode,
      languageCode: request.languageCode,
      resultLimit: request.limit,
      providerCost: session.providerCost,
      provider: session.provider,
      seedNote: session.seedNote,
      // Either it reads the stored copy, or it owns rows that later researches of this answer read.
      ...(rowsResearchId ? { rowsResearchId } : { answerDigest: digest }),
    });
    if (rowsResearchId) return { researchId, rowCount: session.results.length };
    const rows = session.results.map((result, rank) => toResultInsert(researchId, result.metrics, rank, result.isSeed));
    // The clusters and the SERP-refined opportunity, stored with the rows.
    const rowCount = await insertAnalysedRows(tx, { id: researchId, ...owner }, rows);
    return { researchId, rowCount };
  });
}
