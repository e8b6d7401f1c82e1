// The product's own tables plus what caching, quotas, mail and auditing need.
import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RESEARCH_KIND_VALUES, RESEARCH_STATUS_VALUES } from '../../../shared/contract/researches.js';
import { SUBSCRIPTION_STATUSES } from '../../../shared/subscription-status.js';
import { dataForSeoProfile } from '../../providers/dataforseo/profile.js';
import { DEFAULT_PROVIDER_NAME } from '../../providers/registry.js';
import { user } from './auth.js';
import { keywordMetricColumns } from './keyword-metric-columns.js';
import { pageIndexes, sortableMetricColumns } from './page-indexes.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef().unique(),
  displayName: text('display_name'),
  email: text('email').notNull(),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role)],
);

/** What a research is (decision 020): every tool's run is one row here, its result rows beside it. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

// The one result store (decision 020): a research of any kind. `seed_keyword` is the
// keyword asked about (the first seed of a multi-seed research), `request` the validated request
// as run, `total_results` what the provider holds, `loaded_results` what is stored so far (related
// pages load on demand), `snapshot` what a SERP page shows beyond its rows (features, counts).
export const keywordResearch = pgTable(
  'keyword_research',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    kind: text('kind').notNull().default('keywords'),
    status: text('status').notNull().default('complete'),
    seedKeyword: text('seed_keyword').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    totalResults: integer('total_results').notNull().default(0),
    loadedResults: integer('loaded_results').notNull().default(0),
    locationCode: integer('location_code').notNull(),
    languageCode: text('language_code').notNull(),
    resultLimit: integer('result_limit').notNull().default(100),
    providerCost: numeric('api_cost', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    provider: text('provider').notNull().default(DEFAULT_PROVIDER_NAME),
    seedNote: text('seed_note'),
    snapshot: jsonb('snapshot'),
    // One stored copy per answer (decision 054): a keywords research whose answer its user already
    // has stored reads that research's rows (null: its own). No cascade: a delete hands the rows over
    // (research-delete.ts); a user's deletion removes every research of theirs in one statement.
    rowsResearchId: uuid('rows_research_id').references((): AnyPgColumn => keywordResearch.id),
    // The digest of the answer a keywords research's own rows were stored from (answer-digest.ts).
    answerDigest: text('answer_digest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('keyword_research_user_created_idx').on(t.userId, t.createdAt),
    // Who reads a research's rows: its delete's hand-over and the foreign key's check.
    index('keyword_research_rows_research_idx').on(t.rowsResearchId).where(sql`${t.rowsResearchId} is not null`),
    // A research storing an answer finds its user's stored copy.
    index('keyword_research_user_answer_idx').on(t.userId, t.answerDigest).where(sql`${t.answerDigest} is not null`),
    index('keyword_research_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    // The SERP snapshot retention sweep (decision 037) walks old SERP analyses oldest first.
    index('keyword_research_serp_created_idx').on(t.createdAt).where(sql`${t.kind} = 'serp'`),
    check('keyword_research_kind_check', sql`${t.kind} in (${sqlList(RESEARCH_KIND_VALUES)})`),
    check('keyword_research_status_check', sql`${t.status} in (${sqlList(RESEARCH_STATUS_VALUES)})`),
  ],
);

export const keywordResults = pgTable(
  'keyword_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    researchId: uuid('research_id')
      .notNull()
      .references(() => keywordResearch.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    keyword: text('keyword').notNull(),
    // The column's default since its first migration; every write names the row's source.
    metricsSource: text('metrics_source').notNull().default(dataForSeoProfile.keywordMetricsSource),
    metricsFetchedAt: timestamp('metrics_fetched_at', { withTimezone: true }),
    metricsUpdatedAt: timestamp('metrics_updated_at', { withTimezone: true }),
    isSeedKeyword: boolean('is_seed_keyword').notNull().default(false),
    // Every metric (src/shared/keyword-row/metrics.ts); the stored analysis among them is written
    // with the row from the shared rules (decision 027), the clusters by the analysis pass.
    ...keywordMetricColumns('research'),
  },
  // Unique per research: a related page stored twice (a retry, two tabs) adds its rows once.
  (t) => [
    uniqueIndex('keyword_results_research_rank_uq').on(t.researchId, t.rank),
    ...pageIndexes('keyword_results', {
      owner: t.researchId,
      seed: t.isSeedKeyword,
      rank: t.rank,
      id: t.id,
      sorted: { rank: t.rank, keyword: t.keyword, ...sortableMetricColumns(t) },
    }),
  ],
);

// The organic results of a SERP research, one row per result (the page's other elements are in
// the research's snapshot).
export const serpResults = pgTable(
  'serp_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    researchId: uuid('research_id')
      .notNull()
      .references(() => keywordResearch.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    domain: text('domain').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    breadcrumb: text('breadcrumb'),
    metricsSource: text('metrics_source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [index('serp_results_research_idx').on(t.researchId, t.position)],
);

export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  tier: text('tier').notNull().unique(),
  name: text('name').notNull(),
  priceMonthly: numeric('price_monthly', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  priceYearly: numeric('price_yearly', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  keywordsPerMonth: integer('keywords_per_month').notNull(),
  serpAnalysesPerMonth: integer('serp_analyses_per_month').notNull(),
  relatedKeywordsPerMonth: integer('related_keywords_per_month').notNull(),
  /** Competitor reads (a provider read of up to 1,000 rows each) per period; -1 unlimited (decision 052). */
  competitorReadsPerMonth: integer('competitor_reads_per_month').notNull().default(0),
  /** The most rows one domain-keywords run or keyword gap may read (decision 052). */
  competitorRowsPerRun: integer('competitor_rows_per_run').notNull().default(1000),
  maxSavedProjects: integer('max_saved_projects'),
  features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * The stored statuses as an SQL list for the CHECK below: one spelling of each ("canceled"), see
 * decision 004. Changing SUBSCRIPTION_STATUSES therefore needs a new migration (npm run db:generate).
 */
