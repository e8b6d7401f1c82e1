// Retention of the tables that grow with traffic (decision 037), run by the hourly housekeeping.
// Each sweep deletes in batches of at most `batchSize` rows, each batch its own short statement
// found through an index, and stops after `maxBatches`: a huge backlog never holds a table for
// long and is worked off over the following runs. What a screen still shows is never swept:
// - provider_calls: the admin's spend view (the current UTC month and the last PROVIDER_SPEND_DAYS);
// - usage_events: units held by a lease, and every event of a usage period that has not ended;
// - SERP analyses: the newest SERP_HISTORY_MAX + 1 of each owner's keyword and market (what the SERP
//   history card compares), and any analysis a share link points at.
import { asc, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PROVIDER_SPEND_DAYS } from '../../shared/admin.js';
import { SERP_HISTORY_MAX } from '../../shared/contract/serp.js';
import type { Db } from './client.js';
import { mailOutbox, providerCalls } from './schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days each kind of row is kept; 0 keeps it for ever. */
export interface RetentionPolicy {
  providerCallDays: number;
  usageEventDays: number;
  mailOutboxDays: number;
  serpSnapshotDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  // Over a year: last year's same month stays comparable, and the provider's invoices can be checked.
  providerCallDays: 400,
  usageEventDays: 400,
  // Outbox mails carry links that expire within days; a month is plenty to read one again.
  mailOutboxDays: 30,
  serpSnapshotDays: 365,
};

/** Each of a user's analyses of one keyword and market keeps its history card's whole list. */
export const SERP_SNAPSHOTS_KEPT_PER_KEYWORD = SERP_HISTORY_MAX + 1;

export interface BatchOptions {
  batchSize?: number;
  maxBatches?: number;
}

export const RETENTION_BATCH_SIZE = 1_000;
export const RETENTION_MAX_BATCHES = 50;

export interface RetentionCounts {
  providerCalls: number;
  usageEvents: number;
  mailOutbox: number;
  serpSnapshots: number;
}

function rowCount(result: unknown): number {
  // node-postgres answers { rows, rowCount }, PGlite { rows, affectedRows }: the returned rows count on both.
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}

/** Runs `deleteBatch(limit)` until a batch deletes fewer than `limit` rows or `maxBatches` ran. */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, options: BatchOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}

/** Deletes, a batch at a time, the rows of `table` matching `where`, oldest `orderBy` first. */
export function deleteOldest(db: Db, table: PgTable, key: PgColumn, orderBy: PgColumn, where: SQL | undefined, options: BatchOptions): Promise<number> {
  return deleteInBatches(async (limit) => {
    const oldest = db.select({ key }).from(table).where(where).orderBy(asc(orderBy)).limit(limit);
    const gone = await db.delete(table).where(inArray(key, oldest)).returning({ key });
    return gone.length;
  }, options);
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** The oldest moment the admin's spend view may read at `now`: the month's start or the window's, whichever is earlier. */
export function spendViewStart(now: Date): Date {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const windowStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (PROVIDER_SPEND_DAYS - 1) * DAY_MS);
  return monthStart < windowStart ? monthStart : windowStart;
}

export async function sweepProviderCalls(db: Db, days: number, now: Date, options: BatchOptions = {}): Promise<number> {
  if (days <= 0) return 0;
  const byAge = daysBefore(now, days);
  const viewStart = spendViewStart(now);
  const cutoff = byAge < viewStart ? byAge : viewStart;
  return deleteOldest(db, providerCalls, providerCalls.id, providerCalls.createdAt, lt(providerCalls.createdAt, cutoff), options);
}

export async function sweepMailOutbox(db: Db, days: number, now: Date, options: BatchOptions = {}): Promise<number> {
  if (days <= 0) return 0;
  return deleteOldest(db, mailOutbox, mailOutbox.id, mailOutbox.createdAt, lt(mailOutbox.createdAt, daysBefore(now, days)), options);
}

/** Settled or refunded units of ended periods; a held lease or a unit of a running period stays. */
export async function sweepUsageEvents(db: Db, days: number, now: Date, options: BatchOptions = {}): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = daysBefore(now, days).toISOString();
  const nowText = now.toISOString();
  return deleteInBatches(async (limit) => {
    const result = await db.execute(sql`
      delete from usage_events where id in (
        select e.id from usage_events e
        where e.created_at < ${cutoff}::timestamptz
          and e.status <> 'reserved'
          and not exists (select 1 from user_usage u where u.id = e.usage_id and u.period_end > ${nowText}::timestamptz)
        order by e.created_at
        limit ${limit})
      returning id`);
    return rowCount(result);
  }, options);
}

// The keyword as the SERP history compares it (normalizeKeyword: trimmed, inner spaces collapsed, lower case).
const sameKeyword = (alias: string) => sql.raw(`lower(regexp_replace(btrim(${alias}.seed_keyword), '\\s+', ' ', 'g'))`);

/**
 * SERP analyses older than `days` that have at least SERP_SNAPSHOTS_KEPT_PER_KEYWORD newer analyses
 * of the same keyword and market by the same owner, and no share link (live or revoked: the owner's
 * list of links still names its target). Their organic rows go with them (ON DELETE CASCADE).
 */
export async function sweepSerpSnapshots(db: Db, days: number, now: Date, options: BatchOptions = {}): Promise<number> {
  if (days <= 0) return 0;
  const cutoff = daysBefore(now, days).toISOString();
  return deleteInBatches(async (limit) => {
    const result = await db.execute(sql`
      delete from keyword_research where id in (
        select r.id from keyword_research r
        where r.kind = 'serp' and r.created_at < ${cutoff}::timestamptz
          and not exists (select 1 from share_links s where s.target_kind = 'research' and s.target_id = r.id)
          and (
            select count(*) from keyword_research n
            where n.user_id = r.user_id and n.kind = 'serp'
              and n.location_code = r.location_code and n.language_code = r.language_code
              and ${sameKeyword('n')} = ${sameKeyword('r')}
              and (n.created_at, n.id) > (r.created_at, r.id)
          ) >= ${SERP_SNAPSHOTS_KEPT_PER_KEYWORD}
        order by r.created_at
        limit ${limit})
      returning id`);
    return rowCount(result);
  }, options);
}

export async function sweepRetention(db: Db, policy: RetentionPolicy, now: Date = new Date(), options: BatchOptions = {}): Promise<RetentionCounts> {
  return {
    providerCalls: await sweepProviderCalls(db, policy.providerCallDays, now, options),
    usageEvents: await sweepUsageEvents(db, policy.usageEventDays, now, options),
    mailOutbox: await sweepMailOutbox(db, policy.mailOutboxDays, now, options),
    serpSnapshots: await sweepSerpSnapshots(db, policy.serpSnapshotDays, now, options),
  };
}
