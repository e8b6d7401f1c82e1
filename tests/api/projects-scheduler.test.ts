// The rank-check scheduler (decision 064) on a simulated clock, on PGlite and PostgreSQL: two
// workers, processes "killed" at random moments (a worker is dropped mid-tick with its leases held,
// and a fresh one takes its place), lost post answers, refused posts, a task never ready and billed
// failures. After every simulated day: exactly one check per keyword × device × slot (none twice,
// none skipped), every check settled, no task posted twice, and the checks' charges add up to what
// the provider billed (none lost, none counted twice).
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { projectKeywords, projects, rankChecks, user } from '../../src/server/db/schema/index.js';
import { RankScheduler } from '../../src/server/features/projects/index.js';
import { createRandom } from '../../src/server/providers/demo/seeded-random.js';
import { ProviderError } from '../../src/server/providers/provider-error.js';
import type { PostedRankTask, RankCheckQueue, RankTaskOutcome, RankTaskSpec, ReadyRankTask } from '../../src/server/providers/rank-queue-types.js';
import type { RankSerp } from '../../src/shared/projects/rank-reading.js';
import { startCrashRig } from '../support/crash-rig.js';
import { createVerifiedUser, type TestClient } from '../support/test-app.js';
import { createTestDatabase, TEST_DB_KIND } from '../support/test-db.js';

const POST_PRICE = 0.0006;
const LIVE_PRICE = 0.002;
const DAY_MS = 86_400_000;

class Crash extends Error {}

/** A provider queue in memory whose failures a seeded generator picks. */
class SimQueue implements RankCheckQueue {
  readonly provider = 'sim';
  readonly isDemo = false;
  billed = 0;
  readonly postsByTag = new Map<string, number>();
  private readonly tasks = new Map<string, { spec: RankTaskSpec; collected: boolean }>();
  private n = 0;
  constructor(private readonly random: () => number) {}

  static positionOf(spec: RankTaskSpec): number {
    return 1 + ((spec.keyword.length * 7 + (spec.device === 'mobile' ? 3 : 0)) % 20);
  }

  private serp(spec: RankTaskSpec): RankSerp {
    const at = SimQueue.positionOf(spec);
    return { organic: [{ rankGroup: at, rankAbsolute: at, domain: 'acme.example', url: `https://acme.example/${spec.keyword}` }], itemTypes: ['organic'], aiOverview: null, aiOverviewAsked: true, resultsRead: 30 };
  }

  postTasks(tasks: RankTaskSpec[]): Promise<PostedRankTask[]> {
    const roll = this.random();
    if (roll < 0.08) return Promise.reject(new ProviderError('unavailable')); // refused before anything ran
    const answers = tasks.map((spec) => {
      const taskId = `t${++this.n}`;
      this.tasks.set(taskId, { spec, collected: false });
      this.postsByTag.set(spec.tag, (this.postsByTag.get(spec.tag) ?? 0) + 1);
      this.billed += POST_PRICE;
      return { tag: spec.tag, ok: true as const, taskId, providerCost: POST_PRICE };
    });
    // A lost answer (billed, then the connection dropped) or a kill right after the post; never for a
    // batch holding a task that is never ready (its lost post could only be found by posting again).
    const lossless = tasks.some((t) => t.keyword.includes('never ready'));
    if (!lossless && roll < 0.14) return Promise.reject(new ProviderError('timeout'));
    if (!lossless && roll < 0.2) return Promise.reject(new Crash('killed after the post'));
    return Promise.resolve(answers);
  }

  readyTasks(): Promise<ReadyRankTask[]> {
    const ready = [...this.tasks].filter(([, t]) => !t.collected && !t.spec.keyword.includes('never ready'));
    return Promise.resolve(ready.map(([taskId, t]) => ({ taskId, tag: t.spec.tag })));
  }

