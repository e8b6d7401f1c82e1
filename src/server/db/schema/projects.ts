// Projects: rank tracking of one's own site (decision 064). A project is a target (domain, subdomain
// or folder), a market, devices, an interval and up to 5 competitors; its keywords are tracked one row
// each; every check of a keyword × device × slot is one row of `rank_checks`, unique by its slot key,
// so no slot is ever checked twice however many servers schedule. A failed check keeps its row as
// unknown: history is never overwritten, never written as "not ranking".
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AI_OVERVIEW_STATES } from '../../../shared/projects/rank-reading.js';
import { CHECK_INTERVALS, CHECK_STATES, KEYWORD_SOURCES, PROJECT_DEVICES, type ProjectDevice } from '../../../shared/projects/options.js';
import { user } from './auth.js';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The canonical target label ("example.com", "blog.example.com", "example.com/blog/"). */
    target: text('target').notNull(),
    targetKind: text('target_kind').notNull(),
    locationCode: integer('location_code').notNull(),
    languageCode: text('language_code').notNull(),
    devices: jsonb('devices').$type<ProjectDevice[]>().notNull(),
    interval: text('interval').notNull().default('daily'),
    /** Results read at most per check; the crawl stops at our page unless competitors are tracked. */
    depth: integer('depth').notNull(),
    competitors: jsonb('competitors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_user_updated_idx').on(t.userId, t.updatedAt),
    check('projects_interval_check', sql`${t.interval} in (${list(CHECK_INTERVALS)})`),
    check('projects_target_kind_check', sql`${t.targetKind} in ('domain', 'subdomain', 'folder')`),
    check('projects_competitors_check', sql`jsonb_array_length(${t.competitors}) <= 5`),
  ],
);

export const projectKeywords = pgTable(
  'project_keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Insertion order: the table's "#" and the last tie-break of every sort. */
    rank: integer('rank').generatedAlwaysAsIdentity(),
    /** Normalised (src/shared/keyword-text.ts): unique per project. */
    keyword: text('keyword').notNull(),
    /** The keyword's own interval; null follows the project's. */
    interval: text('interval'),
    source: text('source').notNull(),
    /** When the scheduler next plans this keyword's checks; advanced before the checks run. Null: paused. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_keywords_project_keyword_uq').on(t.projectId, t.keyword),
    index('project_keywords_project_rank_idx').on(t.projectId, t.rank),
    index('project_keywords_due_idx').on(t.nextDueAt),
    check('project_keywords_interval_check', sql`${t.interval} is null or ${t.interval} in (${list(CHECK_INTERVALS)})`),
    check('project_keywords_source_check', sql`${t.source} in (${list(KEYWORD_SOURCES)})`),
  ],
);

export const rankChecks = pgTable(
  'rank_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => projectKeywords.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    /** "2026-11-29" (daily) or "w2026-11-23" (weekly): with the keyword and device, the check's unique key. */
    slotKey: text('slot_key').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Back-off: not claimed again before this. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim (posting, collecting or the live fallback); another may take it once passed. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Set when a post is sent: a post whose answer was lost is looked for by its tag before any repost. */
    postStartedAt: timestamp('post_started_at', { withTimezone: true }),
    provider: text('provider'),
    /** Stored before any polling; the task's tag is this row's id. */
    providerTaskId: text('provider_task_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** True when the live fallback answered (a straggler past the deadline). */
    live: boolean('live').notNull().default(false),
    rankGroup: integer('rank_group'),
    rankAbsolute: integer('rank_absolute'),
    url: text('url'),
    /** N of "not in the top N" when the results read held no match; null when found or unknown. */
    notInTop: integer('not_in_top'),
    serpFeatures: jsonb('serp_features').$type<string[]>(),
    aiOverview: text('ai_overview').notNull().default('unknown'),
    aiCitedPosition: integer('ai_cited_position'),
    aiCitedDomains: jsonb('ai_cited_domains').$type<string[]>(),
    competitorRanks: jsonb('competitor_ranks').$type<Record<string, number | null>>(),
    /** Pages the provider billed for (units). */
    pagesBilled: integer('pages_billed').notNull().default(0),
    /** What the provider billed for this check, settled once (post, then task_get or the live fallback). */
    providerCost: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_checks_slot_uq').on(t.keywordId, t.device, t.slotKey),
    index('rank_checks_history_idx').on(t.keywordId, t.device, t.slotStart),
    index('rank_checks_work_idx').on(t.state, t.nextAttemptAt),
    index('rank_checks_task_idx').on(t.providerTaskId),
    index('rank_checks_project_idx').on(t.projectId, t.slotStart),
    check('rank_checks_state_check', sql`${t.state} in (${list(CHECK_STATES)})`),
    check('rank_checks_device_check', sql`${t.device} in (${list(PROJECT_DEVICES)})`),
    check('rank_checks_ai_overview_check', sql`${t.aiOverview} in (${list(AI_OVERVIEW_STATES)})`),
  ],
);
