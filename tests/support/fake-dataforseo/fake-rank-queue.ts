// The stand-in's standard queue for organic SERP tasks (reference §3.1–§3.4): task_post (≤100 tasks,
// 20100 "Task Created." each, billed at full depth), tasks_ready (finished, uncollected tasks with their
// tag; free) and task_get/advanced/{id} (free; 40602 while queued, then the result with the settled
// cost). The organic live/advanced endpoint answers rank-check tasks (those asking for the AI
// Overview) through the same result builder. Two keywords act out the queue's failures:
//   "never ready" — posted and billed, never listed as ready, task_get answers 40602 forever;
//   "billed failure" — posted and billed, listed as ready, task_get answers 40101 with the task's cost.
// Keywords containing "overview" carry an AI Overview (citing the target unless "uncited" is in the
// keyword, without references when "bare" is); the target ranks at a place taken from the keyword.
import type { Json } from './fake-data.js';
import { usd, VERSION, type JsonObject } from './envelope.js';

export const RANK_ENDPOINTS = {
  post: 'serp/google/organic/task_post',
  ready: 'serp/google/organic/tasks_ready',
  get: 'serp/google/organic/task_get/advanced',
} as const;

/** Standard queue, normal priority (reference §3.3). */
export const QUEUE_FIRST_PAGE = 0.0006;
export const QUEUE_EXTRA_PAGE = 0.00045;
export const AIO_SURCHARGE = 0.0006;

export const NEVER_READY = 'never ready';
export const BILLED_FAILURE = 'billed failure';

interface QueuedTask {
  id: string;
  task: Record<string, unknown>;
  postedAt: number;
  postCost: number;
  collected: boolean;
}

export interface RankQueueMemory {
  tasks: Map<string, QueuedTask>;
}

export function newRankQueueMemory(): RankQueueMemory {
  return { tasks: new Map() };
}

let counter = 0;
const pagePrice = (pages: number) => QUEUE_FIRST_PAGE + QUEUE_EXTRA_PAGE * Math.max(0, pages - 1);

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const int = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.floor(v) : fallback);

function stopTarget(task: Record<string, unknown>): string | null {
  const rules = task['stop_crawl_on_match'];
  const first = Array.isArray(rules) ? (rules[0] as Record<string, unknown> | undefined) : undefined;
  return first ? str(first['match_value']).replace(/\*$/, '') : null;
}

/** The target a test names by tag or stop rule; tracked pages of "acme.example" when there is none. */
function targetOf(task: Record<string, unknown>): string {
  return stopTarget(task) ?? 'acme.example';
}

