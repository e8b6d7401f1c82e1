// Writes a competitor run into the one result store (decision 020): a keyword_research row of kind
// 'domain', 'competitors' or 'gap' whose snapshot holds the run's report (sites, coverage, summary,
// discovery's domains, the gap's category counts, freshness), and its keyword rows beside every
// other research's. One transaction with the quota's settlement (withQuotaBundle).
import { eq } from 'drizzle-orm';
import type { CompetitorReport, CompetitorResearchKind } from '../../../shared/contract/competitors.js';
import type { Tx, DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { createResearch, insertAnalysedRows, type KeywordResultInsert } from '../research-results/index.js';

/** The report's parts the snapshot keeps (the rest comes from the research row). */
export type CompetitorSnapshot = Omit<CompetitorReport, 'researchId' | 'kind' | 'languageCode' | 'locationCode' | 'providerCost' | 'isDemoData' | 'createdAt'>;

export interface NewCompetitorRun {
  userId: string;
  kind: CompetitorResearchKind;
  /** What the history lists it by: the target, or "own vs competitors". */
  label: string;
  request: Record<string, unknown>;
  languageCode: string;
  locationCode: number;
  resultLimit: number;
  providerCost: number;
  provider: string;
  snapshot: CompetitorSnapshot;
  /** Builds the rows once the research has its id. */
  rows: (researchId: string) => KeywordResultInsert[];
}

export async function storeCompetitorRun(tx: Tx, run: NewCompetitorRun): Promise<string> {
  const researchId = await createResearch(tx, {
    userId: run.userId,
    kind: run.kind,
    status: 'complete',
    seedKeyword: run.label,
    request: run.request,
    totalResults: run.snapshot.coverage.totalCount,
    loadedResults: 0,
    locationCode: run.locationCode,
    languageCode: run.languageCode,
    resultLimit: run.resultLimit,
    providerCost: run.providerCost,
    provider: run.provider,
    snapshot: run.snapshot,
  });
  const owner = { id: researchId, userId: run.userId, locationCode: run.locationCode, languageCode: run.languageCode };
  // The clusters and the SERP-refined opportunity are written with the rows, not by a second pass over them.
  const stored = await insertAnalysedRows(tx, owner, run.rows(researchId));
  await tx.update(keywordResearch).set({ loadedResults: stored }).where(eq(keywordResearch.id, researchId));
  return researchId;
}

/** The stored snapshot of a competitor run, or null for a research of another kind. */
export function competitorSnapshotOf(snapshot: unknown): CompetitorSnapshot | null {
  if (typeof snapshot !== 'object' || snapshot === null || !('sites' in snapshot) || !('coverage' in snapshot)) return null;
  return snapshot as CompetitorSnapshot;
}

export type { DbOrTx };
