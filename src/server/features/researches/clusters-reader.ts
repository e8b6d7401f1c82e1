// The cluster view's figures (issue 17 item 3): the shared summary over the research's stored
// rows. Rows stored before clustering existed are clustered on this first read.
import { eq } from 'drizzle-orm';
import { summarizeClusters } from '../../../shared/analysis/topic-clusters.js';
import type { ResearchClusters } from '../../../shared/contract/clusters.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { analyseResearchRows, hasUnclusteredRows, type AnalysedResearch } from './keyword-analysis.js';

export async function readClusters(db: DbOrTx, research: AnalysedResearch): Promise<ResearchClusters> {
  if (await hasUnclusteredRows(db, research.id)) await analyseResearchRows(db, research);
  const rows = await db
    .select({ keyword: keywordResults.keyword, searchVolume: keywordResults.searchVolume, difficulty: keywordResults.difficulty, clusterId: keywordResults.clusterId })
    .from(keywordResults)
    .where(eq(keywordResults.researchId, research.id))
    .orderBy(keywordResults.rank);
  return { clusters: summarizeClusters(rows) };
}
