// The rank checks table as a queue (decision 064), the same on PGlite and PostgreSQL. Planning
// inserts one row per keyword × device × slot (unique key: on conflict nothing) and advances the
// keyword's next due time in the same transaction, so a crash re-plans nothing and skips nothing.
// Every later step claims rows with FOR UPDATE SKIP LOCKED and a lease, and each state change is a
// guarded update (WHERE state = ...): a check is posted once, and settled (charged) once.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { effectiveInterval, nextSlotStart, slotKey, slotStart } from '../../../shared/projects/slots.js';
import type { CheckInterval, ProjectDevice } from '../../../shared/projects/options.js';
import type { CheckReading } from '../../../shared/projects/rank-reading.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { projectKeywords, projects, rankChecks } from '../../db/schema/index.js';
import type { RankTaskSpec } from '../../providers/rank-queue-types.js';

export type CheckRow = typeof rankChecks.$inferSelect;

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Plans the checks of up to `limit` due keywords; answers how many keywords it planned and checks it created. */
export async function planDueChecks(db: Db, now: Date, limit: number): Promise<{ keywords: number; created: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: projectKeywords.id, projectId: projectKeywords.projectId, own: projectKeywords.interval, project: projects.interval, devices: projects.devices })
      .from(projectKeywords)
      .innerJoin(projects, eq(projects.id, projectKeywords.projectId))
      .where(lte(projectKeywords.nextDueAt, now))
      .orderBy(asc(projectKeywords.nextDueAt))
      .limit(limit)
      .for('update', { skipLocked: true, of: projectKeywords });
    if (due.length === 0) return { keywords: 0, created: 0 };
    const rows: Array<typeof rankChecks.$inferInsert> = [];
    const byNext = new Map<string, string[]>();
    const paused: string[] = [];
    for (const keyword of due) {
      const interval = effectiveInterval(keyword.project as CheckInterval, keyword.own as CheckInterval | null);
      if (interval === 'paused') {
        paused.push(keyword.id);
        continue;
      }
      for (const device of new Set(keyword.devices)) {
        rows.push({ projectId: keyword.projectId, keywordId: keyword.id, device, slotKey: slotKey(interval, now), slotStart: slotStart(interval, now), nextAttemptAt: now, createdAt: now });
      }
      const next = nextSlotStart(interval, now).toISOString();
      byNext.set(next, [...(byNext.get(next) ?? []), keyword.id]);
    }
    const created = rows.length === 0 ? [] : await tx.insert(rankChecks).values(rows).onConflictDoNothing().returning({ id: rankChecks.id });
    for (const [next, ids] of byNext) await tx.update(projectKeywords).set({ nextDueAt: new Date(next) }).where(inArray(projectKeywords.id, ids));
    if (paused.length > 0) await tx.update(projectKeywords).set({ nextDueAt: null }).where(inArray(projectKeywords.id, paused));
    return { keywords: due.length, created: created.length };
  });
}

/** Rows not held by a live lease. */
const unleased = (now: Date) => or(isNull(rankChecks.leaseExpiresAt), lt(rankChecks.leaseExpiresAt, now));

/**
 * Claims up to `limit` queued checks to post. A check whose post was sent but whose answer was lost
 * (post_started_at set, no task id) is left for `orphanGraceMs`: its task may still come back by its
 * tag in tasks_ready; only then is it posted again.
 */
