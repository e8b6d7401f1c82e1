// The soak's figures as plain text, and its verdict: true when the run failed (any error answer,
// timeout, refused arrival, failed import job or error logged by a server).
import type { OpenLoopResult } from './open-loop.js';
import type { Recorder } from './recorder.js';
import type { MixState } from './soak-mix.js';
import type { DatabaseMeasure } from './soak-stack.js';
import { metricSum, slopePerHour, type ServerSample } from './server-samples.js';

export interface SoakFigures {
  seconds: number;
  rate: number;
  users: number;
  loop: OpenLoopResult;
  recorder: Recorder;
  mix: MixState;
  samples: ServerSample[][];
  finalMetrics: string[];
  databaseBefore: DatabaseMeasure;
  databaseAfter: DatabaseMeasure;
  providerCalls: number;
  serverLogErrors: string[];
  /** Cores and load average: on a shared machine the latencies say as much about the neighbours. */
  machine: string;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function memoryLine(label: string, samples: ServerSample[], value: (s: ServerSample) => number): string {
  // The first fifth is warm-up (JIT, caches, pools filling); the slope after it is the one that matters.
  const settled = samples.filter((s) => s.atSecond >= (samples.at(-1)?.atSecond ?? 0) / 5);
  const start = value(samples[0]!);
  const end = value(samples.at(-1)!);
  return `${label} start ${mb(start)}, end ${mb(end)} (${end >= start ? '+' : ''}${mb(end - start)}); slope ${mb(slopePerHour(samples, value))}/h over the run, ${mb(slopePerHour(settled, value))}/h after warm-up`;
}

export function printSoakReport(f: SoakFigures): boolean {
  const requests = f.recorder.requests();
  const failures = f.recorder.failures;
  console.log(`\n${requests} requests in ${f.loop.seconds.toFixed(0)} s (${(requests / f.loop.seconds).toFixed(2)}/s; ${f.loop.started} actions at ${f.rate}/s, ${f.users} people)`);
  console.log(`machine: ${f.machine}`);
  console.log(`errors: ${failures.length}; arrivals refused (too many in flight): ${f.loop.refused}; unfinished at the end: ${f.loop.unfinished}; generator lag at most ${ms(f.loop.maxLateMs)}`);
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure.atSecond}s ${failure.route}: ${failure.status} ${failure.detail}`);

  console.log('\nroute                              count      p50      p99      max');
  for (const r of f.recorder.routes()) {
    console.log(`${r.route.padEnd(34)} ${String(r.count).padStart(5)} ${ms(r.p50Ms).padStart(8)} ${ms(r.p99Ms).padStart(8)} ${ms(r.maxMs).padStart(8)}`);
  }

  const { hit, miss, api } = f.mix.researches;
  const researches = hit + miss + api;
  const lookups = (result: string) => f.finalMetrics.reduce((sum, text) => sum + metricSum(text, 'keywordlens_provider_cache_lookups_total', `result="${result}"`), 0);
  console.log(`\nresearches: ${researches} (${miss} new, ${hit} repeated, ${api} by API key); provider cache lookups over the whole run ${lookups('hit')} hits, ${lookups('miss')} misses; DataForSEO stand-in calls during the load ${f.providerCalls}`);
  console.log(`list import jobs seen finished: ${f.mix.importedJobs.complete} complete, ${f.mix.importedJobs.failed} failed; sign-ins skipped (everyone busy): ${f.mix.skippedSignIns}`);

  f.samples.forEach((samples, i) => {
    const cpu = samples.at(-1)!.cpuSeconds - samples[0]!.cpuSeconds;
    const span = samples.at(-1)!.atSecond - samples[0]!.atSecond;
    console.log(`\nserver ${i + 1} (${samples.length} samples): CPU ${cpu.toFixed(0)} s in ${span.toFixed(0)} s (${((cpu / span) * 100).toFixed(0)}% of a core)`);
    console.log(`  ${memoryLine('RSS ', samples, (s) => s.rssBytes)}`);
    console.log(`  ${memoryLine('heap', samples, (s) => s.heapUsedBytes)}`);
    const p99s = samples.slice(1).map((s) => s.loopP99Ms);
    console.log(`  event-loop delay: p99 per interval median ${ms(median(p99s))}, worst ${ms(Math.max(0, ...p99s))}; max ${ms(Math.max(0, ...samples.slice(1).map((s) => s.loopMaxMs)))}`);
  });

  const growth = f.databaseAfter.bytes - f.databaseBefore.bytes;
  console.log(`\ndatabase: ${mb(f.databaseBefore.bytes)} -> ${mb(f.databaseAfter.bytes)} (+${mb(growth)}); per 1,000 researches ${researches > 0 ? mb((growth / researches) * 1000) : 'n/a'} (all tables: researches, list imports, sessions, cache)`);
  const tableGrowth = [...f.databaseAfter.tables]
    .map(([name, bytes]) => ({ name, growth: bytes - (f.databaseBefore.tables.get(name) ?? 0) }))
    .sort((a, b) => b.growth - a.growth)
    .slice(0, 6);
  const before = f.databaseBefore;
  const after = f.databaseAfter;
  const newRows = after.resultRows - before.resultRows;
  const resultGrowth = (after.tables.get('keyword_results') ?? 0) - (before.tables.get('keyword_results') ?? 0);
  console.log(
    `  keyword_results: +${newRows} rows, ${newRows > 0 ? ((resultGrowth / newRows) / 1024).toFixed(2) : 'n/a'} KB per row with its indexes; dead row versions at the end ${after.resultDeadRows} (autovacuum statistics)`,
  );
  console.log(`  largest growth: ${tableGrowth.map((t) => `${t.name} +${mb(t.growth)}`).join(', ')}`);

  console.log(`\nserver log lines at error level or worse: ${f.serverLogErrors.length}`);
  for (const line of f.serverLogErrors.slice(0, 5)) console.log(`  ${line}`);

  const failed = failures.length > 0 || f.loop.refused > 0 || f.loop.unfinished > 0 || f.mix.importedJobs.failed > 0 || f.serverLogErrors.length > 0;
  console.log(failed ? '\nSOAK FAILED' : '\nsoak passed: no errors');
  return failed;
}
