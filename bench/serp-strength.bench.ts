// The SERP page with the strength of its 10 results, through the real app and the real DataForSEO
// client against the stand-in (tests/support/fake-dataforseo): the run (the page, then the strength
// of its ten URLs in bulk) and the read of the stored analysis the page shows, cold and from the
// cache. Reports the provider calls, the dollars the stand-in billed and the server time; the
// stand-in answers at once, so STAND_IN_LATENCY_MS (default 0) adds a delay per call to see what
// the calls weigh against a real provider. Also the value of ranking for one keyword, cold and cached.
import { performance } from 'node:perf_hooks';
import type { KeywordValueView } from '../src/shared/contract/keyword-value.js';
import type { SerpAnalysis, SerpStarted } from '../src/shared/contract/serp.js';
import { ENDPOINTS, startFakeDataForSeo } from '../tests/support/fake-dataforseo/index.js';
import { startTestApp } from '../tests/support/test-app.js';

const LATENCY_MS = Number(process.env.STAND_IN_LATENCY_MS ?? 0);
const RUNS = Number(process.env.SERP_STRENGTH_RUNS ?? 5);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const fake = await startFakeDataForSeo();
// reset() forgets the behaviour too: the latency is set again after each.
const reset = () => {
  fake.reset();
  fake.configure({ latencyMs: LATENCY_MS });
};
reset();
const app = await startTestApp({ KEYWORD_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password, DATAFORSEO_BASE_URL: fake.url });
try {
  const user = await app.createUser();
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const value = await run();
    return [value, performance.now() - start];
  };
  const where = { languageCode: 'en', locationCode: 2840, limit: 10 };
  const cold: number[] = [];
  const cached: number[] = [];
  const reads: number[] = [];
  let coldCalls = 0;
  let strengthCalls = 0;
  let coldDollars = 0;
  let cachedCalls = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const keyword = `strength bench ${i}`;
    reset();
    const [run, runMs] = await timed(() => user.post<SerpStarted>('/api/serp', { keyword, ...where }));
    if (run.status !== 200) throw new Error(`SERP answered ${run.status}: ${JSON.stringify(run.body)}`);
    coldCalls = fake.totalCalls();
    strengthCalls = (fake.calls[ENDPOINTS.pagesSummary] ?? 0) + (fake.calls[ENDPOINTS.traffic] ?? 0);
    coldDollars = fake.totalBilled();
    const [read, readMs] = await timed(() => user.get<SerpAnalysis>(`/api/serp/${run.body.researchId}`));
    if (read.body.results.filter((r) => r.strength !== null).length !== 10) throw new Error('strength missing on a result');
    cold.push(runMs + readMs);
    reads.push(readMs);
    reset();
    const [again, againMs] = await timed(() => user.post<SerpStarted>('/api/serp', { keyword, ...where }));
    const [, againReadMs] = await timed(() => user.get<SerpAnalysis>(`/api/serp/${again.body.researchId}`));
    cachedCalls = fake.totalCalls();
    cached.push(againMs + againReadMs);
  }
  console.log(`SERP page with strength for 10 results (stand-in latency ${LATENCY_MS} ms per call, median of ${RUNS})`);
  console.log(`  cold: ${coldCalls} provider calls (1 SERP + ${strengthCalls} strength: bulk_pages_summary, bulk_traffic_estimation), $${coldDollars.toFixed(4)} billed, run + read ${ms(median(cold))} (read alone ${ms(median(reads))})`);
  console.log(`  cached repeat: ${cachedCalls} provider calls, $0, run + read ${ms(median(cached))}`);

  reset();
  const body = { keyword: 'value bench', languageCode: 'en', locationCode: 2840 };
  const [value, valueMs] = await timed(() => user.post<KeywordValueView>('/api/keyword-value', body));
  const valueCalls = fake.totalCalls();
  const valueDollars = fake.totalBilled();
  reset();
  const [, valueAgainMs] = await timed(() => user.post<KeywordValueView>('/api/keyword-value', body));
  console.log(`Value of ranking for one keyword: cold ${valueCalls} calls (SERP, ranked_keywords, global_search_volume), $${valueDollars.toFixed(4)}, ${ms(valueMs)} (traffic potential ${value.body.trafficPotential}); cached ${fake.totalCalls()} calls, $0, ${ms(valueAgainMs)}`);
} finally {
  await app.close();
  await fake.close();
}