  getTask(taskId: string): Promise<RankTaskOutcome> {
    const task = this.tasks.get(taskId);
    if (!task || task.spec.keyword.includes('never ready')) return Promise.resolve({ state: 'pending' });
    task.collected = true;
    if (this.random() < 0.05) return Promise.reject(new Crash('killed after task_get'));
    if (task.spec.keyword.includes('billed failure')) return Promise.resolve({ state: 'failed', message: '40101 Internal SE Server Error.', providerCost: POST_PRICE });
    return Promise.resolve({ state: 'done', serp: this.serp(task.spec), providerCost: POST_PRICE, pagesBilled: 1 });
  }

  liveCheck(spec: RankTaskSpec): Promise<RankTaskOutcome> {
    this.billed += LIVE_PRICE;
    return Promise.resolve({ state: 'done', serp: this.serp(spec), providerCost: LIVE_PRICE, pagesBilled: 1 });
  }
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const KEYWORDS = ['shoes', 'running shoes', 'trail running', 'socks billed failure', 'never ready boots', 'insoles', 'laces', 'hiking', 'sandals', 'gaiters'];
const START = Date.parse('2026-11-23T05:00:00Z'); // a Monday

async function freshProject(): Promise<{ weekly: string; paused: string }> {
  await database.db.execute(sql`delete from projects`);
  const userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: 'Sim', email: `${userId}@example.test` }).onConflictDoNothing();
  const [project] = await database.db
    .insert(projects)
    .values({ userId, name: 'Acme', target: 'acme.example', targetKind: 'domain', locationCode: 2840, languageCode: 'en', devices: ['desktop', 'mobile'], interval: 'daily', depth: 30 })
    .returning();
  const rows = await database.db
    .insert(projectKeywords)
    .values([...KEYWORDS, 'weekly one', 'paused one'].map((keyword) => ({ projectId: project!.id, keyword, source: 'paste', nextDueAt: new Date(START), interval: keyword === 'weekly one' ? 'weekly' : keyword === 'paused one' ? 'paused' : null })))
    .returning();
  return { weekly: rows.find((r) => r.keyword === 'weekly one')!.id, paused: rows.find((r) => r.keyword === 'paused one')!.id };
}

describe(`rank scheduler on ${TEST_DB_KIND}`, () => {
  it('runs every slot exactly once across two workers, kills, lost answers and provider errors (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const random = createRandom(seed);
        const queue = new SimQueue(random);
        const { weekly, paused } = await freshProject();
        let clock = START;
        const worker = () => new RankScheduler({ db: () => database.db, queue: () => queue, log: () => undefined, now: () => new Date(clock), readyEveryMs: 0, leaseMs: 60_000, deadlineMs: 45 * 60_000, orphanGraceMs: 50 * 60_000, backoffMs: 5_000 });
        const workers = [worker(), worker()];
        const DAYS = 3;
        for (let day = 0; day < DAYS; day++) {
          clock = START + day * DAY_MS;
          for (let step = 0; step < 16; step++) {
            clock += 5 * 60_000;
            const both = random() < 0.3;
            const picked = both ? [0, 1] : [random() < 0.5 ? 0 : 1];
            const ticks = await Promise.allSettled(picked.map((i) => workers[i]!.tick()));
            ticks.forEach((tick, k) => {
              if (tick.status === 'rejected') {
                if (!(tick.reason instanceof Crash)) throw tick.reason;
                workers[picked[k]!] = worker(); // the process died; a new one starts with nothing in memory
              }
            });
          }
          const checks = await database.db.select().from(rankChecks);
          const dailyKeywords = KEYWORDS.length;
          // Daily keywords: one check per device per day; the weekly keyword: one per device this week; paused: none.
          expect(checks.length).toBe(dailyKeywords * 2 * (day + 1) + 2);
          expect(new Set(checks.map((c) => `${c.keywordId}|${c.device}|${c.slotKey}`)).size).toBe(checks.length);
          expect(checks.filter((c) => c.keywordId === weekly).map((c) => c.slotKey)).toEqual(['w2026-11-23', 'w2026-11-23']);
          expect(checks.some((c) => c.keywordId === paused)).toBe(false);
          expect(checks.filter((c) => c.state !== 'done' && c.state !== 'failed')).toEqual([]);
          expect([...queue.postsByTag.values()].every((n) => n === 1)).toBe(true);
          const charged = checks.reduce((sum, c) => sum + Number(c.providerCost), 0);
          expect(charged).toBeCloseTo(queue.billed, 6);
          for (const check of checks.filter((c) => c.state === 'done')) expect(check.rankGroup).toBeGreaterThan(0);
          // The task never ready was answered live past its deadline, its queued post billed as well.
          expect(checks.filter((c) => c.live).length).toBeGreaterThanOrEqual(2 * (day + 1));
          // A billed failure stays unknown, never "not ranking".
          const failed = checks.filter((c) => c.state === 'failed');
          for (const check of failed) expect([check.rankGroup, check.notInTop, check.aiOverview]).toEqual([null, null, 'unknown']);
        }
      }),
      // One random history per CI run keeps the file at a few seconds; SCHEDULER_RUNS asks for more.
      { numRuns: Number(process.env.SCHEDULER_RUNS ?? 1) },
    );
  });
});

