// Which keywords count as tracked for "queries not yet tracked" (decision 066): every keyword of the
// user's rank-tracking projects (decision 064) and, as before projects existed, of their saved lists
// (a list is where a keyword waits to be tracked). Both are stored normalised. This function is the
// one place that says so; the rule itself (queriesNotTracked) takes the set.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keywordListItems, keywordLists, projectKeywords, projects } from '../../db/schema/index.js';

export async function trackedKeywordsOf(db: DbOrTx, userId: string): Promise<Set<string>> {
  const [listed, tracked] = await Promise.all([
    db
      .selectDistinct({ keyword: keywordListItems.keyword })
      .from(keywordListItems)
      .innerJoin(keywordLists, eq(keywordLists.id, keywordListItems.listId))
      .where(eq(keywordLists.userId, userId)),
    db
      .selectDistinct({ keyword: projectKeywords.keyword })
      .from(projectKeywords)
      .innerJoin(projects, eq(projects.id, projectKeywords.projectId))
      .where(eq(projects.userId, userId)),
  ]);
  return new Set([...listed, ...tracked].map((row) => row.keyword));
}