/** The organic result of one task: its items, pages crawled, and the settled cost. */
export function rankResult(task: Record<string, unknown>): { result: JsonObject; cost: number } {
  const keyword = str(task['keyword']);
  const depth = Math.min(700, Math.max(10, int(task['depth'], 10)));
  const target = targetOf(task);
  const host = target.split('/')[0] ?? target;
  const folder = target.includes('/') ? target.slice(target.indexOf('/')) : '/';
  const position = keyword.includes('not ranking') ? null : 1 + (hash(`${keyword}|${str(task['device'])}`) % 25);
  const stops = stopTarget(task) !== null;
  const crawled = stops && position !== null ? Math.min(depth, Math.ceil(position / 10) * 10) : depth;
  const pages = Math.ceil(crawled / 10);
  const items: Json[] = [];
  const overview = keyword.includes('overview');
  if (overview) {
    const references: Json[] = keyword.includes('bare')
      ? []
      : [
          { type: 'ai_overview_reference', source: 'Wiki', domain: 'wiki.example', url: 'https://wiki.example/a', title: 'A', text: 'a' },
          ...(keyword.includes('uncited') ? [] : [{ type: 'ai_overview_reference', source: 'Us', domain: `www.${host}`, url: `https://www.${host}${folder}cited`, title: 'B', text: 'b' }]),
        ];
    items.push({ type: 'ai_overview', rank_group: 1, rank_absolute: 1, position: 'left', asynchronous_ai_overview: true, markdown: 'An overview.', items: [], references });
  }
  for (let rank = 1; rank <= crawled; rank += 1) {
    const ours = rank === position;
    const domain = ours ? host : `site${(rank + hash(keyword)) % 40}.example`;
    items.push({ type: 'organic', rank_group: rank, rank_absolute: rank + (overview ? 1 : 0), position: 'left', domain, url: ours ? `https://${host}${folder}${keyword.replace(/\s+/g, '-')}` : `https://${domain}/${rank}`, title: `Result ${rank}`, description: '' });
  }
  const itemTypes = [...(overview ? ['ai_overview'] : []), 'organic'];
  const cost = usd(pagePrice(pages) + (overview && task['load_async_ai_overview'] === true ? AIO_SURCHARGE : 0));
  return {
    cost,
    result: {
      keyword, type: 'organic', se_domain: 'google.com', location_code: int(task['location_code'], 2840), language_code: str(task['language_code'], 'en'),
      check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}`, datetime: '2026-11-29 06:00:00 +00:00', spell: null, refinement_chips: null,
      item_types: itemTypes, se_results_count: 1_000_000, pages_count: pages, items_count: items.length, items,
    },
  };
}

function envelopeOf(tasks: JsonObject[], cost: number): JsonObject {
  const errors = tasks.filter((t) => t['status_code'] !== 20000 && t['status_code'] !== 20100).length;
  return { version: VERSION, status_code: 20000, status_message: 'Ok.', time: '0.0500 sec.', cost: usd(cost), tasks_count: tasks.length, tasks_error: errors, tasks };
}

function taskEntry(id: string, path: string, code: number, message: string, cost: number, data: Record<string, unknown>, result: Json[] | null): JsonObject {
  return { id, status_code: code, status_message: message, time: '0.0100 sec.', cost: usd(cost), result_count: result ? result.length : 0, path: ['v3', ...path.split('/')], data: data as JsonObject, result };
}

/** task_post: answers each task 20100 (or 40501 for a task without a keyword); the whole envelope costs what the tasks cost. */
export function postTasks(body: unknown[], memory: RankQueueMemory, now: number): { status: number; body: JsonObject } {
  if (body.length > 100) {
    return { status: 200, body: { version: VERSION, status_code: 40006, status_message: 'You can send no more than 100 tasks at once.', time: '0 sec.', cost: 0, tasks_count: 0, tasks_error: 0, tasks: null } };
  }
  let total = 0;
  const tasks = body.map((raw) => {
    counter += 1;
    const task = (raw ?? {}) as Record<string, unknown>;
    const id = `11291200-1535-0066-0000-${String(counter).padStart(12, '0')}`;
    const data = { api: 'serp', function: 'task_post', se: 'google', se_type: 'organic', ...task };
    if (str(task['keyword']).trim() === '') return taskEntry(id, RANK_ENDPOINTS.post, 40501, "Invalid Field: 'keyword'.", 0, data, null);
    const pages = Math.ceil(Math.min(700, Math.max(10, int(task['depth'], 10))) / 10);
    const cost = usd(pagePrice(pages) + (task['load_async_ai_overview'] === true ? AIO_SURCHARGE : 0));
    total += cost;
    memory.tasks.set(id, { id, task, postedAt: now, postCost: cost, collected: false });
    return taskEntry(id, RANK_ENDPOINTS.post, 20100, 'Task Created.', cost, data, null);
  });
  return { status: 200, body: envelopeOf(tasks, total) };
}

/** tasks_ready: finished, uncollected tasks (not the never-ready ones), up to 1,000. */
export function readyTasks(memory: RankQueueMemory, now: number, queueDelayMs: number): JsonObject {
  const ready: Json[] = [];
  for (const entry of memory.tasks.values()) {
    if (ready.length >= 1000) break;
    if (entry.collected || now - entry.postedAt < queueDelayMs || str(entry.task['keyword']).includes(NEVER_READY)) continue;
    ready.push({
      id: entry.id, se: 'google', se_type: 'organic', date_posted: new Date(entry.postedAt).toISOString(), tag: str(entry.task['tag']) || null,
      endpoint_regular: `/v3/serp/google/organic/task_get/regular/${entry.id}`, endpoint_advanced: `/v3/serp/google/organic/task_get/advanced/${entry.id}`, endpoint_html: `/v3/serp/google/organic/task_get/html/${entry.id}`,
    });
  }
  return envelopeOf([taskEntry(`ready-${now}`, RANK_ENDPOINTS.ready, 20000, 'Ok.', 0, { api: 'serp', function: 'tasks_ready', se: 'google' }, ready)], 0);
}

/** live/advanced for a rank check (one that asks for the AI Overview): the same result at the live price. */
export function liveRankTask(task: Record<string, unknown>): JsonObject {
  const { result } = rankResult(task);
  const pages = typeof result['pages_count'] === 'number' ? result['pages_count'] : 1;
  const cost = usd(0.002 + 0.0015 * Math.max(0, pages - 1));
  counter += 1;
  const id = `11291200-1535-0077-0000-${String(counter).padStart(12, '0')}`;
  return envelopeOf([taskEntry(id, 'serp/google/organic/live/advanced', 20000, 'Ok.', cost, { api: 'serp', function: 'live', se: 'google', se_type: 'organic', ...task }, [result])], cost);
}

/** task_get/advanced/{id}: free; 40401 for an unknown id, 40602 while queued, the result when done. */
export function getTask(id: string, memory: RankQueueMemory, now: number, queueDelayMs: number): JsonObject {
  const entry = memory.tasks.get(id);
  const data = { api: 'serp', function: 'task_get', se: 'google', se_type: 'organic', ...(entry?.task ?? {}) };
  const path = `${RANK_ENDPOINTS.get}/${id}`;
  if (!entry) return envelopeOf([taskEntry(id, path, 40401, 'Task Not Found.', 0, data, null)], 0);
  const keyword = str(entry.task['keyword']);
  if (keyword.includes(NEVER_READY) || now - entry.postedAt < queueDelayMs) return envelopeOf([taskEntry(id, path, 40602, 'Task In Queue.', 0, data, null)], 0);
  entry.collected = true;
  if (keyword.includes(BILLED_FAILURE)) return envelopeOf([taskEntry(id, path, 40101, 'Internal SE Server Error.', entry.postCost, data, null)], 0);
  const { result, cost } = rankResult(entry.task);
  return envelopeOf([taskEntry(id, path, 20000, 'Ok.', cost, data, [result])], 0);
}