const statusList = sql.raw(SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', '));

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef().unique(),
    tier: text('tier').notNull(),
    status: text('status').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('user_subscriptions_status_check', sql`${t.status} in (${statusList})`)],
);

export const userUsage = pgTable(
  'user_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    keywordsUsed: integer('keywords_used').notNull().default(0),
    serpAnalysesUsed: integer('serp_analyses_used').notNull().default(0),
    relatedKeywordsUsed: integer('related_keywords_used').notNull().default(0),
    competitorReadsUsed: integer('competitor_reads_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_usage_user_period_uq').on(t.userId, t.periodStart)],
);

// One row per quota unit reserved; settles or refunds it, and lets a repeat request within
// 24 hours that the cache answered go free. A `reserved` row is a lease (decision 011): it is
// settled together with the stored result in one transaction, or given back on failure, or by
// the sweep once `lease_expires_at` has passed (a crashed server).
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tool: text('tool').notNull(),
    requestKey: text('request_key').notNull(),
    units: integer('units').notNull().default(1),
    status: text('status').notNull(),
    providerCost: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    /** The user_usage row the unit was taken from, so a release gives it back to the same period. */
    usageId: uuid('usage_id'),
    /** Until when a `reserved` unit may stay held; past it the sweep gives the unit back. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** The stored research a settled unit paid for (a keyword_research id, any kind). */
    resultId: uuid('result_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_events_user_tool_key_idx').on(t.userId, t.tool, t.requestKey, t.createdAt),
    index('usage_events_open_leases_idx').on(t.leaseExpiresAt).where(sql`${t.status} = 'reserved'`),
    // The retention sweep (decision 037) reads the oldest events first.
    index('usage_events_created_idx').on(t.createdAt),
  ],
);

// One row per question being worked on somewhere in the deployment (decision 011): whoever
// inserts the row does the work; others wait for it to go. A crashed holder's row expires.
export const requestFlights = pgTable(
  'request_flights',
  {
    key: text('key').primaryKey(),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('request_flights_expires_idx').on(t.expiresAt)],
);

export const providerCache = pgTable(
  'provider_cache',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('provider_cache_expires_idx').on(t.expiresAt)],
);

// The provider's own location and language lists (decision 024), one row per provider, replaced
// whole by each successful weekly fetch; a failed fetch leaves the row as it was.
export const marketLists = pgTable('market_lists', {
  provider: text('provider').primaryKey(),
  locations: jsonb('locations').notNull(),
  languages: jsonb('languages').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

// Background reads of the provider that failed (decision 037), one row per read (e.g.
// 'markets:dataforseo'): how many times in a row, and not before when the next try may start.
// Shared by every app server, so a failing provider is asked at most once per backoff step by the
// whole deployment. A success deletes the row.
export const providerReadBackoff = pgTable('provider_read_backoff', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

// The keyword data provider's bill, one row per request sent (each retry is its own request) or
// per answer our cache gave instead (cache_hit, cost 0). Written by the provider layer, success or
// failure, with the cost the provider's answer stated, unrounded (decision 013). Kept when the user
// is deleted: the money was spent.
export const providerCalls = pgTable(
  'provider_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    endpoint: text('endpoint').notNull(),
    taskId: text('task_id'),
    statusCode: integer('status_code'),
    outcome: text('outcome').notNull(),
    message: text('message'),
    // Up to 12 decimals: the provider's own figures (e.g. 0.00015) are stored as sent.
    providerCost: numeric('cost_usd', { precision: 20, scale: 12, mode: 'string' }).notNull().default('0'),
    durationMs: integer('duration_ms').notNull(),
    cacheHit: boolean('cache_hit').notNull().default(false),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('provider_calls_created_idx').on(t.createdAt)],
);

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    targetUserId: text('target_user_id').notNull(),
    targetEmail: text('target_email'),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetUserId, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
