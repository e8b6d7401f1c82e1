// The rank-check scheduler (decision 064), running in every app server. One tick: plan the due
// keywords' checks (one row per keyword × device × slot), post queued checks to the provider's
// standard queue in batches, collect the ready ones (tasks_ready, then task_get), and send
// stragglers past the deadline to a direct task_get and then the live fallback. Every step claims its
// rows in the database, so any number of servers share the work and a server killed half way leaves
// rows another one (or itself, restarted) takes up. After a provider error the server backs off.
import { readCheck, rankTargetOf } from '../../../shared/projects/rank-reading.js';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/database-failure.js';
import { ProviderError } from '../../providers/provider-error.js';
import { QUEUE_POST_MAX, type RankCheckQueue, type RankTaskOutcome, type RankTaskSpec } from '../../providers/rank-queue-types.js';
import { recordRankQueue } from '../../observability/metrics.js';
import {
  claimForPost,
  claimStragglers,
  claimToCollect,
  planDueChecks,
  queueFigures,
  recordPosted,
  recordPostRefused,
  releaseCheck,
  settleCheck,
  taskSpecsOf,
  type CheckRow,
} from './check-store.js';

export interface SchedulerOptions {
  db: () => Db;
  queue: () => RankCheckQueue | null;
  log: (line: string) => void;
  now?: () => Date;
  /** Between ticks. */
  tickMs: number;
  /** A claim's lease: another server takes the rows up once it passes. */
  leaseMs: number;
  /** A posted check not collected by then goes to task_get directly, then live. */
  deadlineMs: number;
  /** A post whose answer was lost waits this long for its tag in tasks_ready before it is posted again. */
  orphanGraceMs: number;
  /** tasks_ready is rate-limited by the provider (20 a minute): asked at most this often per server. */
  readyEveryMs: number;
  /** Attempts to post a check before it fails (unknown). */
  maxAttempts: number;
  /** First back-off after a provider error, doubled per failure, capped at 32×. */
  backoffMs: number;
}

export const DEFAULT_SCHEDULER: Omit<SchedulerOptions, 'db' | 'queue' | 'log'> = {
  tickMs: 5_000,
  leaseMs: 60_000,
  deadlineMs: 45 * 60_000, // the standard queue's guaranteed turnaround (reference §3.3)
  orphanGraceMs: 50 * 60_000,
  readyEveryMs: 6_000,
  maxAttempts: 5,
  backoffMs: 5_000,
};

const PLAN_BATCH = 500;
const STRAGGLER_BATCH = 20;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** May the post have reached the provider (and been billed)? Then its check waits for its tag instead of a repost. */
const maySent = (error: unknown) => !(error instanceof ProviderError) || error.kind === 'timeout' || error.kind === 'malformed';

export class RankScheduler {
  private failures = 0;
  private pausedUntil = 0;
  private lastReady = 0;
  private readonly options: SchedulerOptions;

