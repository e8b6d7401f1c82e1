// Reads one research session with its results for a viewer: the owner, or an admin. Anyone else
// gets the same 404 as for an id that does not exist, so ids cannot be probed.
import { asc, eq } from 'drizzle-orm';
import type { ResearchDetailResponse } from '../../../shared/api/research.js';
import { userHasPermission } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { keywordResearch, keywordResults } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { toResearchRecord, toResultRecord } from './research-records.js';

export const RESEARCH_NOT_FOUND = 'Research not found.';

export async function findResearchForViewer(
  db: Db,
  input: { researchId: string; viewer: { id: string; roles: readonly string[] } },
): Promise<ResearchDetailResponse> {
  const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, input.researchId));
  const mayRead = research && (research.userId === input.viewer.id || userHasPermission(input.viewer.roles, 'admin:view-research'));
  if (!research || !mayRead) throw new NotFoundError(RESEARCH_NOT_FOUND);
  const results = await db
    .select()
    .from(keywordResults)
    .where(eq(keywordResults.researchId, research.id))
    .orderBy(asc(keywordResults.rank), asc(keywordResults.id));
  return { research: toResearchRecord(research), results: results.map(toResultRecord) };
}
