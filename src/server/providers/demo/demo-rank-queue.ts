// The demo provider's rank-check queue (decision 064): believable, deterministic checks labelled as
// demo. A keyword's position wanders a little from day to day around its own level, sometimes
// leaves the top N, the ranking URL changes now and then, and about a third of the results pages
// carry an AI Overview, which cites the target some of the time. The task id carries the task itself,
// so any server (or one restarted) collects it; tasks ready are the ones this process posted.
import { pagesFor } from '../../../shared/projects/forecast.js';
import { comparableHost } from '../../../shared/competitors/domain-name.js';
import type { RankSerp, RankSerpOrganic } from '../../../shared/projects/rank-reading.js';
import type { PostedRankTask, RankCheckQueue, RankTaskOutcome, RankTaskSpec, ReadyRankTask } from '../rank-queue-types.js';
import { demoProfile } from './profile.js';
import { demoAllSiteHosts, DEMO_MEGA_SITES } from './demo-sites.js';
import { hashString, randomFor } from './seeded-random.js';

const DAY_MS = 86_400_000;
const PAGES = ['/', '/guide/', '/blog/', '/shop/', '/compare/'];

function encode(task: RankTaskSpec, day: number): string {
  return `demo-${Buffer.from(JSON.stringify({ ...task, day })).toString('base64url')}`;
}

function decode(taskId: string): (RankTaskSpec & { day: number }) | null {
  if (!taskId.startsWith('demo-')) return null;
  try {
    return JSON.parse(Buffer.from(taskId.slice(5), 'base64url').toString('utf8')) as RankTaskSpec & { day: number };
  } catch {
    return null;
  }
}

/** The demo results page of a keyword on one day and device. */
export function demoRankSerp(task: RankTaskSpec, day: number): RankSerp {
  const base = randomFor('rank-level', task.keyword, task.target);
  const level = 1 + Math.floor(base() * 45); // this keyword's usual position
  const today = randomFor('rank-day', task.keyword, task.target, task.device, day);
  const drift = Math.round((today() - 0.5) * 6);
  const position = Math.max(1, level + drift + (task.device === 'mobile' ? 1 : 0));
  const host = comparableHost(task.target);
  const folder = task.target.includes('/') ? task.target.slice(task.target.indexOf('/')) : null;
  const weekOfPage = Math.floor(day / 9) + hashString(task.keyword);
  const ourPath = folder ?? PAGES[weekOfPage % PAGES.length] ?? '/';
  const others = demoAllSiteHosts().filter((h) => h !== host && !task.competitors.includes(h));
  const pool = [...task.competitors, ...DEMO_MEGA_SITES, ...others];
  const depth = task.depth;
  const stop = task.competitors.length === 0 ? Math.min(depth, Math.ceil(position / 10) * 10) : depth;
  const organic: RankSerpOrganic[] = [];
  let absolute = 0;
  for (let rank = 1, other = 0; rank <= stop; rank += 1) {
    absolute += rank === 1 && today() < 0.5 ? 2 : 1;
    const ours = rank === position;
    const domain = ours ? host : (pool[(other++ + hashString(`${task.keyword}|${day}`)) % pool.length] ?? 'example.org');
    const slug = task.keyword.replace(/\s+/g, '-');
    organic.push({ rankGroup: rank, rankAbsolute: absolute, domain, url: ours ? `https://${host}${ourPath}${slug}` : `https://${domain}/${slug}` });
  }
  const hasOverview = randomFor('aio', task.keyword, task.device)() < 0.35;
  const references = hasOverview
    ? [pool[0], pool[2], position <= 10 && today() < 0.6 ? host : pool[3]].filter((d): d is string => typeof d === 'string').map((domain) => ({ domain, url: `https://${domain}/${task.keyword.replace(/\s+/g, '-')}` }))
    : [];
  const withoutReferences = hasOverview && randomFor('aio-bare', task.keyword, day)() < 0.1;
  return {
    organic,
    itemTypes: [...(hasOverview ? ['ai_overview'] : []), 'organic', 'people_also_ask', ...(today() < 0.3 ? ['video'] : [])],
    aiOverview: hasOverview ? { references: withoutReferences ? [] : references } : null,
    aiOverviewAsked: true,
    resultsRead: stop,
  };
}

function answer(task: RankTaskSpec, day: number): RankTaskOutcome {
  const serp = demoRankSerp(task, day);
  const pages = pagesFor(serp.resultsRead);
  // Demo data costs nothing: like every demo answer, no dollars; the pages count as units all the same.
  return { state: 'done', serp, providerCost: 0, pagesBilled: pages };
}

export class DemoRankQueue implements RankCheckQueue {
  readonly provider = demoProfile.name;
  readonly isDemo = true;
  private readonly posted = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  private day(): number {
    return Math.floor(this.now() / DAY_MS);
  }

  postTasks(tasks: RankTaskSpec[]): Promise<PostedRankTask[]> {
    const day = this.day();
    return Promise.resolve(
      tasks.map((task) => {
        const taskId = encode(task, day);
        this.posted.set(taskId, task.tag);
        return { tag: task.tag, ok: true as const, taskId, providerCost: 0 };
      }),
    );
  }

  readyTasks(): Promise<ReadyRankTask[]> {
    return Promise.resolve([...this.posted].map(([taskId, tag]) => ({ taskId, tag })));
  }

  getTask(taskId: string): Promise<RankTaskOutcome> {
    this.posted.delete(taskId);
    const task = decode(taskId);
    if (!task) return Promise.resolve({ state: 'failed', message: '40401 Task Not Found.', providerCost: 0 });
    return Promise.resolve(answer(task, task.day));
  }

  liveCheck(task: RankTaskSpec): Promise<RankTaskOutcome> {
    return Promise.resolve(answer(task, this.day()));
  }
}
