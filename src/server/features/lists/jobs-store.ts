// The `jobs` table (decision 029): a PostgreSQL-backed queue that works the same on PGlite. A
// worker claims one job with UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED): a queued
// job, or a running one whose lease has passed (its worker died). The worker renews the lease while
// it works; progress moves only in the transaction that stores a batch and charges its unit.
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ImportJob } from '../../../shared/contract/lists.js';
import type { JobStatus } from '../../../shared/lists/import-limits.js';
import { IMPORT_JOB_NOT_FOUND } from '../../../shared/messages/lists.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';

export type JobRow = typeof jobs.$inferSelect;

export const IMPORT_JOB_KIND = 'list_import';

export interface ImportPayload {
  keywords: string[];
  locationCode: number;
  languageCode: string;
}

const ACTIVE: JobStatus[] = ['queued', 'running'];

export function toImportJob(row: JobRow, showDollars: boolean): ImportJob {
  return {
    id: row.id,
    status: row.status as JobStatus, // the CHECK constraint holds it to these
    totalBatches: row.totalBatches,
    doneBatches: row.doneBatches,
    totalItems: row.totalItems,
    doneItems: row.doneItems,
    unitsCharged: row.unitsCharged,
    providerCost: showDollars ? Number(row.providerCost) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function importPayload(row: JobRow): ImportPayload {
  const payload = row.payload as Partial<ImportPayload>; // written by enqueueImportJob only
  return { keywords: payload.keywords ?? [], locationCode: payload.locationCode ?? 2840, languageCode: payload.languageCode ?? 'en' };
}

export async function enqueueImportJob(
  db: DbOrTx,
  input: ImportPayload & { userId: string; listId: string; totalBatches: number },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: IMPORT_JOB_KIND,
      userId: input.userId,
      listId: input.listId,
      payload: { keywords: input.keywords, locationCode: input.locationCode, languageCode: input.languageCode },
      totalBatches: input.totalBatches,
      totalItems: input.keywords.length,
    })
    .returning();
  return row!;
}

export async function activeJobOfList(db: DbOrTx, listId: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.listId, listId), inArray(jobs.status, ACTIVE)))
    .limit(1);
  return row ?? null;
}

export async function latestJobOfList(db: DbOrTx, listId: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.listId, listId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(1);
  return row ?? null;
}

export async function findJobOfList(db: DbOrTx, listId: string, jobId: string): Promise<JobRow> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.listId, listId)));
  if (!row) throw new NotFoundError(IMPORT_JOB_NOT_FOUND);
  return row;
}

/** Cancels a queued or running job; the batch in flight (if any) is still stored and charged. */
export async function cancelJob(db: DbOrTx, listId: string, jobId: string): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.listId, listId), inArray(jobs.status, ACTIVE)))
    .returning();
  return row ?? findJobOfList(db, listId, jobId);
}

/** Claims the oldest job that is queued or whose worker's lease has passed; null when there is none. */
export async function claimJob(db: Db, leaseMs: number, now = new Date()): Promise<JobRow | null> {
  const claimable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, now))))
    .orderBy(asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ status: 'running', leaseExpiresAt: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(inArray(jobs.id, claimable))
    .returning();
  return row ?? null;
}

/** Extends the lease while the job runs; false when the job is no longer running (cancelled). */
export async function renewLease(db: DbOrTx, jobId: string, leaseMs: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ leaseExpiresAt: new Date(Date.now() + leaseMs) })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running')))
    .returning();
  return row ?? null;
}

/** Gives a running job up (a graceful stop, or a failed batch to try again): any worker may claim it after `delayMs`. */
export async function releaseLease(db: DbOrTx, jobId: string, delayMs = 0): Promise<void> {
  await db
    .update(jobs)
    .set({ leaseExpiresAt: new Date(Date.now() + delayMs) })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running')));
}

/**
 * Records batch `index` as done, in the transaction that stores its rows and charges its unit.
 * Only while the job is at that batch and not finished: a second worker that ran the same batch
 * (the first one's lease passed while it was alive) matches nothing, and its transaction rolls back.
 */
export async function recordBatch(tx: DbOrTx, jobId: string, index: number, items: number, providerCost: number): Promise<boolean> {
  const moved = await tx
    .update(jobs)
    .set({
      doneBatches: index + 1,
      doneItems: sql`${jobs.doneItems} + ${items}`,
      unitsCharged: sql`${jobs.unitsCharged} + 1`,
      providerCost: sql`${jobs.providerCost} + ${providerCost}`,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.doneBatches, index), inArray(jobs.status, ['running', 'cancelled'])))
    .returning({ id: jobs.id });
  return moved.length === 1;
}

export async function finishJob(db: DbOrTx, jobId: string, status: 'complete' | 'failed', error: string | null = null): Promise<void> {
  await db
    .update(jobs)
    .set({ status, error, leaseExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running')));
}
