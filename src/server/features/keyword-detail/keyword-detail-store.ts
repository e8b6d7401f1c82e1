// What the store already holds about one keyword in one market for its user (decision 067): the
// newest row of it in their researches (the research the page was opened from first), their newest
// SERP analysis of it, and their lists holding it. Reads only; nothing here reaches a provider.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { KeywordDetail, KeywordDetailQuery } from '../../../shared/contract/keyword-detail.js';
import type { ResearchKind } from '../../../shared/contract/researches.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordLists, keywordListItems, keywordResearch, keywordResults } from '../../db/schema/index.js';
import { seasonality } from '../../../shared/analysis/seasonality.js';
import type { MonthlyVolume } from '../../../shared/analysis/months.js';
import type { Tx } from '../../db/client.js';
import { researchRows, storeRowTotals, toKeywordRow, type ResearchRow } from '../research-results/index.js';

type StoredRow = Pick<KeywordDetail, 'row' | 'rowResearch' | 'ideasResearchId'>;

/** Rows are stored under the research that bought them (decision 054); the page's research may read another's. */
async function rowsOwnerOf(db: DbOrTx, userId: string, researchId: string | undefined): Promise<string | null> {
  if (!researchId) return null;
  const [research] = await db
    .select({ id: keywordResearch.id, rowsResearchId: keywordResearch.rowsResearchId })
    .from(keywordResearch)
    .where(and(eq(keywordResearch.id, researchId), eq(keywordResearch.userId, userId)));
  return research ? (research.rowsResearchId ?? research.id) : null;
}

export async function findKeywordRow(db: DbOrTx, userId: string, q: KeywordDetailQuery): Promise<StoredRow> {
  const preferred = await rowsOwnerOf(db, userId, q.researchId);
  const [found] = await db
    .select({ row: keywordResults, research: { id: keywordResearch.id, kind: keywordResearch.kind, seedKeyword: keywordResearch.seedKeyword, createdAt: keywordResearch.createdAt, request: keywordResearch.request } })
    .from(keywordResults)
    .innerJoin(keywordResearch, eq(keywordResults.researchId, keywordResearch.id))
    .where(
      and(
        eq(keywordResearch.userId, userId),
        eq(keywordResearch.locationCode, q.locationCode),
        eq(keywordResearch.languageCode, q.languageCode),
        sql`lower(${keywordResults.keyword}) = ${normalizeKeyword(q.keyword)}`,
      ),
    )
    .orderBy(...(preferred ? [desc(sql`${keywordResearch.id} = ${preferred}`)] : []), desc(keywordResearch.createdAt), asc(keywordResults.rank))
    .limit(1);
  if (!found) return { row: null, rowResearch: null, ideasResearchId: null };
  const kind = found.research.kind as ResearchKind; // the CHECK constraint holds it to these
  const parent = found.research.request['parentResearchId'];
  const ideasResearchId = kind === 'keywords' ? found.research.id : kind === 'ideas' && typeof parent === 'string' ? parent : null;
  return {
    row: toKeywordRow(found.row),
    rowResearch: { id: found.research.id, kind, seedKeyword: found.research.seedKeyword, createdAt: found.research.createdAt.toISOString() },
    ideasResearchId,
  };
}

export async function findSerpAnalysisId(db: DbOrTx, userId: string, q: KeywordDetailQuery): Promise<string | null> {
  const [analysis] = await db
    .select({ id: keywordResearch.id })
    .from(keywordResearch)
    .where(
      and(
        eq(keywordResearch.userId, userId),
        eq(keywordResearch.kind, 'serp'),
        eq(keywordResearch.locationCode, q.locationCode),
        eq(keywordResearch.languageCode, q.languageCode),
        sql`lower(${keywordResearch.seedKeyword}) = ${normalizeKeyword(q.keyword)}`,
      ),
    )
    .orderBy(desc(keywordResearch.createdAt), desc(keywordResearch.id))
    .limit(1);
  return analysis?.id ?? null;
}

export function findListsHolding(db: DbOrTx, userId: string, q: KeywordDetailQuery): Promise<Array<{ id: string; name: string }>> {
  return db
    .select({ id: keywordLists.id, name: keywordLists.name })
    .from(keywordListItems)
    .innerJoin(keywordLists, eq(keywordListItems.listId, keywordLists.id))
    .where(
      and(
        eq(keywordLists.userId, userId),
        eq(keywordLists.locationCode, q.locationCode),
        eq(keywordLists.languageCode, q.languageCode),
        eq(keywordListItems.keyword, normalizeKeyword(q.keyword)),
      ),
    )
    .orderBy(asc(keywordLists.name));
}

/**
 * The longer history kept on the research's row of the keyword (the rows it reads, decision 054):
 * the months and the figures drawn from them (peak month, 3-month trend, YoY; decision 046's one
 * rule), then the research's row totals again, so a filtered count is never stale.
 */
export async function keepHistoryOnRows(tx: Tx, research: ResearchRow, keyword: string, months: MonthlyVolume[]): Promise<number> {
  const source = researchRows(research);
  const { peakMonth, trend, trendYoy } = seasonality(months);
  const updated = await tx
    .update(keywordResults)
    .set({ monthlySearches: months, peakMonth, trend, trendYoy })
    .where(and(source.scope, sql`lower(${keywordResults.keyword}) = ${normalizeKeyword(keyword)}`))
    .returning({ id: keywordResults.id });
  if (updated.length > 0) await storeRowTotals(tx, source);
  return updated.length;
}
