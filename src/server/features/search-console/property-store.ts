// A user's Search Console properties (decision 066): owner-only lookup (another user's property
// reads as a missing one), the list with each property's stored date spans, the find-or-create an
// upload uses (under the per-user cap, counted under a lock on the user's row), and delete (its
// rows go with it; Google tokens, once the connection exists, are to be deleted here too).
import { and, asc, count, desc, eq, max, min, sql } from 'drizzle-orm';
import type { SearchConsoleProperty } from '../../../shared/contract/search-console.js';
import { propertyLimitMessage, SEARCH_CONSOLE_PROPERTY_NOT_FOUND } from '../../../shared/messages/search-console.js';
import { SEARCH_CONSOLE_MAX_PROPERTIES } from '../../../shared/search-console/limits.js';
import { propertyLabel } from '../../../shared/search-console/property.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { searchConsoleProperties, searchConsoleRows, user } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';

export type PropertyRow = typeof searchConsoleProperties.$inferSelect;

const IMPORTS_SHOWN = 50;

export async function findOwnProperty(db: DbOrTx, propertyId: string, userId: string): Promise<PropertyRow> {
  const [property] = await db
    .select()
    .from(searchConsoleProperties)
    .where(and(eq(searchConsoleProperties.id, propertyId), eq(searchConsoleProperties.userId, userId)));
  if (!property) throw new NotFoundError(SEARCH_CONSOLE_PROPERTY_NOT_FOUND);
  return property;
}

/** The property with its stored spans (newest first) and first and last day. */
export async function describeProperty(db: DbOrTx, property: PropertyRow): Promise<SearchConsoleProperty> {
  const rows = searchConsoleRows;
  const [spans, [bounds]] = await Promise.all([
    db
      .select({ startDate: rows.startDate, endDate: rows.endDate, source: sql<'upload' | 'api'>`min(${rows.source})`, rows: count() })
      .from(rows)
      .where(eq(rows.propertyId, property.id))
      .groupBy(rows.startDate, rows.endDate)
      .orderBy(desc(rows.endDate), desc(rows.startDate))
      .limit(IMPORTS_SHOWN),
    db.select({ first: min(rows.startDate), last: max(rows.endDate) }).from(rows).where(eq(rows.propertyId, property.id)),
  ]);
  return {
    id: property.id,
    siteUrl: property.siteUrl,
    label: propertyLabel(property.siteUrl),
    firstDate: bounds?.first ?? null,
    lastDate: bounds?.last ?? null,
    imports: spans.map((span) => ({ ...span, rows: Number(span.rows) })),
    googleLinked: property.googleLinked,
    importedThrough: property.importedThrough,
  };
}

export async function listProperties(db: Db, userId: string): Promise<SearchConsoleProperty[]> {
  const properties = await db.select().from(searchConsoleProperties).where(eq(searchConsoleProperties.userId, userId)).orderBy(asc(searchConsoleProperties.siteUrl));
  return Promise.all(properties.map((property) => describeProperty(db, property)));
}

/** The user's property of that name, created when new (at most SEARCH_CONSOLE_MAX_PROPERTIES); inside the caller's transaction. */
export async function findOrCreateProperty(tx: Tx, userId: string, siteUrl: string): Promise<PropertyRow> {
  // The user's row is the lock: two uploads of one user cannot both pass the cap or both create.
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  const [held] = await tx.select().from(searchConsoleProperties).where(and(eq(searchConsoleProperties.userId, userId), eq(searchConsoleProperties.siteUrl, siteUrl)));
  if (held) return held;
  const [owned] = await tx.select({ n: count() }).from(searchConsoleProperties).where(eq(searchConsoleProperties.userId, userId));
  if ((owned?.n ?? 0) >= SEARCH_CONSOLE_MAX_PROPERTIES) {
    throw new ConflictError(propertyLimitMessage(SEARCH_CONSOLE_MAX_PROPERTIES), { code: 'SEARCH_CONSOLE_PROPERTY_LIMIT' });
  }
  const [created] = await tx.insert(searchConsoleProperties).values({ userId, siteUrl }).returning();
  return created!;
}

/** Deletes the property and every stored row of it (the foreign key cascades). */
export async function deleteProperty(db: Db, propertyId: string, userId: string): Promise<void> {
  const deleted = await db
    .delete(searchConsoleProperties)
    .where(and(eq(searchConsoleProperties.id, propertyId), eq(searchConsoleProperties.userId, userId)))
    .returning({ id: searchConsoleProperties.id });
  if (deleted.length === 0) throw new NotFoundError(SEARCH_CONSOLE_PROPERTY_NOT_FOUND);
}
