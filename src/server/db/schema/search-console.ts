// Search Console (issue 34 item 4, decision 066): a user's properties, keyed by Search Console's own
// name of the property ("sc-domain:example.com" or "https://www.example.com/"), so a project can
// later point at one; and their figures, one row per property, date span, query and page.
//
// A row covers [start_date, end_date]: a day for the API's daily import, the export's whole range
// for an upload (Search Console's CSV export has no date column). Stored spans of one property never
// overlap (an upload replaces every row its range touches), so summing the rows inside a range
// never counts a day twice. `query` or `page` is '' when the data does not say it: Queries.csv rows
// have no page, Pages.csv rows no query; the API's query × page rows have both.
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const searchConsoleProperties = pgTable(
  'search_console_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Normalised (src/shared/search-console/property.ts): unique per user. */
    siteUrl: text('site_url').notNull(),
    /** Imported daily from Google through the user's connection (search_console_google). */
    googleLinked: boolean('google_linked').notNull().default(false),
    /** The last day the daily import stored: the next run starts the day after, never re-reading history. */
    importedThrough: date('imported_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_console_properties_user_site_uq').on(t.userId, t.siteUrl)],
);

export const searchConsoleRows = pgTable(
  'search_console_rows',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => searchConsoleProperties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    query: text('query').notNull().default(''),
    page: text('page').notNull().default(''),
    clicks: integer('clicks').notNull(),
    impressions: integer('impressions').notNull(),
    /** Average position over the span (Search Console's, 1 = top). */
    position: doublePrecision('position').notNull(),
    /** 'upload' or 'api'. */
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('search_console_rows_uq').on(t.propertyId, t.startDate, t.endDate, t.query, t.page),
    index('search_console_rows_query_idx').on(t.propertyId, t.query),
    check('search_console_rows_span_ck', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/**
 * A user's Google connection for Search Console (scope webmasters.readonly): the tokens sealed with
 * a key derived from the session secret (google/token-crypto.ts), never stored in clear. Disconnect
 * deletes the row; deleting the user deletes it too.
 */
export const searchConsoleGoogle = pgTable('search_console_google', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  refreshToken: text('refresh_token').notNull(),
  accessToken: text('access_token'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