export async function claimForPost(db: Db, now: Date, leaseMs: number, orphanGraceMs: number, limit: number): Promise<CheckRow[]> {
  const claimable = db
    .select({ id: rankChecks.id })
    .from(rankChecks)
    .where(
      and(
        eq(rankChecks.state, 'queued'),
        lte(rankChecks.nextAttemptAt, now),
        unleased(now),
        or(isNull(rankChecks.postStartedAt), lt(rankChecks.postStartedAt, at(now, -orphanGraceMs))),
      ),
    )
    .orderBy(asc(rankChecks.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(rankChecks)
    .set({ leaseExpiresAt: at(now, leaseMs), postStartedAt: now, attempts: sql`${rankChecks.attempts} + 1` })
    .where(inArray(rankChecks.id, claimable))
    .returning();
}

/** What a check's task needs: its keyword, market, device, depth, target and competitors. */
export async function taskSpecsOf(db: DbOrTx, checks: readonly Pick<CheckRow, 'id' | 'keywordId' | 'device'>[]): Promise<Map<string, RankTaskSpec>> {
  if (checks.length === 0) return new Map();
  const rows = await db
    .select({
      id: rankChecks.id,
      keyword: projectKeywords.keyword,
      locationCode: projects.locationCode,
      languageCode: projects.languageCode,
      device: rankChecks.device,
      depth: projects.depth,
      target: projects.target,
      competitors: projects.competitors,
    })
    .from(rankChecks)
    .innerJoin(projectKeywords, eq(projectKeywords.id, rankChecks.keywordId))
    .innerJoin(projects, eq(projects.id, rankChecks.projectId))
    .where(inArray(rankChecks.id, checks.map((c) => c.id)));
  return new Map(rows.map((r) => [r.id, { tag: r.id, keyword: r.keyword, locationCode: r.locationCode, languageCode: r.languageCode, device: r.device as ProjectDevice, depth: r.depth, target: r.target, competitors: r.competitors }]));
}

/** The provider took the task: its id is stored before anything polls for it. */
export async function recordPosted(db: DbOrTx, checkId: string, provider: string, taskId: string, providerCost: number, now: Date): Promise<boolean> {
  const moved = await db
    .update(rankChecks)
    .set({ state: 'posted', provider, providerTaskId: taskId, postedAt: now, providerCost, leaseExpiresAt: null })
    .where(and(eq(rankChecks.id, checkId), eq(rankChecks.state, 'queued')))
    .returning({ id: rankChecks.id });
  return moved.length === 1;
}

/**
 * A post that did not take: tried again after `retryInMs`, or failed (unknown in history) once out of
 * attempts. `sent`: the post may have reached the provider (a timeout): it is then left as an orphan,
 * found by its tag or posted again after the grace.
 */
export async function recordPostRefused(db: DbOrTx, checkId: string, input: { error: string; providerCost: number; retryInMs: number | null; sent: boolean; now: Date }): Promise<void> {
  const cost = sql`${rankChecks.providerCost} + ${input.providerCost}`;
  if (input.retryInMs === null) {
    await db
      .update(rankChecks)
      .set({ state: 'failed', error: input.error, providerCost: cost, checkedAt: input.now, leaseExpiresAt: null })
      .where(and(eq(rankChecks.id, checkId), eq(rankChecks.state, 'queued')));
    return;
  }
  await db
    .update(rankChecks)
    .set({ error: input.error, providerCost: cost, nextAttemptAt: at(input.now, input.retryInMs), leaseExpiresAt: null, ...(input.sent ? {} : { postStartedAt: null }) })
    .where(and(eq(rankChecks.id, checkId), eq(rankChecks.state, 'queued')));
}

/** Claims one check to collect (posted, or an orphan found by its tag); null when another worker holds it or it is settled. */
export async function claimToCollect(db: Db, checkId: string, now: Date, leaseMs: number): Promise<CheckRow | null> {
  const [row] = await db
    .update(rankChecks)
    .set({ leaseExpiresAt: at(now, leaseMs) })
    .where(and(eq(rankChecks.id, checkId), inArray(rankChecks.state, ['queued', 'posted']), unleased(now)))
    .returning();
  return row ?? null;
}

/**
 * Posted checks past their deadline, claimed for a direct task_get and the live fallback; and posted
 * checks whose collecting worker died (a lapsed lease: tasks_ready no longer lists a task once it was
 * fetched), claimed for a direct task_get.
 */
export async function claimStragglers(db: Db, now: Date, deadlineMs: number, leaseMs: number, limit: number): Promise<CheckRow[]> {
  const late = db
    .select({ id: rankChecks.id })
    .from(rankChecks)
    .where(and(eq(rankChecks.state, 'posted'), or(lt(rankChecks.postedAt, at(now, -deadlineMs)), lt(rankChecks.leaseExpiresAt, now)), unleased(now)))
    .orderBy(asc(rankChecks.postedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(rankChecks).set({ leaseExpiresAt: at(now, leaseMs) }).where(inArray(rankChecks.id, late)).returning();
}

export async function releaseCheck(db: DbOrTx, checkId: string): Promise<void> {
  await db.update(rankChecks).set({ leaseExpiresAt: null }).where(eq(rankChecks.id, checkId));
}

export type Settlement =
  | { state: 'done'; reading: CheckReading; providerCost: number; pagesBilled: number; live: boolean; taskId: string | null; isDemo: boolean }
  | { state: 'failed'; error: string; providerCost: number; live: boolean; taskId: string | null };

/**
 * Settles a check once: done with its reading, or failed (unknown). `providerCost` is the check's
 * whole charge (the settled task cost, plus the live call's for a straggler). Only a check still
 * queued or posted moves: a second worker settling the same check changes nothing and answers false.
 */
export async function settleCheck(db: DbOrTx, checkId: string, settlement: Settlement, now: Date): Promise<boolean> {
  const common = { state: settlement.state, checkedAt: now, leaseExpiresAt: null, providerCost: settlement.providerCost, live: settlement.live, ...(settlement.taskId ? { providerTaskId: settlement.taskId } : {}) };
  const values =
    settlement.state === 'done'
      ? {
          ...common,
          rankGroup: settlement.reading.rankGroup,
          rankAbsolute: settlement.reading.rankAbsolute,
          url: settlement.reading.url,
          notInTop: settlement.reading.notInTop,
          serpFeatures: settlement.reading.serpFeatures,
          aiOverview: settlement.reading.aiOverview,
          aiCitedPosition: settlement.reading.aiCitedPosition,
          aiCitedDomains: settlement.reading.aiCitedDomains,
          competitorRanks: settlement.reading.competitors,
          pagesBilled: settlement.pagesBilled,
          isDemo: settlement.isDemo,
          error: null,
        }
      : { ...common, error: settlement.error, aiOverview: 'unknown' };
  const moved = await db
    .update(rankChecks)
    .set(values)
    .where(and(eq(rankChecks.id, checkId), inArray(rankChecks.state, ['queued', 'posted'])))
    .returning({ id: rankChecks.id });
  return moved.length === 1;
}

export interface QueueFigures {
  queued: number;
  posted: number;
  /** Keywords whose checks are due and not yet planned. */
  due: number;
  /** Checks queued or posted for longer than the deadline. */
  late: number;
  /** Checks failed in the last 24 hours. */
  failed: number;
}

export async function queueFigures(db: Db, now: Date, deadlineMs: number): Promise<QueueFigures> {
  const lateBefore = at(now, -deadlineMs).toISOString();
  const dayAgo = at(now, -86_400_000).toISOString();
  const result: unknown = await db.execute(sql`
    select
      (select count(*) from rank_checks where state = 'queued')::int as queued,
      (select count(*) from rank_checks where state = 'posted')::int as posted,
      (select count(*) from project_keywords where next_due_at <= ${now.toISOString()})::int as due,
      (select count(*) from rank_checks where state in ('queued', 'posted') and created_at < ${lateBefore})::int as late,
      (select count(*) from rank_checks where state = 'failed' and checked_at >= ${dayAgo})::int as failed`);
  // node-postgres and PGlite both answer execute() with { rows }.
  const row = (result as { rows: Array<Record<string, number>> }).rows[0] ?? {};
  return { queued: row['queued'] ?? 0, posted: row['posted'] ?? 0, due: row['due'] ?? 0, late: row['late'] ?? 0, failed: row['failed'] ?? 0 };
}
