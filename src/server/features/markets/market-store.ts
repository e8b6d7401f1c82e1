// The stored copy of a provider's market lists: one row per provider, replaced whole.
import { eq } from 'drizzle-orm';
import { marketListsSchema, type MarketLists } from '../../../shared/markets/market-lists.js';
import type { Db } from '../../db/client.js';
import { marketLists } from '../../db/schema/index.js';

export interface StoredMarketLists {
  lists: MarketLists;
  refreshedAt: Date;
}

/** The stored lists, or null when none were fetched yet or the row no longer reads as lists. */
export async function readStoredMarketLists(db: Db, provider: string): Promise<StoredMarketLists | null> {
  const [row] = await db.select().from(marketLists).where(eq(marketLists.provider, provider)).limit(1);
  if (!row) return null;
  const lists = marketListsSchema.safeParse({ locations: row.locations, languages: row.languages });
  return lists.success ? { lists: lists.data, refreshedAt: row.refreshedAt } : null;
}

export async function writeMarketLists(db: Db, provider: string, lists: MarketLists, refreshedAt: Date): Promise<void> {
  const values = { locations: lists.locations, languages: lists.languages, refreshedAt };
  await db.insert(marketLists).values({ provider, ...values }).onConflictDoUpdate({ target: marketLists.provider, set: values });
}
