// Who may read a research: its owner, or an admin. Anyone else gets the same 404 as for an id that
// does not exist ("not found or not yours"), so ids cannot be probed.
import { eq } from 'drizzle-orm';
import { RESULTS_NOT_FOUND } from '../../../shared/messages/research.js';
import { userHasPermission } from '../../../shared/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResearch } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';

export type ResearchRow = typeof keywordResearch.$inferSelect;

export interface Viewer {
  id: string;
  roles: readonly string[];
}

export async function findResearchForViewer(db: DbOrTx, researchId: string, viewer: Viewer): Promise<ResearchRow> {
  const [research] = await db.select().from(keywordResearch).where(eq(keywordResearch.id, researchId));
  const mayRead = research && (research.userId === viewer.id || userHasPermission(viewer.roles, 'admin:view-research'));
  if (!research || !mayRead) throw new NotFoundError(RESULTS_NOT_FOUND);
  return research;
}
