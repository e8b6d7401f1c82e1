// The stored analysis of a row source's rows that needs more than the row itself (decision 027,
// decisions 027 and 033), run when rows are stored or a list's items change: the opportunity
// refined by SERP weakness where the keyword's SERP is stored (the owner's latest SERP research of
// the keyword in the same market), and the topic clusters over all the rows (lexical, and SERP
// overlap where known). One pass for a research's rows and a saved list's items (row-source.ts).
// The row's own figures (seasonality, the opportunity without a SERP) are written with it
// (shared/analysis/row-figures.ts).
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { opportunityScore, serpWeakness, type SerpPage } from '../../../shared/analysis/opportunity.js';
import { clusterKeywords } from '../../../shared/analysis/topic-clusters.js';
import { lowerKeyword } from '../../../shared/filters/keyword-words.js';
import { PENDING_METRICS_SOURCE } from '../../../shared/lists/import-limits.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch, serpResults } from '../../db/schema/index.js';
import { insertKeywordRows, type KeywordResultInsert } from './keyword-row-insert.js';
import { researchRowSource, type RowSource } from './row-source.js';
import { stemmerFor } from './stemmers.js';
import { storeRowTotals } from './row-totals.js';

/** Whose SERP analyses refine the opportunity, and in which market (a research's or a list's). */
export interface AnalysisOwner {
  userId: string;
  locationCode: number;
  languageCode: string;
}

export interface AnalysedResearch extends AnalysisOwner {
  id: string;
}

const UPDATE_BATCH = 1000;

/** The owner's latest complete SERP analysis of each keyword `lowerKeywords` answers (a subquery of lower-case keywords), in its market. */
function latestSerpOfEach(db: DbOrTx, owner: AnalysisOwner, lowerKeywords: SQLWrapper) {
  const lowerSeed = sql<string>`lower(${keywordResearch.seedKeyword})`;
  return db
    .selectDistinctOn([lowerSeed], { id: keywordResearch.id, keyword: lowerSeed.as('keyword') })
    .from(keywordResearch)
    .where(
      and(
        eq(keywordResearch.userId, owner.userId),
        eq(keywordResearch.kind, 'serp'),
        eq(keywordResearch.status, 'complete'),
        eq(keywordResearch.locationCode, owner.locationCode),
        eq(keywordResearch.languageCode, owner.languageCode),
        inArray(lowerSeed, lowerKeywords),
      ),
    )
    .orderBy(lowerSeed, desc(keywordResearch.createdAt), keywordResearch.id)
    .as('latest');
}

/**
 * The ids of the SERP analyses the analysis pass would refine these keywords with, in id order:
 * part of what makes two stored answers the same (answer-digest.ts), read before any row is stored.
 */
export async function refiningSerpIds(db: DbOrTx, owner: AnalysisOwner, keywords: readonly string[]): Promise<string[]> {
  if (keywords.length === 0) return [];
  // One bound parameter whatever the number of keywords; lower() in SQL, as the analysis pass has it.
  const latest = latestSerpOfEach(db, owner, lowerKeywordsOf(keywords));
  const found = await db.select({ id: latest.id }).from(latest).orderBy(latest.id);
  return found.map((row) => row.id);
}

