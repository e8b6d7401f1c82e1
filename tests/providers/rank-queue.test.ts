// The rank-check queue (decision 064) on the DataForSEO stand-in and the demo provider: task_post in
// one batch, tasks_ready with the tags, task_get's states (done, a task never ready, a billed
// failure), the live fallback, and the check read from each answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataForSeoRankQueue, RANK_PATHS } from '../../src/server/providers/dataforseo/rank-queue.js';
import { DemoRankQueue, demoRankSerp } from '../../src/server/providers/demo/demo-rank-queue.js';
import type { RankTaskSpec } from '../../src/server/providers/rank-queue-types.js';
import { rankTargetOf, readCheck } from '../../src/shared/projects/rank-reading.js';
import { startFakeDataForSeo, type FakeDataForSeo } from '../support/fake-dataforseo/index.js';
import { fakeClient } from './client-helpers.js';

let fake: FakeDataForSeo;
beforeAll(async () => {
  fake = await startFakeDataForSeo();
});
afterAll(async () => {
  await fake.close();
});

const spec = (keyword: string, over: Partial<RankTaskSpec> = {}): RankTaskSpec => ({
  tag: `tag-${keyword}`, keyword, locationCode: 2840, languageCode: 'en', device: 'desktop', depth: 30, target: 'acme.example', competitors: [], ...over,
});

describe('DataForSEO standard queue', () => {
  it('posts a batch, lists the ready ones by tag, and collects each state', async () => {
    fake.reset();
    const queue = new DataForSeoRankQueue(fakeClient(fake));
    const posted = await queue.postTasks([spec('running shoes overview'), spec('trail never ready'), spec('socks billed failure')]);
    expect(posted.every((p) => p.ok)).toBe(true);
    expect(fake.calls[RANK_PATHS.post]).toBe(1);
    const sent = fake.requests.find((r) => r.endpoint === RANK_PATHS.post)?.body as Array<Record<string, unknown>>;
    expect(sent[0]).toMatchObject({ tag: 'tag-running shoes overview', priority: 1, load_async_ai_overview: true, stop_crawl_on_match: [{ match_value: 'acme.example', match_type: 'with_subdomains' }], find_targets_in: ['organic'] });
    const billedAtPost = posted.reduce((sum, p) => sum + p.providerCost, 0);
    expect(billedAtPost).toBeGreaterThan(0);

    const ready = await queue.readyTasks();
    expect(ready.map((r) => r.tag).sort()).toEqual(['tag-running shoes overview', 'tag-socks billed failure']);

    const ids = Object.fromEntries(posted.map((p) => [p.tag, p.ok ? p.taskId : '']));
    const done = await queue.getTask(ids['tag-running shoes overview']!);
    expect(done.state).toBe('done');
    if (done.state !== 'done') return;
    const reading = readCheck(done.serp, rankTargetOf('acme.example'));
    expect(reading.rankGroup).toBeGreaterThan(0);
    expect(reading.url).toContain('acme.example');
    expect(reading.aiOverview).toBe('cited');
    expect(reading.aiCitedDomains).toEqual(['wiki.example', 'acme.example']);
    expect(done.pagesBilled).toBe(Math.ceil(reading.rankGroup! / 10));

    expect(await queue.getTask(ids['tag-trail never ready']!)).toEqual({ state: 'pending' });
    const failed = await queue.getTask(ids['tag-socks billed failure']!);
    expect(failed).toMatchObject({ state: 'failed' });
    if (failed.state === 'failed') expect(failed.providerCost).toBeGreaterThan(0);
    // task_get and tasks_ready are free: the bill is the post's.
    expect(fake.totalBilled()).toBeCloseTo(billedAtPost, 9);
  });

  it('reads the whole depth when competitors are tracked, and answers a straggler live', async () => {
    fake.reset();
    const queue = new DataForSeoRankQueue(fakeClient(fake));
    const live = await queue.liveCheck(spec('hiking boots', { competitors: ['rival.example'] }));
    expect(live.state).toBe('done');
    if (live.state === 'done') {
      expect(live.serp.resultsRead).toBe(30);
      expect(live.providerCost).toBeCloseTo(0.002 + 2 * 0.0015, 9);
    }
    const sent = fake.requests[0]?.body as Array<Record<string, unknown>>;
    expect(sent[0]?.['stop_crawl_on_match']).toBeUndefined();
  });

  it('answers a task it does not know as failed, never as a position', async () => {
    const queue = new DataForSeoRankQueue(fakeClient(fake));
    expect(await queue.getTask('no-such-task')).toMatchObject({ state: 'failed' });
  });
});

describe('demo queue', () => {
  it('answers believable, stable demo checks from any server', async () => {
    const clock = () => Date.parse('2026-11-29T06:00:00Z');
    const first = new DemoRankQueue(clock);
    const [posted] = await first.postTasks([spec('demo shoes')]);
    expect(first.isDemo).toBe(true);
    expect((await first.readyTasks()).map((r) => r.tag)).toEqual(['tag-demo shoes']);
    // Another server (or this one restarted) collects it from the id alone.
    const other = new DemoRankQueue(clock);
    const outcome = await other.getTask(posted!.ok ? posted!.taskId : '');
    expect(outcome.state).toBe('done');
    if (outcome.state !== 'done') return;
    expect(outcome.serp).toEqual(demoRankSerp(spec('demo shoes'), Math.floor(clock() / 86_400_000)));
    const reading = readCheck(outcome.serp, rankTargetOf('acme.example'));
    expect(reading.rankGroup === null ? reading.notInTop : reading.rankGroup).toBeGreaterThan(0);
  });
});
