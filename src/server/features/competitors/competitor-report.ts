// A competitor run's report (GET /api/competitors/{id}): what its research row and snapshot hold.
// Its rows are read through the researches' rows endpoint like every other research's.
import { COMPETITOR_RESEARCH_KINDS, type CompetitorReport, type CompetitorResearchKind } from '../../../shared/contract/competitors.js';
import { COMPETITOR_RUN_NOT_FOUND } from '../../../shared/messages/competitors.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import type { DbOrTx } from '../../db/client.js';
import { NotFoundError } from '../../domain/errors.js';
import { findResearchForViewer, type ResearchRow, type Viewer } from '../research-results/index.js';
import { competitorSnapshotOf } from './competitor-store.js';

const isCompetitorKind = (kind: string): kind is CompetitorResearchKind => (COMPETITOR_RESEARCH_KINDS as readonly string[]).includes(kind);

/** The report of a stored competitor run; 404 for another kind of research. */
export function toCompetitorReport(research: ResearchRow): CompetitorReport {
  const snapshot = competitorSnapshotOf(research.snapshot);
  if (!isCompetitorKind(research.kind) || !snapshot) throw new NotFoundError(COMPETITOR_RUN_NOT_FOUND);
  return {
    ...snapshot,
    researchId: research.id,
    kind: research.kind,
    languageCode: research.languageCode,
    locationCode: research.locationCode,
    providerCost: Number(research.providerCost),
    isDemoData: isDemoProviderName(research.provider),
    createdAt: research.createdAt.toISOString(),
  };
}

export async function findCompetitorReport(db: DbOrTx, researchId: string, viewer: Viewer): Promise<CompetitorReport> {
  try {
    return toCompetitorReport(await findResearchForViewer(db, researchId, viewer));
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(COMPETITOR_RUN_NOT_FOUND);
    throw error;
  }
}
