// Scheduled rank checks on DataForSEO's standard queue (reference §3, decision 064): task_post in
// batches of up to 100 (normal priority, ~30% of live), tasks_ready, task_get/advanced (free), and
// live/advanced for stragglers. The crawl stops at the page where the target is found
// (stop_crawl_on_match, organic results only) unless competitors are tracked; the AI Overview is
// asked for (load_async_ai_overview, refunded when absent), so its absence is a real "absent".
import { ProviderError } from '../provider-error.js';
import { QUEUE_POST_MAX, type PostedRankTask, type RankCheckQueue, type RankTaskOutcome, type RankTaskSpec, type ReadyRankTask } from '../rank-queue-types.js';
import type { DataForSeoClient } from './client.js';
import type { EnvelopeTask } from './envelope.js';
import { parseRankSerp } from './parse-rank-serp.js';
import { dataForSeoProfile } from './profile.js';
import { classifyStatusCode } from './status-codes.js';

export const RANK_PATHS = {
  post: 'serp/google/organic/task_post',
  ready: 'serp/google/organic/tasks_ready',
  get: 'serp/google/organic/task_get/advanced',
  live: 'serp/google/organic/live/advanced',
} as const;

const TASK_CREATED = 20100;
const NO_RESULTS = 40102;
const STILL_QUEUED: ReadonlySet<number> = new Set([40601, 40602]);

/** "example.com" stops at the domain or a subdomain; "example.com/blog/" at a page in the folder. */
function stopRule(target: string): Record<string, unknown> {
  return target.includes('/') ? { match_value: `${target}*`, match_type: 'wildcard' } : { match_value: target, match_type: 'with_subdomains' };
}

export function rankTaskBody(task: RankTaskSpec, queued: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    keyword: task.keyword,
    location_code: task.locationCode,
    language_code: task.languageCode,
    device: task.device,
    depth: task.depth,
    load_async_ai_overview: true,
  };
  if (queued) Object.assign(body, { tag: task.tag, priority: 1 });
  if (task.competitors.length === 0) Object.assign(body, { stop_crawl_on_match: [stopRule(task.target)], find_targets_in: ['organic'] });
  return body;
}

const costOf = (task: EnvelopeTask | undefined) => (typeof task?.cost === 'number' && Number.isFinite(task.cost) ? task.cost : 0);

function readTask(task: EnvelopeTask | undefined, depth: number, fallbackCost: number): RankTaskOutcome {
  if (!task) return { state: 'failed', message: 'The provider answered without the task.', providerCost: fallbackCost };
  const providerCost = costOf(task) || fallbackCost;
  if (STILL_QUEUED.has(task.status_code)) return { state: 'pending' };
  if (task.status_code === 20000 || task.status_code === NO_RESULTS) {
    const serp = parseRankSerp(task.result ?? [], true, depth);
    return { state: 'done', serp, providerCost, pagesBilled: Math.max(1, Math.ceil(serp.resultsRead / 10)) };
  }
  return { state: 'failed', message: `${task.status_code} ${task.status_message ?? 'Task failed.'}`, providerCost };
}

export class DataForSeoRankQueue implements RankCheckQueue {
  readonly provider = dataForSeoProfile.name;
  readonly isDemo = false;
  /** Depth asked per task id, for the reading of "not in the top N" when the answer has no page count. */
  private readonly depths = new Map<string, number>();

  constructor(private readonly client: DataForSeoClient) {}

  async postTasks(tasks: RankTaskSpec[]): Promise<PostedRankTask[]> {
    if (tasks.length === 0) return [];
    if (tasks.length > QUEUE_POST_MAX) throw new RangeError(`At most ${QUEUE_POST_MAX} tasks per post`);
    const answer = await this.client.callEnvelope('POST', RANK_PATHS.post, tasks.map((t) => rankTaskBody(t, true)));
    return tasks.map((task, index): PostedRankTask => {
      const posted = answer.tasks[index];
      const providerCost = costOf(posted);
      if (posted?.status_code === TASK_CREATED && posted.id) {
        this.depths.set(posted.id, task.depth);
        return { tag: task.tag, ok: true, taskId: posted.id, providerCost };
      }
      const error = posted ? classifyStatusCode(posted.status_code, posted.status_message, providerCost).error : new ProviderError('malformed');
      return { tag: task.tag, ok: false, error, providerCost };
    });
  }

  async readyTasks(): Promise<ReadyRankTask[]> {
    const answer = await this.client.callEnvelope('GET', RANK_PATHS.ready);
    const ready: ReadyRankTask[] = [];
    for (const task of answer.tasks) {
      for (const item of task.result ?? []) {
        const entry = item as { id?: unknown; tag?: unknown } | null;
        if (typeof entry?.id === 'string') ready.push({ taskId: entry.id, tag: typeof entry.tag === 'string' ? entry.tag : null });
      }
    }
    return ready;
  }

  async getTask(taskId: string): Promise<RankTaskOutcome> {
    const answer = await this.client.callEnvelope('GET', `${RANK_PATHS.get}/${encodeURIComponent(taskId)}`);
    const outcome = readTask(answer.tasks[0], this.depths.get(taskId) ?? 100, 0);
    if (outcome.state !== 'pending') this.depths.delete(taskId);
    return outcome;
  }

  async liveCheck(task: RankTaskSpec): Promise<RankTaskOutcome> {
    try {
      const answer = await this.client.callEnvelope('POST', RANK_PATHS.live, [rankTaskBody(task, false)]);
      return readTask(answer.tasks[0], task.depth, answer.providerCost);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { state: 'failed', message: error.message, providerCost: error.providerCost };
    }
  }
}
