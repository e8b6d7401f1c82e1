// A user's screen preferences kept on the server, so they follow the user to any browser: one row
// per user and preference (a keyword table's layout, a page's overview open or closed). The names
// are a closed set and each value is bounded by its schema (src/shared/contract/preferences.ts),
// so a user holds a few small rows at most.
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** "table.results", "overview.list": the preference's name (PREFERENCE_NAMES). */
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);
