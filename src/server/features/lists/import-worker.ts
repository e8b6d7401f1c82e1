// The background worker of import jobs (decision 029), on every app server. It claims a job
// (jobs-store.ts: FOR UPDATE SKIP LOCKED, or a job whose worker's lease passed), then fetches its
// keywords batch by batch through the provider's bulk metrics call. Each batch goes through the
// quota (one keyword research unit, decision 005/011) and is stored (with each keyword's own
// figures), charged and counted in ONE transaction: a crash leaves either the whole batch (stored, charged,
// counted) or a lease the sweep gives back, and the next claim continues at the first batch not
// counted. Between batches the worker re-reads the job, so a cancel stops it after the batch in
// flight. A database outage is nobody's failure (decision 035): the worker waits for the database
// to be back, re-reads its job and goes on; its lost batch's unit is given back by the lease sweep.
// The list's analysis over all its items (SERP-refined opportunity, clusters; decision 033) runs
// once, when the job ends (complete, cancelled or failed), not in every batch's quota transaction:
// near the 50,000-keyword cap it cost ~0.6 s a batch (decision 044).
import { importBatch } from '../../../shared/lists/import-limits.js';
import type { Db, Tx } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/database-failure.js';
import type { DatabaseHealth } from '../../db/database-health.js';
import type { RequestFlights } from '../../db/request-flights.js';
import { InvalidInputError, isDomainError, QuotaExceededError } from '../../domain/errors.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { startPaidRequest, withQuota } from '../billing/index.js';
import { metricsToItem } from './import-service.js';
import { claimJob, finishJob, importPayload, recordBatch, releaseLease, renewLease, type JobRow } from './jobs-store.js';
import { analyseList, storeItemMetrics, type ListItemInsert } from './list-items.js';
import { touchList } from './list-store.js';
import { keywordMetricsSourceOf } from '../../providers/profiles.js';

export interface JobWorkerDeps {
  db: () => Db;
  provider: () => KeywordDataProvider;
  flights: RequestFlights;
  deadlineMs: number;
  leaseMs: number;
  pollMs: number;
  log: (line: string) => void;
  /** Told of a lost connection; waited on while the database is away. */
  health: Pick<DatabaseHealth, 'report' | 'whenAvailable'>;
}

/** Claims of one job before a failing batch fails the job. */
const JOB_MAX_ATTEMPTS = 5;
/** Wait before the next claim after a failed batch, times the attempts so far. */
const RETRY_BACKOFF_MS = 2_000;

const JOB_MOVED_ON = 'The job moved on without this worker (its lease passed).';

/** Between two tries after an outage: the health check may not have decided yet. */
const OUTAGE_RETRY_MS = 500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Waits until the health monitor sees the database again, or the worker stops. */
async function waitForDatabase(deps: JobWorkerDeps, error: unknown, stop: AbortSignal): Promise<void> {
  deps.health.report(error);
  const stopped = new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve(), { once: true }));
  await Promise.race([deps.health.whenAvailable(), stopped]);
  await pause(OUTAGE_RETRY_MS, stop);
}

/** After an outage cut a batch short: the job as it now stands (another worker may have moved it), or null when stopping. */
async function resumeAfterOutage(deps: JobWorkerDeps, jobId: string, error: unknown, stop: AbortSignal): Promise<JobRow | null> {
  deps.log(`[jobs] job ${jobId} waits for the database: ${errorText(error)}`);
  let failure = error;
  while (!stop.aborted) {
    await waitForDatabase(deps, failure, stop);
    if (stop.aborted) break;
    try {
      return await renewLease(deps.db(), jobId, deps.leaseMs);
    } catch (next) {
      if (!isDatabaseUnavailable(next)) throw next;
      failure = next;
    }
  }
  return null;
}

/** The job's list, as its analysis pass needs it. */
function listOf(job: JobRow) {
  const { locationCode, languageCode } = importPayload(job);
  return { id: job.listId!, userId: job.userId, locationCode, languageCode };
}

/** The fetched volumes move pillars and scores: the list is analysed again, with the job's end. */
async function endJob(db: Db, job: JobRow, end?: { status: 'complete' | 'failed'; error?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await analyseList(tx, listOf(job));
    if (end) await finishJob(tx, job.id, end.status, end.error ?? null);
  });
}