/** The top 10 of the owner's latest stored SERP of each keyword `lowerKeywords` answers (a subquery of lower-case keywords), by lower-case keyword. */
async function knownSerps(db: DbOrTx, lowerKeywords: SQLWrapper, owner: AnalysisOwner): Promise<Map<string, SerpPage[]>> {
  const latest = latestSerpOfEach(db, owner, lowerKeywords);
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

/** A set of keywords as one bound parameter, lower-cased in SQL as the analysis pass has it. */
const lowerKeywordsOf = (keywords: readonly string[]) => sql`(select lower(k) from jsonb_array_elements_text(${JSON.stringify(keywords)}::jsonb) as k)`;

/** What the analysis reads of a row, stored or about to be. */
type AnalysisInput = Pick<KeywordResultInsert, 'searchVolume' | 'difficulty' | 'cpc' | 'intent' | 'metricsSource'> & { keyword: string };

/** The SERP-refined opportunity and the cluster of each row, in the rows' order (rank order). */
async function analysedFigures(db: DbOrTx, rows: readonly AnalysisInput[], lowerKeywords: SQLWrapper, owner: AnalysisOwner): Promise<{ opportunity: number | null; clusterId: number }[]> {
  const serps = await knownSerps(db, lowerKeywords, owner);
  const serpOf = (keyword: string) => serps.get(lowerKeyword(keyword));
  const clusters = clusterKeywords(
    rows.map((row) => ({ keyword: row.keyword, searchVolume: row.searchVolume ?? null, serpUrls: serpOf(row.keyword)?.map((page) => page.url) })),
    stemmerFor(owner.languageCode),
    owner.languageCode,
  );
  return rows.map((row, i) => {
    const serp = serpOf(row.keyword);
    const metrics = { searchVolume: row.searchVolume ?? null, difficulty: row.difficulty ?? null, cpc: row.cpc ?? null, intent: row.intent ?? null };
    // A list item an import has not fetched yet has no metrics to score (null, not a score of 0).
    const opportunity = row.metricsSource === PENDING_METRICS_SOURCE ? null : opportunityScore(metrics, serp ? serpWeakness(serp) : 0);
    return { opportunity, clusterId: clusters[i]! };
  });
}

function analysedColumns(source: RowSource) {
  const { columns } = source;
  return {
    id: sql<string>`${columns.id}`,
    keyword: sql<string>`${columns.keyword}`,
    searchVolume: sql<number | null>`${columns.searchVolume}`,
    difficulty: sql<number | null>`${columns.difficulty}`,
    cpc: sql<number | null>`${columns.cpc}`,
    intent: sql<string | null>`${columns.intent}`,
    metricsSource: sql<string>`${columns.metricsSource}`,
    opportunity: sql<number | null>`${columns.opportunity}`,
    clusterId: sql<number | null>`${columns.clusterId}`,
  };
}

/** Recomputes the SERP-refined opportunity and the clusters of every row of the source. */
export async function analyseRows(db: DbOrTx, source: RowSource, owner: AnalysisOwner): Promise<void> {
  const rows = await db.select(analysedColumns(source)).from(source.table).where(source.scope).orderBy(asc(source.columns.rank));
  if (rows.length === 0) return storeRowTotals(db, source);
  const sourceKeywords = db.select({ keyword: sql`lower(${source.columns.keyword})` }).from(source.table).where(source.scope);
  const figures = await analysedFigures(db, rows, sourceKeywords, owner);
  const changed: { id: string; opportunity: number | null; clusterId: number }[] = [];
  rows.forEach((row, i) => {
    const { opportunity, clusterId } = figures[i]!;
    if (opportunity !== row.opportunity || clusterId !== row.clusterId) changed.push({ id: row.id, opportunity, clusterId });
  });
  for (let start = 0; start < changed.length; start += UPDATE_BATCH) {
    const values = sql.join(
      changed.slice(start, start + UPDATE_BATCH).map((c) => sql`(${c.id}::uuid, ${c.opportunity}::int, ${c.clusterId}::int)`),
      sql`, `,
    );
    // Both stores name these columns alike; SET takes bare column names.
    await db.execute(sql`
      update ${source.table} k set opportunity = v.opportunity, cluster_id = v.cluster_id
      from (values ${values}) as v(id, opportunity, cluster_id)
      where k.id = v.id`);
  }
  // Every change of the rows ends here: their totals are stored with them (decision 040).
  await storeRowTotals(db, source);
}

export async function analyseResearchRows(db: DbOrTx, research: AnalysedResearch): Promise<void> {
  await analyseRows(db, researchRowSource(research.id), research);
}

/**
 * Stores a new research's rows with their analysis: the figures analyseResearchRows would write
 * afterwards are computed from the rows in memory and written with them, so each row is written
 * once (an update rewrites every index of the row's table). The rows are the research's first,
 * with distinct ranks, in rank order. Answers how many rows were stored.
 */
export async function insertAnalysedRows(db: DbOrTx, research: AnalysedResearch, rows: readonly KeywordResultInsert[]): Promise<number> {
  const figures = rows.length === 0 ? [] : await analysedFigures(db, rows, lowerKeywordsOf(rows.map((row) => row.keyword)), research);
  const stored = await insertKeywordRows(db, rows.map((row, i) => ({ ...row, ...figures[i] })));
  // Every change of the rows ends here: their totals are stored with them (decision 040).
  await storeRowTotals(db, researchRowSource(research.id));
  return stored;
}

/** Whether some row of the source was stored before clustering existed (or has not been clustered yet). */
export async function hasUnclusteredRows(db: DbOrTx, source: RowSource): Promise<boolean> {
  const [row] = await db
    .select({ id: sql`${source.columns.id}` })
    .from(source.table)
    .where(and(source.scope, isNull(source.columns.clusterId)))
    .limit(1);
  return row !== undefined;
}
