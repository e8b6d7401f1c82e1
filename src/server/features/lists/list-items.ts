// The keywords of a saved list (decision 029): added from a research (chosen rows, or every row
// passing the rows route's filter), removed, annotated, and read a page at a time with the
// research rows' own filter, sort and summary (features/research-results: row-source.ts). A keyword is
// stored normalised and once per list (unique index; a repeat is skipped). Each item carries the
// research rows' analysis (decision 033): its own figures are written with its metrics, and every
// change of the items re-runs the list's analysis pass (SERP-refined opportunity, clusters) in the
// change's transaction.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AddFromResearchInput, ListItem, ListItemsPage, RemoveItemsInput } from '../../../shared/contract/lists.js';
import type { RowsQuery } from '../../../shared/contract/researches.js';
import { keywordFilterFromQuery } from '../../../shared/filters/keyword-filter-url.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { LIST_ADD_MAX, LIST_MAX_KEYWORDS, PENDING_METRICS_SOURCE } from '../../../shared/lists/import-limits.js';
import { LIST_ITEM_NOT_FOUND, listFullMessage } from '../../../shared/messages/lists.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keywordListItems, keywordResults } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import {
  analyseRows,
  figureValues,
  findResearchForViewer,
  keywordFilterCondition,
  LIST_ROW_COLUMNS,
  listRowSource,
  measuredValuesOf,
  measuredOrEmpty,
  readSourceRowsPage,
  researchRows,
  rowsOrderBy,
  toKeywordRow,
  type FigureValues,
  type Viewer,
} from '../research-results/index.js';
import { touchList, type ListRow } from './list-store.js';

export type ListItemInsert = Omit<typeof keywordListItems.$inferInsert, 'listId' | 'id' | 'rank' | keyof FigureValues | 'clusterId'>;

/** The list, as its analysis pass needs it: its items, its owner and market. */
export type AnalysedList = Pick<ListRow, 'id' | 'userId' | 'locationCode' | 'languageCode'>;

/** The figures an item stores from its own metrics; none while they are pending. */
function figuresOf(item: ListItemInsert): FigureValues {
  const pending = (item.metricsSource ?? PENDING_METRICS_SOURCE) === PENDING_METRICS_SOURCE;
  return figureValues(pending ? null : measuredOrEmpty(item));
}

/** Re-runs the list's analysis (SERP-refined opportunity, clusters): call it in the transaction that changed the items. */
export async function analyseList(tx: DbOrTx, list: AnalysedList): Promise<void> {
  await analyseRows(tx, listRowSource(list.id), list);
}

const INSERT_CHUNK = 500;

export async function countItems(db: DbOrTx, listId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(keywordListItems).where(eq(keywordListItems.listId, listId));
  return row?.n ?? 0;
}

/** Inserts the keywords the list lacks (normalised); answers how many were new. */
export async function insertItems(db: DbOrTx, listId: string, items: readonly ListItemInsert[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < items.length; i += INSERT_CHUNK) {
    const chunk = items.slice(i, i + INSERT_CHUNK).map((item) => ({ ...item, ...figuresOf(item), keyword: normalizeKeyword(item.keyword), listId }));
    const inserted = await db.insert(keywordListItems).values(chunk).onConflictDoNothing().returning({ id: keywordListItems.id });
    added += inserted.length;
  }
  return added;
}

/** Writes fetched metrics onto the list's keywords (an import's batch). */
export async function storeItemMetrics(db: DbOrTx, listId: string, items: readonly ListItemInsert[]): Promise<void> {
  for (const item of items) {
    await db
      .update(keywordListItems)
      .set({
        ...measuredOrEmpty(item),
        categories: item.categories ?? [],
        metricsSource: item.metricsSource ?? PENDING_METRICS_SOURCE,
        metricsFetchedAt: item.metricsFetchedAt ?? null,
        ...figuresOf(item),
      })
      .where(and(eq(keywordListItems.listId, listId), eq(keywordListItems.keyword, normalizeKeyword(item.keyword))));
  }
}

