// Saved keyword lists (decision 029): a user's named lists, their keywords
// (one row per normalised keyword and list, with the metrics, where they came from and when, and
// a note), and the background jobs that enrich imported keywords batch by batch.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { JOB_STATUS_VALUES, PENDING_METRICS_SOURCE } from '../../../shared/lists/import-limits.js';
import { user } from './auth.js';
import { keywordMetricColumns } from './keyword-metric-columns.js';
import { pageIndexes, sortableMetricColumns } from './page-indexes.js';

export const keywordLists = pgTable(
  'keyword_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The market the list's keywords are measured in (set from the first research, else the default). */
    locationCode: integer('location_code').notNull().default(2840),
    languageCode: text('language_code').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('keyword_lists_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const keywordListItems = pgTable(
  'keyword_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => keywordLists.id, { onDelete: 'cascade' }),
    /** Insertion order: the table's "#" column and the last tie-break of every sort. */
    rank: integer('rank').generatedAlwaysAsIdentity(),
    /** Normalised (src/shared/keyword-text.ts): unique per list. */
    keyword: text('keyword').notNull(),
    /** 'demo', the provider's source, or 'pending' until an import's job has enriched it. */
    metricsSource: text('metrics_source').notNull().default(PENDING_METRICS_SOURCE),
    metricsFetchedAt: timestamp('metrics_fetched_at', { withTimezone: true }),
    note: text('note'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    // Every metric stored in both stores (src/shared/keyword-row/metrics.ts), the analysis (decisions
    // 027 and 033) null while the metrics are pending.
    ...keywordMetricColumns('list'),
  },
  (t) => [
    uniqueIndex('keyword_list_items_list_keyword_uq').on(t.listId, t.keyword),
    // A list has no seed, relevance or depth: those sort keys order by rank alone (row-source.ts).
    ...pageIndexes('keyword_list_items', {
      owner: t.listId,
      rank: t.rank,
      id: t.id,
      sorted: { rank: t.rank, keyword: t.keyword, ...sortableMetricColumns(t) },
    }),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => keywordLists.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    /** What the job works through (an import: the normalised keywords to fetch and the market). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    totalBatches: integer('total_batches').notNull(),
    doneBatches: integer('done_batches').notNull().default(0),
    totalItems: integer('total_items').notNull(),
    doneItems: integer('done_items').notNull().default(0),
    unitsCharged: integer('units_charged').notNull().default(0),
    providerCost: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    /** A running job whose lease passed is claimed again (its worker died). */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_status_lease_idx').on(t.status, t.leaseExpiresAt),
    index('jobs_list_created_idx').on(t.listId, t.createdAt),
    check('jobs_status_check', sql`${t.status} in (${sql.raw(JOB_STATUS_VALUES.map((s) => `'${s}'`).join(', '))})`),
  ],
);
