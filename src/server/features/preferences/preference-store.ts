// The user_preferences table: a user's preferences read back as one answer, and one preference
// saved (inserted or replaced). Every read and write is keyed by the signed-in user's id, so no
// route can reach another user's rows.
import { and, eq, sql } from 'drizzle-orm';
import { MEGA_DOMAINS } from '../../../shared/competitors/mega-domains.js';
import { LEFT_OUT_SITES_PREFERENCE, parsePreferenceName, type PreferenceName, type UserPreferences } from '../../../shared/contract/preferences.js';
import { readOverviewOpen, type TableLayout } from '../../../shared/keyword-row/table-layout.js';
import type { Db } from '../../db/client.js';
import { userPreferences } from '../../db/schema/index.js';

export async function readUserPreferences(db: Db, userId: string): Promise<UserPreferences> {
  const rows = await db.select({ name: userPreferences.name, value: userPreferences.value }).from(userPreferences).where(eq(userPreferences.userId, userId));
  const answer: UserPreferences = { tables: {}, overviews: {} };
  for (const row of rows) {
    if (row.name === LEFT_OUT_SITES_PREFERENCE) {
      answer.leftOutSites = storedSites(row.value);
      continue;
    }
    const name = parsePreferenceName(row.name);
    if (!name) continue;
    // Stored only after the route's validation, so the value has the kind its name says.
    if (name.kind === 'table') answer.tables[name.table] = row.value as TableLayout;
    else answer.overviews[name.table] = readOverviewOpen(row.value);
  }
  return answer;
}

// Stored only after the route's validation; anything else (a hand edit) reads as no entries.
function storedSites(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The sites competitor discovery leaves out for the user: their edited list, or the default one. */
export async function readLeftOutSites(db: Db, userId: string): Promise<readonly string[]> {
  const [row] = await db
    .select({ value: userPreferences.value })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.name, LEFT_OUT_SITES_PREFERENCE)));
  return row ? storedSites(row.value) : MEGA_DOMAINS;
}

/** Forgets the user's value of a preference, so its default applies again. */
export async function forgetUserPreference(db: Db, userId: string, name: PreferenceName): Promise<void> {
  await db.delete(userPreferences).where(and(eq(userPreferences.userId, userId), eq(userPreferences.name, name)));
}

export async function saveUserPreference(db: Db, userId: string, name: PreferenceName, value: TableLayout | boolean | string[]): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.name], set: { value, updatedAt: sql`now()` } });
}
