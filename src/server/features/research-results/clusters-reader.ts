// The cluster view's figures: the shared summary over a research's stored rows or
// a list's items (decision 033). Rows stored before clustering existed are clustered on this first
// read, in one transaction so a failure leaves no half-numbered clusters.
import { asc, sql } from 'drizzle-orm';
import { summarizeClusters } from '../../../shared/analysis/topic-clusters.js';
import type { ResearchClusters } from '../../../shared/contract/clusters.js';
import type { Db } from '../../db/client.js';
import { analyseRows, hasUnclusteredRows, type AnalysisOwner } from './keyword-analysis.js';
import type { RowSource } from './row-source.js';

export async function readClusters(db: Db, source: RowSource, owner: AnalysisOwner): Promise<ResearchClusters> {
  if (await hasUnclusteredRows(db, source)) await db.transaction((tx) => analyseRows(tx, source, owner));
  return { clusters: await readStoredClusters(db, source) };
}

/** The clusters as stored, changing nothing (an export reads them: rows not yet clustered have none). */
export async function readStoredClusters(db: Db, source: RowSource): Promise<ResearchClusters['clusters']> {
  const { columns } = source;
  const rows = await db
    .select({
      keyword: sql<string>`${columns.keyword}`,
      searchVolume: sql<number | null>`${columns.searchVolume}`,
      difficulty: sql<number | null>`${columns.difficulty}`,
      clusterId: sql<number | null>`${columns.clusterId}`,
    })
    .from(source.table)
    .where(source.scope)
    .orderBy(asc(columns.rank));
  return summarizeClusters(rows);
}
