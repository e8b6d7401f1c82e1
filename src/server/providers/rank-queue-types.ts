// The seam of scheduled rank checks (decision 064): the provider's standard queue (post tasks in
// batches, list the ready ones, collect each) and a live check for stragglers. Apart from
// KeywordDataProvider: checks are never cached or shared between users, so the cache and single-flight
// wrappers have nothing to add; every paid call still lands in the provider call ledger.
import type { RankSerp } from '../../shared/projects/rank-reading.js';
import type { ProjectDevice } from '../../shared/projects/options.js';
import type { ProviderError } from './provider-error.js';

export interface RankTaskSpec {
  /** Echoed by the provider with the task: the check's id, so a post whose answer was lost is found again. */
  tag: string;
  keyword: string;
  locationCode: number;
  languageCode: string;
  device: ProjectDevice;
  /** Results read at most. */
  depth: number;
  /** The project's target label ("example.com", "example.com/blog/"). */
  target: string;
  /** Competitors tracked: the crawl then reads the whole depth instead of stopping at the target's page. */
  competitors: string[];
}

export type PostedRankTask =
  | { tag: string; ok: true; taskId: string; providerCost: number }
  | { tag: string; ok: false; error: ProviderError; providerCost: number };

export interface ReadyRankTask {
  taskId: string;
  tag: string | null;
}

export type RankTaskOutcome =
  | { state: 'pending' }
  | { state: 'done'; serp: RankSerp; providerCost: number; pagesBilled: number }
  /** A check that cannot be read: it stays unknown in history. `providerCost` is what the failure billed. */
  | { state: 'failed'; message: string; providerCost: number };

export interface RankCheckQueue {
  readonly provider: string;
  readonly isDemo: boolean;
  /** Posts up to QUEUE_POST_MAX tasks; one answer per task, in order. Throws when the whole call fails. */
  postTasks(tasks: RankTaskSpec[]): Promise<PostedRankTask[]>;
  /** Finished tasks not yet collected. */
  readyTasks(): Promise<ReadyRankTask[]>;
  /** Collects one task (free): pending, done or failed. */
  getTask(taskId: string): Promise<RankTaskOutcome>;
  /** The live fallback for a straggler past its deadline (live price): done or failed. */
  liveCheck(task: RankTaskSpec): Promise<RankTaskOutcome>;
}

/** The provider's limit of tasks per post (reference §3.1). */
export const QUEUE_POST_MAX = 100;
