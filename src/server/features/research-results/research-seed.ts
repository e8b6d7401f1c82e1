// The seed a keyword research shows on top of its results: the first stored row when it is a seed,
// else a stand-in for the seed keyword the provider returned nothing for (volume 0, CPC 0, no
// difficulty). Made here, where whether the seed was stored is known, so the browser reads it with
// the header and makes nothing up; the stand-in is never stored, counted or exported.
import { asc } from 'drizzle-orm';
import type { ResearchDetail } from '../../../shared/contract/researches.js';
import { emptyApiMetrics } from '../../../shared/keyword-row/metrics.js';
import { SEED_PLACEHOLDER_METRICS } from '../../../shared/seed.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import type { ResearchRow } from './research-access.js';
import { toKeywordRow, toResearchHeader } from './research-records.js';
import { researchRows } from './row-source.js';

type SeedRow = NonNullable<ResearchDetail['seed']>;

/** The stand-in seed row: the seed keyword, trimmed, with the placeholder metrics. */
export function seedPlaceholder(seedKeyword: string): SeedRow {
  return {
    rank: -1,
    keyword: seedKeyword.trim(),
    ...emptyApiMetrics(),
    ...SEED_PLACEHOLDER_METRICS,
    metricsSource: '',
    isSeedKeyword: true,
    metricsFetchedAt: null,
    metricsUpdatedAt: null,
    isPlaceholder: true,
  };
}

async function researchSeed(db: DbOrTx, research: ResearchRow): Promise<SeedRow | null> {
  if (research.kind !== 'keywords') return null;
  // The seed is stored first (rank order) when the provider knew it: one row of the rank index, of
  // the stored answer this research reads (its own or a shared one).
  const [first] = await db.select().from(keywordResults).where(researchRows(research).scope).orderBy(asc(keywordResults.rank)).limit(1);
  if (first?.isSeedKeyword) return toKeywordRow(first);
  return research.seedKeyword.trim() === '' ? null : seedPlaceholder(research.seedKeyword);
}

/** GET /api/researches/{id}: the header and the seed the results page shows on top. */
export async function readResearchDetail(db: DbOrTx, research: ResearchRow): Promise<ResearchDetail> {
  return { ...toResearchHeader(research), seed: await researchSeed(db, research) };
}
