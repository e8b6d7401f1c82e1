// The spelling hint's dictionary work runs in a worker thread (decision 044): while Portuguese and
// French load and check misspelt words, the server's event loop stays free for other requests,
// and the worker (with its dictionaries) can be ended and started again.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSpellingWorker } from '../../src/server/features/spelling/spelling-thread.js';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.js';

let app: TestApp;
let user: TestClient;

const hint = (text: string, lang: string) => user.get<Array<{ word: string }>>(`/api/spelling?${new URLSearchParams({ s: text, max: '1', lang }).toString()}`);

beforeAll(async () => {
  app = await startTestApp();
  user = await app.createUser();
  await endSpellingWorker(); // each case starts from a server holding no dictionary
});

afterAll(async () => {
  await endSpellingWorker();
  await app?.close();
});

/** Runs `work` and tells how busy this thread (the server's too: the app runs in this process) was meanwhile. */
async function loopDuring<T>(work: () => Promise<T>): Promise<{ result: T; utilisation: number; maxDelayMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const before = performance.eventLoopUtilization();
  const result = await work();
  const utilisation = performance.eventLoopUtilization(before).utilization;
  delay.disable();
  return { result, utilisation, maxDelayMs: delay.max / 1e6 };
}

describe('spelling off the event loop', () => {
  it.each([
    ['pt', 'sapatos femininoss baratos', 'sapatos femininos baratos'],
    ['fr', 'chaussurres femme', 'chaussures femme'],
  ])('%s: the first hint (dictionary load included) leaves the event loop mostly idle', async (lang, typed, meant) => {
    await endSpellingWorker();
    const { result, utilisation, maxDelayMs } = await loopDuring(() => hint(typed, lang));
    expect(result.body).toEqual([{ word: meant }]);
    console.log(`[spelling-worker] ${lang}: event loop utilisation ${utilisation.toFixed(2)}, longest delay ${maxDelayMs.toFixed(0)} ms`);
    // Before the worker, the load and the lookups ran here: utilisation near 1 for seconds.
    expect(utilisation).toBeLessThan(0.5);
  });

  it('answers other requests while a dictionary loads in the worker', async () => {
    await endSpellingWorker();
    const slow = hint('chaussurres femme', 'fr');
    const started = performance.now();
    expect((await user.get('/api/account/me')).status).toBe(200);
    const quickMs = performance.now() - started;
    expect((await slow).body).toEqual([{ word: 'chaussures femme' }]);
    console.log(`[spelling-worker] /api/account/me during the French load: ${quickMs.toFixed(0)} ms`);
  });
});