  constructor(options: Partial<SchedulerOptions> & Pick<SchedulerOptions, 'db' | 'queue' | 'log'>) {
    this.options = { ...DEFAULT_SCHEDULER, ...options };
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** One round of every step. */
  async tick(): Promise<void> {
    const queue = this.options.queue();
    const db = this.options.db();
    const now = this.now();
    if (!queue) return;
    // Every due keyword is planned, a batch at a time, before anything is posted.
    while ((await planDueChecks(db, now, PLAN_BATCH)).keywords === PLAN_BATCH);
    if (now.getTime() >= this.pausedUntil) {
      try {
        await this.post(db, queue, now);
        await this.collect(db, queue, now);
        await this.stragglers(db, queue, now);
        this.failures = 0;
      } catch (error) {
        if (isDatabaseUnavailable(error) || !(error instanceof ProviderError)) throw error;
        this.failures += 1;
        const wait = this.options.backoffMs * 2 ** Math.min(5, this.failures - 1);
        this.pausedUntil = now.getTime() + wait;
        this.options.log(`[rank] provider error, backing off ${wait} ms: ${error.message}`);
      }
    }
    recordRankQueue(await queueFigures(db, now, this.options.deadlineMs));
  }

  private async post(db: Db, queue: RankCheckQueue, now: Date): Promise<void> {
    for (;;) {
      const claimed = await claimForPost(db, now, this.options.leaseMs, this.options.orphanGraceMs, QUEUE_POST_MAX);
      if (claimed.length === 0) return;
      const specs = await taskSpecsOf(db, claimed);
      const tasks = claimed.map((c) => specs.get(c.id)).filter((s): s is RankTaskSpec => s !== undefined);
      let answers;
      try {
        answers = await queue.postTasks(tasks);
      } catch (error) {
        // The whole post failed: each check is tried again after the back-off (out of attempts: failed).
        for (const check of claimed) await this.refuse(db, check, message(error), 0, maySent(error), now);
        throw error;
      }
      for (const answer of answers) {
        const check = claimed.find((c) => c.id === answer.tag);
        if (!check) continue;
        if (answer.ok) await recordPosted(db, check.id, queue.provider, answer.taskId, answer.providerCost, now);
        else await this.refuse(db, check, answer.error.message, answer.providerCost, false, now);
      }
    }
  }

  private async refuse(db: Db, check: CheckRow, error: string, providerCost: number, sent: boolean, now: Date): Promise<void> {
    const out = check.attempts >= this.options.maxAttempts;
    const retryInMs = out ? null : this.options.backoffMs * 2 ** Math.min(5, check.attempts - 1);
    await recordPostRefused(db, check.id, { error, providerCost, retryInMs, sent, now });
  }

  private async collect(db: Db, queue: RankCheckQueue, now: Date): Promise<void> {
    if (now.getTime() - this.lastReady < this.options.readyEveryMs) return;
    this.lastReady = now.getTime();
    for (const ready of await queue.readyTasks()) {
      if (!ready.tag || !/^[0-9a-f-]{36}$/i.test(ready.tag)) continue; // not one of ours
      const check = await claimToCollect(db, ready.tag, now, this.options.leaseMs);
      if (!check) continue;
      // A check still queued is an orphan whose post answer was lost: adopted by its tag, never posted twice.
      if (check.providerTaskId !== null && check.providerTaskId !== ready.taskId) {
        await releaseCheck(db, check.id);
        continue;
      }
      const outcome = await queue.getTask(ready.taskId);
      await this.settle(db, queue, check, ready.taskId, outcome, 0, false, now);
    }
  }

  private async stragglers(db: Db, queue: RankCheckQueue, now: Date): Promise<void> {
    for (const check of await claimStragglers(db, now, this.options.deadlineMs, this.options.leaseMs, STRAGGLER_BATCH)) {
      const direct = check.providerTaskId ? await queue.getTask(check.providerTaskId) : ({ state: 'pending' } as const);
      if (direct.state !== 'pending') {
        await this.settle(db, queue, check, check.providerTaskId, direct, 0, false, now);
        continue;
      }
      // A collect cut short (its worker died) before the deadline: asked again at the next round.
      if (check.postedAt && check.postedAt.getTime() > now.getTime() - this.options.deadlineMs) {
        await releaseCheck(db, check.id);
        continue;
      }
      const spec = (await taskSpecsOf(db, [check])).get(check.id);
      if (!spec) continue;
      const live = await queue.liveCheck(spec);
      // The queued task was billed at its post; the live answer is billed on top.
      await this.settle(db, queue, check, check.providerTaskId, live, check.providerCost, true, now);
    }
  }

  private async settle(db: Db, queue: RankCheckQueue, check: CheckRow, taskId: string | null, outcome: RankTaskOutcome, alreadyBilled: number, live: boolean, now: Date): Promise<void> {
    if (outcome.state === 'pending') {
      await releaseCheck(db, check.id);
      return;
    }
    // The settled task cost replaces the post's provisional one; a failure that billed nothing keeps it.
    const charge = alreadyBilled + (outcome.providerCost > 0 ? outcome.providerCost : live ? 0 : check.providerCost);
    if (outcome.state === 'failed') {
      await settleCheck(db, check.id, { state: 'failed', error: outcome.message, providerCost: charge, live, taskId }, now);
      return;
    }
    const spec = (await taskSpecsOf(db, [check])).get(check.id);
    if (!spec) return;
    const reading = readCheck(outcome.serp, rankTargetOf(spec.target), spec.competitors);
    await settleCheck(db, check.id, { state: 'done', reading, providerCost: charge, pagesBilled: outcome.pagesBilled, live, taskId, isDemo: queue.isDemo }, now);
  }
}

/** Starts the scheduler loop; the answer stops it (after the tick in flight). */
export function startRankScheduler(options: ConstructorParameters<typeof RankScheduler>[0]): () => Promise<void> {
  const scheduler = new RankScheduler(options);
  const tickMs = options.tickMs ?? DEFAULT_SCHEDULER.tickMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = scheduler
      .tick()
      .catch((error: unknown) => {
        // While the database is away the health monitor says so once; the next tick tries again.
        if (!isDatabaseUnavailable(error)) options.log(`[rank] tick failed: ${message(error)}`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, tickMs);
      });
  };
  timer = setTimeout(loop, tickMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
