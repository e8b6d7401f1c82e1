// Which keywords count as tracked for "queries not yet tracked" (decision 066). Today: every keyword
// in the user's saved lists (stored normalised). When projects exist, their tracked keywords join
// here (a union with the project's keyword set, or only the project's that points at the property):
// this function is the one place to wire it, the rule itself (queriesNotTracked) takes the set.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { keywordListItems, keywordLists } from '../../db/schema/index.js';

export async function trackedKeywordsOf(db: DbOrTx, userId: string): Promise<Set<string>> {
  const found = await db
    .selectDistinct({ keyword: keywordListItems.keyword })
    .from(keywordListItems)
    .innerJoin(keywordLists, eq(keywordLists.id, keywordListItems.listId))
    .where(eq(keywordLists.userId, userId));
  return new Set(found.map((row) => row.keyword));
}