/** Keywords of `keywords` the list already holds. */
export async function keywordsInList(db: DbOrTx, listId: string, keywords: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keywords.length; i += INSERT_CHUNK) {
    const rows = await db
      .select({ keyword: keywordListItems.keyword })
      .from(keywordListItems)
      .where(and(eq(keywordListItems.listId, listId), inArray(keywordListItems.keyword, keywords.slice(i, i + INSERT_CHUNK))));
    for (const row of rows) found.add(row.keyword);
  }
  return found;
}

export async function assertRoomFor(db: DbOrTx, listId: string, more: number): Promise<void> {
  if ((await countItems(db, listId)) + more > LIST_MAX_KEYWORDS) throw new ConflictError(listFullMessage(LIST_MAX_KEYWORDS), { code: 'LIST_FULL' });
}

export async function addFromResearch(db: Db, list: ListRow, viewer: Viewer, input: AddFromResearchInput): Promise<{ added: number; alreadyInList: number; keywordCount: number }> {
  // Only a research the user may read; another user's reads as not found.
  const research = await findResearchForViewer(db, input.researchId, viewer);
  const chosen = input.ranks
    ? inArray(keywordResults.rank, input.ranks)
    : keywordFilterCondition(keywordFilterFromQuery(input.filter ?? {}), { language: research.languageCode });
  const rows = await db
    .select()
    .from(keywordResults)
    .where(and(researchRows(research).scope, chosen))
    .orderBy(...rowsOrderBy({ sort: 'rank', direction: 'asc' }))
    .limit(LIST_ADD_MAX);
  const items: ListItemInsert[] = rows.map((row) => ({
    keyword: row.keyword,
    ...measuredValuesOf(row),
    metricsSource: row.metricsSource,
    metricsFetchedAt: row.metricsFetchedAt,
  }));
  const unique = new Map(items.map((item) => [normalizeKeyword(item.keyword), item]));
  await assertRoomFor(db, list.id, unique.size);
  const added = await db.transaction(async (tx) => {
    const n = await insertItems(tx, list.id, [...unique.values()]);
    if (n > 0) {
      await touchList(tx, list.id);
      await analyseList(tx, list);
    }
    return n;
  });
  return { added, alreadyInList: unique.size - added, keywordCount: await countItems(db, list.id) };
}

/** Removes the chosen items (or every item passing the filter) and re-clusters what is left, in one transaction. */
export async function removeItems(db: Db, list: AnalysedList, input: RemoveItemsInput): Promise<number> {
  const chosen = input.ids
    ? inArray(keywordListItems.id, input.ids)
    : keywordFilterCondition(keywordFilterFromQuery(input.filter ?? {}), { language: list.languageCode }, LIST_ROW_COLUMNS);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(keywordListItems)
      .where(and(eq(keywordListItems.listId, list.id), chosen))
      .returning({ id: keywordListItems.id });
    if (removed.length > 0) {
      await touchList(tx, list.id);
      await analyseList(tx, list);
    }
    return removed.length;
  });
}

export async function setItemNote(db: DbOrTx, listId: string, itemId: string, note: string | null): Promise<ListItem> {
  const [row] = await db
    .update(keywordListItems)
    .set({ note: note === '' ? null : note })
    .where(and(eq(keywordListItems.listId, listId), eq(keywordListItems.id, itemId)))
    .returning();
  if (!row) throw new NotFoundError(LIST_ITEM_NOT_FOUND);
  return toListItem(row);
}

type ItemRow = typeof keywordListItems.$inferSelect;

export function toListItem(row: ItemRow): ListItem {
  return { id: row.id, ...toKeywordRow(row), note: row.note, addedAt: row.addedAt.toISOString() };
}

/** One page of the list's keywords: the research rows' filter, sort, count and summary. */
export async function readListItemsPage(db: DbOrTx, list: Pick<ListRow, 'id' | 'languageCode'>, query: RowsQuery): Promise<ListItemsPage> {
  return readSourceRowsPage(db, listRowSource(list.id), list.languageCode, query, toListItem);
}
