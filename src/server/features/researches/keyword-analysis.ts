// The stored analysis of a research's rows that needs more than the row itself (issue 17,
// decision 027), run when rows are stored: the opportunity refined by SERP weakness where the
// keyword's SERP is stored (the owner's latest SERP research of the keyword in the same market),
// and the topic clusters over all the research's rows (lexical, and SERP overlap where known).
// The row's own figures (seasonality, the opportunity without a SERP) are written with it
// (keyword-row-insert.ts).
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { opportunityScore, serpWeakness, type SerpPage } from '../../../shared/analysis/opportunity.js';
import { clusterKeywords } from '../../../shared/analysis/topic-clusters.js';
import { lowerKeyword } from '../../../shared/filters/keyword-words.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, keywordResults, serpResults } from '../../db/schema/index.js';
import { stemmerFor } from './stemmers.js';

export interface AnalysedResearch {
  id: string;
  userId: string;
  locationCode: number;
  languageCode: string;
}

const UPDATE_BATCH = 1000;

/** The top 10 of the owner's latest stored SERP of each of the research's keywords, by lower-case keyword. */
async function knownSerps(db: DbOrTx, research: AnalysedResearch): Promise<Map<string, SerpPage[]>> {
  const lowerSeed = sql<string>`lower(${keywordResearch.seedKeyword})`;
  const researchKeywords = db.select({ keyword: sql`lower(${keywordResults.keyword})` }).from(keywordResults).where(eq(keywordResults.researchId, research.id));
  const latest = db
    .selectDistinctOn([lowerSeed], { id: keywordResearch.id, keyword: lowerSeed.as('keyword') })
    .from(keywordResearch)
    .where(
      and(
        eq(keywordResearch.userId, research.userId),
        eq(keywordResearch.kind, 'serp'),
        eq(keywordResearch.status, 'complete'),
        eq(keywordResearch.locationCode, research.locationCode),
        eq(keywordResearch.languageCode, research.languageCode),
        inArray(lowerSeed, researchKeywords),
      ),
    )
    .orderBy(lowerSeed, desc(keywordResearch.createdAt), keywordResearch.id)
    .as('latest');
  const found = await db
    .select({ keyword: latest.keyword, domain: serpResults.domain, url: serpResults.url, description: serpResults.description })
    .from(latest)
    .innerJoin(serpResults, eq(serpResults.researchId, latest.id))
    .where(lte(serpResults.position, 10))
    .orderBy(latest.keyword, serpResults.position);
  const byKeyword = new Map<string, SerpPage[]>();
  for (const row of found) {
    const pages = byKeyword.get(row.keyword) ?? [];
    pages.push({ domain: row.domain, url: row.url, description: row.description });
    byKeyword.set(row.keyword, pages);
  }
  return byKeyword;
}

/** Recomputes the SERP-refined opportunity and the clusters of every row of the research. */
export async function analyseResearchRows(db: DbOrTx, research: AnalysedResearch): Promise<void> {
  const rows = await db
    .select({
      id: keywordResults.id,
      keyword: keywordResults.keyword,
      searchVolume: keywordResults.searchVolume,
      difficulty: keywordResults.difficulty,
      cpc: keywordResults.cpc,
      intent: keywordResults.intent,
      opportunity: keywordResults.opportunity,
      clusterId: keywordResults.clusterId,
    })
    .from(keywordResults)
    .where(eq(keywordResults.researchId, research.id))
    .orderBy(keywordResults.rank);
  if (rows.length === 0) return;
  const serps = await knownSerps(db, research);
  const serpOf = (keyword: string) => serps.get(lowerKeyword(keyword));
  const clusters = clusterKeywords(
    rows.map((row) => ({ keyword: row.keyword, searchVolume: row.searchVolume, serpUrls: serpOf(row.keyword)?.map((page) => page.url) })),
    stemmerFor(research.languageCode),
    research.languageCode,
  );
  const changed: { id: string; opportunity: number; clusterId: number }[] = [];
  rows.forEach((row, i) => {
    const serp = serpOf(row.keyword);
    const opportunity = opportunityScore(row, serp ? serpWeakness(serp) : 0);
    const clusterId = clusters[i]!;
    if (opportunity !== row.opportunity || clusterId !== row.clusterId) changed.push({ id: row.id, opportunity, clusterId });
  });
  for (let start = 0; start < changed.length; start += UPDATE_BATCH) {
    const values = sql.join(
      changed.slice(start, start + UPDATE_BATCH).map((c) => sql`(${c.id}::uuid, ${c.opportunity}::int, ${c.clusterId}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update keyword_results k set opportunity = v.opportunity, cluster_id = v.cluster_id
      from (values ${values}) as v(id, opportunity, cluster_id)
      where k.id = v.id`);
  }
}

/** Whether some row of the research was stored before clustering existed (or has not been clustered yet). */
export async function hasUnclusteredRows(db: DbOrTx, researchId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: keywordResults.id })
    .from(keywordResults)
    .where(and(eq(keywordResults.researchId, researchId), isNull(keywordResults.clusterId)))
    .limit(1);
  return row !== undefined;
}
