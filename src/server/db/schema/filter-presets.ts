// Filter presets: a user's named keyword filters. The filter is stored as the
// URL codec's own query text (src/shared/filters/keyword-filter-url.ts, e.g. "vol=100..5000&exc=free"),
// so a preset speaks the same vocabulary as a bookmarked link, and a filter part added to the
// vocabulary later needs no new column.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const filterPresets = pgTable(
  'filter_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The filter as the codec writes it (canonical: parts at their default left out). */
    filter: text('filter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the index of a user's list (user_id leads).
  (t) => [uniqueIndex('filter_presets_user_name_uq').on(t.userId, t.name)],
);
