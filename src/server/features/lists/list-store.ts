// A user's saved keyword lists (decision 029): create (under the plan's max_saved_projects, counted
// under a lock on the user's row so concurrent creations cannot pass the cap), rename, delete (with
// the list's share links, in one transaction), list with counts, and the owner-only lookup that
// answers another user's list like a missing one.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ListSummary } from '../../../shared/contract/lists.js';
import { LISTS_UNLIMITED_CAP } from '../../../shared/lists/import-limits.js';
import { LIST_NOT_FOUND, listLimitMessage } from '../../../shared/messages/lists.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keywordLists, shareLinks, user } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { findPlanByTier, findSubscription } from '../billing/index.js';

export type ListRow = typeof keywordLists.$inferSelect;

/** The list when `userId` owns it; anyone else's reads as not found. */
export async function findOwnList(db: DbOrTx, listId: string, userId: string): Promise<ListRow> {
  const [list] = await db.select().from(keywordLists).where(and(eq(keywordLists.id, listId), eq(keywordLists.userId, userId)));
  if (!list) throw new NotFoundError(LIST_NOT_FOUND);
  return list;
}

/** Lists the user's plan allows: max_saved_projects, or LISTS_UNLIMITED_CAP when the plan sets none. */
export async function maxListsFor(db: DbOrTx, userId: string): Promise<number | null> {
  const subscription = await findSubscription(db, userId);
  const plan = subscription ? await findPlanByTier(db, subscription.tier) : null;
  if (!plan) return 0;
  return plan.maxSavedProjects;
}

export interface NewList {
  name: string;
  locationCode?: number | undefined;
  languageCode?: string | undefined;
}

export async function createList(db: Db, userId: string, input: NewList): Promise<ListRow> {
  return db.transaction(async (tx) => {
    // The user's row is the lock: concurrent creations of one user count one after the other.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const max = (await maxListsFor(tx, userId)) ?? LISTS_UNLIMITED_CAP;
    const [held] = await tx.select({ n: count() }).from(keywordLists).where(eq(keywordLists.userId, userId));
    if ((held?.n ?? 0) >= max) throw new ConflictError(listLimitMessage(max), { code: 'LIST_LIMIT', details: { maxLists: max, pricingUrl: '/pricing' } });
    const [list] = await tx
      .insert(keywordLists)
      .values({ userId, name: input.name, locationCode: input.locationCode ?? 2840, languageCode: input.languageCode ?? 'en' })
      .returning();
    return list!;
  });
}

export async function renameList(db: DbOrTx, listId: string, userId: string, name: string): Promise<void> {
  const renamed = await db
    .update(keywordLists)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(keywordLists.id, listId), eq(keywordLists.userId, userId)))
    .returning({ id: keywordLists.id });
  if (renamed.length === 0) throw new NotFoundError(LIST_NOT_FOUND);
}

export async function deleteList(db: Db, listId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(keywordLists)
      .where(and(eq(keywordLists.id, listId), eq(keywordLists.userId, userId)))
      .returning({ id: keywordLists.id });
    if (deleted.length === 0) throw new NotFoundError(LIST_NOT_FOUND);
    await tx.delete(shareLinks).where(and(eq(shareLinks.targetKind, 'list'), eq(shareLinks.targetId, listId)));
  });
}

/** Marks the list changed (its "updated" column). */
export async function touchList(db: DbOrTx, listId: string): Promise<void> {
  await db.update(keywordLists).set({ updatedAt: new Date() }).where(eq(keywordLists.id, listId));
}

// Qualified by hand: inside a one-table select drizzle writes bare column names, and a bare "id"
// in the subquery would be the item's.
const listIdColumn = sql`"keyword_lists"."id"`;
const itemCount = sql<number>`(select count(*)::int from "keyword_list_items" i where i.list_id = ${listIdColumn})`;
const itemVolume = sql<string | null>`(select sum(i.search_volume) from "keyword_list_items" i where i.list_id = ${listIdColumn})`;

function toSummary(row: ListRow & { keywordCount: number; totalVolume: string | null }): ListSummary {
  return {
    id: row.id,
    name: row.name,
    keywordCount: Number(row.keywordCount),
    totalVolume: Number(row.totalVolume ?? 0),
    locationCode: row.locationCode,
    languageCode: row.languageCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const summaryColumns = { keywordCount: itemCount, totalVolume: itemVolume };

/** The user's lists, most recently changed first, with their keyword count and total volume. */
export async function listLists(db: DbOrTx, userId: string): Promise<ListSummary[]> {
  const rows = await db
    .select({ list: keywordLists, ...summaryColumns })
    .from(keywordLists)
    .where(eq(keywordLists.userId, userId))
    .orderBy(desc(keywordLists.updatedAt), desc(keywordLists.id));
  return rows.map((row) => toSummary({ ...row.list, keywordCount: row.keywordCount, totalVolume: row.totalVolume }));
}

export async function listSummary(db: DbOrTx, list: ListRow): Promise<ListSummary> {
  const [row] = await db.select(summaryColumns).from(keywordLists).where(eq(keywordLists.id, list.id));
  return toSummary({ ...list, keywordCount: row?.keywordCount ?? 0, totalVolume: row?.totalVolume ?? null });
}