// The real server as a child process on the DataForSEO stand-in, killed with SIGKILL while its
// scheduler posts and collects, then started again: every check ends settled, once per slot, no task
// is posted twice, and the checks' charges equal what the stand-in billed for the queue and live calls.
describe(`rank scheduler killed with SIGKILL (${TEST_DB_KIND})`, () => {
  it('loses no charged check and charges none twice across kills', async () => {
    const rig = await startCrashRig({ RANK_TICK_MS: '100', RANK_LEASE_MS: '1000' }, 'kwl-rank-crash-');
    try {
      rig.fake.configure({ latencyMs: 40 });
      let owner: TestClient = await createVerifiedUser(rig.server().url, rig.mail);
      const keywords = Array.from({ length: 40 }, (_, i) => `crash keyword ${i}`);
      const created = await owner.post<{ id: string }>('/api/projects', { name: 'Crash', target: 'acme.example', locationCode: 2840, languageCode: 'en', devices: ['desktop', 'mobile'], keywords: { source: 'paste', keywords } });
      expect(created.status).toBe(201);
      expect((await owner.post(`/api/projects/${created.body.id}/checks`)).status).toBe(202);
      for (let kill = 0; kill < 2; kill++) {
        await new Promise((r) => setTimeout(r, 100 + Math.floor(Math.random() * 400)));
        await rig.restart();
        owner = rig.reconnect(owner);
      }
      const settled = async () => {
        const answer = await owner.get<{ rows: Array<{ latest: { state: string } | null }> }>(`/api/projects/${created.body.id}/keywords?limit=200&device=mobile`);
        return answer.body.rows.every((row) => row.latest?.state === 'done');
      };
      const deadline = Date.now() + 30_000;
      while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const database = await rig.stopAndOpenDatabase();
      try {
        const checks = await database.db.select().from(rankChecks);
        expect(checks).toHaveLength(keywords.length * 2);
        expect(checks.filter((c) => c.state !== 'done').map((c) => [c.state, c.providerTaskId, c.postStartedAt, c.leaseExpiresAt])).toEqual([]);
        const tags = rig.fake.requests.filter((r) => r.endpoint === 'serp/google/organic/task_post').flatMap((r) => (r.body as Array<{ tag: string }>).map((t) => t.tag));
        expect(new Set(tags).size).toBe(tags.length);
        const billed = rig.fake.responses.filter((r) => r.endpoint.startsWith('serp/google/organic/')).reduce((sum, r) => sum + r.cost, 0);
        const charged = checks.reduce((sum, c) => sum + Number(c.providerCost), 0);
        // The settled task cost may be below the post's provisional one (a crawl that stopped early).
        expect(charged).toBeLessThanOrEqual(billed + 1e-9);
        expect(checks.every((c) => Number(c.providerCost) > 0)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      await rig.close();
    }
  }, 120_000);
});
