// The background worker of import jobs (decision 029), on every app server. It claims a job
// (jobs-store.ts: FOR UPDATE SKIP LOCKED, or a job whose worker's lease passed), then fetches its
// keywords batch by batch through the provider's bulk metrics call. Each batch goes through the
// quota (one keyword research unit, decision 005/011) and is stored, analysed (decision 033),
// charged and counted in ONE transaction: a crash leaves either the whole batch (stored, charged,
// counted) or a lease the sweep gives back, and the next claim continues at the first batch not
// counted. Between batches the worker re-reads the job, so a cancel stops it after the batch in
// flight.
import { importBatch } from '../../../shared/lists/import-limits.js';
import type { Db, Tx } from '../../db/client.js';
import type { RequestFlights } from '../../db/request-flights.js';
import { InvalidInputError, isDomainError, QuotaExceededError } from '../../domain/errors.js';
import type { KeywordDataProvider } from '../../providers/types.js';
import { startPaidRequest, withQuota } from '../billing/index.js';
import { metricsToItem } from './import-service.js';
import { claimJob, finishJob, importPayload, recordBatch, releaseLease, renewLease, type JobRow } from './jobs-store.js';
import { analyseList, storeItemMetrics, type ListItemInsert } from './list-items.js';
import { touchList } from './list-store.js';

export interface JobWorkerDeps {
  db: () => Db;
  provider: () => KeywordDataProvider;
  flights: RequestFlights;
  deadlineMs: number;
  leaseMs: number;
  pollMs: number;
  log: (line: string) => void;
}

/** Claims of one job before a failing batch fails the job. */
const JOB_MAX_ATTEMPTS = 5;
/** Wait before the next claim after a failed batch, times the attempts so far. */
const RETRY_BACKOFF_MS = 2_000;

const JOB_MOVED_ON = 'The job moved on without this worker (its lease passed).';

/** Fetches, stores and charges batch `index`; false when another worker already counted it. */
async function runBatch(deps: JobWorkerDeps, job: JobRow, index: number): Promise<boolean> {
  const payload = importPayload(job);
  const keywords = importBatch(payload.keywords, index);
  const paid = startPaidRequest({ deadlineMs: deps.deadlineMs, flights: deps.flights });
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
        const items: ListItemInsert[] = keywords.map((k) => found.get(k) ?? { keyword: k, metricsSource: answer.provider === 'demo' ? 'demo' : 'dataforseo_labs', metricsFetchedAt: new Date(fetchedAt) });
        const store = async (tx: Tx) => {
          if (!(await recordBatch(tx, job.id, index, keywords.length, answer.costUsd))) throw new InvalidInputError(JOB_MOVED_ON);
          await storeItemMetrics(tx, job.listId!, items);
          await touchList(tx, job.listId!);
          // The batch's volumes move pillars and scores: the list is analysed again with them.
          await analyseList(tx, { id: job.listId!, userId: job.userId, locationCode: payload.locationCode, languageCode: payload.languageCode });
          return { value: true, resultId: job.id };
        };
        return { store, costUsd: answer.costUsd, cached: answer.cached ?? false };
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
async function runJob(deps: JobWorkerDeps, claimed: JobRow, stopping: () => boolean): Promise<void> {
  const db = deps.db();
  const beat = setInterval(() => {
    renewLease(db, claimed.id, deps.leaseMs).catch((error: unknown) => deps.log(`[jobs] lease renewal of ${claimed.id} failed: ${String(error)}`));
  }, Math.max(100, Math.floor(deps.leaseMs / 3)));
  try {
    let job: JobRow | null = claimed;
    while (job && job.doneBatches < job.totalBatches) {
      if (stopping()) {
        // A graceful stop: the next server to look claims the job at once and continues.
        await releaseLease(db, job.id);
        return;
      }
      if (!(await runBatch(deps, job, job.doneBatches))) return;
      job = await renewLease(db, claimed.id, deps.leaseMs); // null: cancelled (or taken over)
    }
    if (job) await finishJob(db, job.id, 'complete');
  } catch (error) {
    deps.log(`[jobs] job ${claimed.id} attempt ${claimed.attempts} failed: ${error instanceof Error ? error.message : String(error)}`);
    // A refusal of the quota is final; a provider hiccup is tried again by the next claim.
    if (!(error instanceof QuotaExceededError) && claimed.attempts < JOB_MAX_ATTEMPTS) {
      await releaseLease(db, claimed.id, RETRY_BACKOFF_MS * claimed.attempts);
      return;
    }
    const message = isDomainError(error) ? error.message : 'The keyword data could not be fetched.';
    await finishJob(db, claimed.id, 'failed', message);
  } finally {
    clearInterval(beat);
  }
}

/** Starts the worker loop; the answer stops it (after the batch in flight). */
export function startJobWorker(deps: JobWorkerDeps): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        const job = await claimJob(deps.db(), deps.leaseMs);
        if (job) {
          await runJob(deps, job, () => stopped);
          continue;
        }
      } catch (error) {
        deps.log(`[jobs] claim failed: ${String(error)}`);
      }
      await sleep(deps.pollMs);
    }
  })();
  return async () => {
    stopped = true;
    wake?.();
    await loop;
  };
}
