// The user_preferences table: a user's preferences read back as one answer, and one preference
// saved (inserted or replaced). Every read and write is keyed by the signed-in user's id, so no
// route can reach another user's rows.
import { eq, sql } from 'drizzle-orm';
import { parsePreferenceName, type PreferenceName, type UserPreferences } from '../../../shared/contract/preferences.js';
import { readOverviewOpen, type TableLayout } from '../../../shared/keyword-row/table-layout.js';
import type { Db } from '../../db/client.js';
import { userPreferences } from '../../db/schema/index.js';

export async function readUserPreferences(db: Db, userId: string): Promise<UserPreferences> {
  const rows = await db.select({ name: userPreferences.name, value: userPreferences.value }).from(userPreferences).where(eq(userPreferences.userId, userId));
  const answer: UserPreferences = { tables: {}, overviews: {} };
  for (const row of rows) {
    const name = parsePreferenceName(row.name);
    if (!name) continue;
    // Stored only after the route's validation, so the value has the kind its name says.
    if (name.kind === 'table') answer.tables[name.table] = row.value as TableLayout;
    else answer.overviews[name.table] = readOverviewOpen(row.value);
  }
  return answer;
}

export async function saveUserPreference(db: Db, userId: string, name: PreferenceName, value: TableLayout | boolean): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, name, value })
    .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.name], set: { value, updatedAt: sql`now()` } });
}
