// Where a value of ranking is kept: the row of the keyword in the caller's own research (the rows
// it reads, decision 054), so the keyword-row model's filter, sort and export see it. The row
// totals are stored again in the same transaction, so a filtered count is never stale.
import { and, eq, sql } from 'drizzle-orm';
import { RESEARCH_NOT_FOUND_FOR_VALUE } from '../../../shared/messages/strength.js';
import { normalizeKeyword } from '../../../shared/seed.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import type { KeywordValue } from '../../providers/types.js';
import { researchRows, storeRowTotals, type ResearchRow } from '../research-results/index.js';

/** The caller's own research (an admin may read others', not write to them): 404 otherwise. */
export async function ownResearch(db: DbOrTx, researchId: string, userId: string): Promise<ResearchRow> {
  const [research] = await db.select().from(keywordResearch).where(and(eq(keywordResearch.id, researchId), eq(keywordResearch.userId, userId)));
  if (!research) throw new NotFoundError(RESEARCH_NOT_FOUND_FOR_VALUE);
  return research;
}

export async function keepValueOnRows(tx: Tx, research: ResearchRow, keyword: string, value: KeywordValue): Promise<number> {
  const source = researchRows(research);
  const updated = await tx
    .update(keywordResults)
    .set({ trafficPotential: roundOrNull(value.trafficPotential), parentTopic: value.parentTopic, globalSearchVolume: roundOrNull(value.globalSearchVolume) })
    .where(and(source.scope, sql`lower(${keywordResults.keyword}) = ${normalizeKeyword(keyword)}`))
    .returning({ id: keywordResults.id });
  if (updated.length > 0) await storeRowTotals(tx, source);
  return updated.length;
}

function roundOrNull(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value);
}