/** Fetches, stores and charges batch `index`; false when another worker already counted it. */
async function runBatch(deps: JobWorkerDeps, job: JobRow, index: number): Promise<boolean> {
  const payload = importPayload(job);
  const keywords = importBatch(payload.keywords, index);
  const paid = startPaidRequest({ deadlineMs: deps.deadlineMs, flights: deps.flights, log: deps.log });
  const db = deps.db();
  try {
    await withQuota(
      db,
      { userId: job.userId, tool: 'keywords', requestKey: `import:${job.id}:${index}` },
      async () => {
        const answer = await deps.provider().getKeywordMetrics({ keywords, locationCode: payload.locationCode, languageCode: payload.languageCode, signal: paid.signal });
        const fetchedAt = answer.fetchedAt ?? new Date().toISOString();
        const found = new Map(answer.data.map((row) => [metricsToItem(row, fetchedAt).keyword, metricsToItem(row, fetchedAt)]));
        // A keyword the provider knows nothing about is fetched all the same: no metrics, its source and date.
        const items: ListItemInsert[] = keywords.map((k) => found.get(k) ?? { keyword: k, metricsSource: keywordMetricsSourceOf(answer.provider), metricsFetchedAt: new Date(fetchedAt) });
        const store = async (tx: Tx) => {
          if (!(await recordBatch(tx, job.id, index, keywords.length, answer.providerCost))) throw new InvalidInputError(JOB_MOVED_ON);
          await storeItemMetrics(tx, job.listId!, items);
          await touchList(tx, job.listId!);
          return { value: true, resultId: job.id };
        };
        return { store, providerCost: answer.providerCost, cached: answer.cached ?? false };
      },
      paid.quota,
    );
    return true;
  } catch (error) {
    if (error instanceof InvalidInputError && error.message === JOB_MOVED_ON) return false;
    throw error;
  }
}

/** Works one claimed job to its end, its cancellation, or a failure. */
async function runJob(deps: JobWorkerDeps, claimed: JobRow, stop: AbortSignal): Promise<void> {
  const db = deps.db();
  const beat = setInterval(() => {
    renewLease(db, claimed.id, deps.leaseMs).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) deps.health.report(error);
      else deps.log(`[jobs] lease renewal of ${claimed.id} failed: ${String(error)}`);
    });
  }, Math.max(100, Math.floor(deps.leaseMs / 3)));
  try {
    let job: JobRow | null = claimed;
    while (job && job.doneBatches < job.totalBatches) {
      if (stop.aborted) {
        // A graceful stop: the next server to look claims the job at once and continues.
        await releaseLease(db, job.id);
        return;
      }
      try {
        if (!(await runBatch(deps, job, job.doneBatches))) return;
        const next = await renewLease(db, claimed.id, deps.leaseMs);
        // Cancelled (its last batch may have landed after the cancel) or taken over: analysed now
        // all the same; a second analysis by the worker that took it over changes nothing.
        if (!next) await endJob(db, claimed);
        job = next;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // Re-read, not assumed: a batch whose commit went through before the cut is not run twice.
        job = await resumeAfterOutage(deps, claimed.id, error, stop);
        if (stop.aborted) return; // its lease runs out and another server continues
      }
    }
    if (job) await endJob(db, job, { status: 'complete' });
  } catch (error) {
    // Lost while finishing or stopping: the worker loop waits for the database; the job is not failed for it.
    if (isDatabaseUnavailable(error)) throw error;
    deps.log(`[jobs] job ${claimed.id} attempt ${claimed.attempts} failed: ${errorText(error)}`);
    // A refusal of the quota is final; a provider hiccup is tried again by the next claim.
    if (!(error instanceof QuotaExceededError) && claimed.attempts < JOB_MAX_ATTEMPTS) {
      await releaseLease(db, claimed.id, RETRY_BACKOFF_MS * claimed.attempts);
      return;
    }
    const message = isDomainError(error) ? error.message : 'The keyword data could not be fetched.';
    await endJob(db, claimed, { status: 'failed', error: message });
  } finally {
    clearInterval(beat);
  }
}

/** Starts the worker loop; the answer stops it (after the batch in flight). */
export function startJobWorker(deps: JobWorkerDeps): () => Promise<void> {
  const stop = new AbortController();
  const loop = (async () => {
    while (!stop.signal.aborted) {
      try {
        const job = await claimJob(deps.db(), deps.leaseMs);
        if (job) {
          await runJob(deps, job, stop.signal);
          continue;
        }
      } catch (error) {
        // While the database is away the worker waits for it instead of polling and logging each time.
        if (isDatabaseUnavailable(error)) await waitForDatabase(deps, error, stop.signal);
        else deps.log(`[jobs] claim failed: ${String(error)}`);
      }
      await pause(deps.pollMs, stop.signal);
    }
  })();
  return async () => {
    stop.abort();
    await loop;
  };
}
