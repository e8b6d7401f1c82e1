// Lighthouse 12 (mobile: its default emulation, simulated slow 4G and 4x CPU slowdown) on the
// landing, sign-in and pricing pages of the built app, as a visitor, in Debian's Chromium:
// performance score, first and largest contentful paint, total blocking time, speed index and
// layout shift, median of LIGHTHOUSE_RUNS runs (3), plus the audits that cost points;
// LIGHTHOUSE_ROUTES=/pricing,/ measures other pages; LIGHTHOUSE_LONG_TASKS=1 lists the long tasks.
// Targets (decisions 016 and 034): performance >= 95, layout shift <= 0.1.
//
// Each run is audited twice from the one page load: as measured, and with the page's main-thread
// tasks shrunk to the CPU time they ran (thread-time-trace.ts). On this shared 2-core machine the
// measured blocking time mostly counts other processes' turns on the CPU (the same build measures
// 700 ms or 11 s); the second row is what Lighthouse says of the page on a machine left to it.
// Both rows come with Lighthouse's CPU benchmark index (a quiet desktop scores 1,000-2,500) and
// the load average, so a reader can tell which row to believe.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuiltClient, type BuiltSite } from './built-site.js';
import { longTasks, toThreadTime } from './thread-time-trace.js';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const ROUTES = process.env['LIGHTHOUSE_ROUTES']?.split(',') ?? ['/', '/auth/sign-in', '/pricing'];
// LIGHTHOUSE_LONG_TASKS=1 lists each run's main-thread tasks of 20 ms or more, wall and CPU time.
const SHOW_LONG_TASKS = process.env['LIGHTHOUSE_LONG_TASKS'] === '1';
const FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'] as const;
// Lighthouse writes a gathered page load here (artifacts.json and the trace) and audits it from here.
const TRACE_FILE = 'defaultPass.trace.json';
const FLAGS: NonNullable<Parameters<typeof lighthouse>[1]> = { onlyCategories: ['performance'], logLevel: 'error' };

interface Audit {
  score: number;
  figures: Record<(typeof FIGURES)[number], number>;
  losing: string[];
  benchmarkIndex: number;
  /** Lighthouse's error code when the run failed (a score of 0 and no figures): left out of the medians. */
  error: string | undefined;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function summarise({ lhr }: LighthouseResult): Audit {
  const figures = Object.fromEntries(FIGURES.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])) as Audit['figures'];
  // The audits that are not passed and say what they would save, for "fix what it finds".
  const losing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'))
    .map((a) => a.id);
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    figures,
    losing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    error: lhr.runtimeError?.code,
  };
}

/** One page load, audited as measured and at the main thread's CPU time. */
async function auditTwice(port: number, url: string): Promise<{ measured: Audit; cpuTime: Audit; load: number }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kwl-lighthouse-'));
  try {
    const load = loadavg()[0] ?? Number.NaN;
    await lighthouse(url, { ...FLAGS, port, gatherMode: folder });
    const measured = await lighthouse(url, { ...FLAGS, auditMode: folder });
    const tracePath = path.join(folder, TRACE_FILE);
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: Parameters<typeof toThreadTime>[0] };
    if (SHOW_LONG_TASKS) {
      for (const task of longTasks(trace.traceEvents, 20)) {
        console.log(`      task at ${task.startMs.toFixed(0)} ms: ${task.wallMs.toFixed(0)} ms wall, ${task.cpuMs.toFixed(0)} ms CPU (${task.inside})`);
      }
    }
    writeFileSync(tracePath, JSON.stringify({ ...trace, traceEvents: toThreadTime(trace.traceEvents) }));
    const cpuTime = await lighthouse(url, { ...FLAGS, auditMode: folder });
    if (!measured || !cpuTime) throw new Error(`no Lighthouse result for ${url}`);
    return { measured: summarise(measured), cpuTime: summarise(cpuTime), load };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function line(label: string, all: Audit[]): string {
  const audits = all.filter((audit) => audit.error === undefined);
  const failed = all.flatMap((audit) => (audit.error === undefined ? [] : [audit.error]));
  const at = (id: (typeof FIGURES)[number]) => median(audits.map((audit) => audit.figures[id]));
  return (
    `    ${label.padEnd(12)} performance ${median(audits.map((a) => a.score))} (runs: ${audits.map((a) => a.score).join(', ')}), ` +
    `FCP ${(at('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(at('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
    `TBT ${at('total-blocking-time').toFixed(0)} ms, SI ${(at('speed-index') / 1000).toFixed(2)} s, CLS ${at('cumulative-layout-shift').toFixed(3)}` +
    (failed.length > 0 ? `; failed runs: ${failed.join(', ')}` : '')
  );
}

const app = await startTestApp({ SERVE_CLIENT: 'on' });
let site: BuiltSite | undefined;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  site = await serveBuiltClient(app);
  console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page (mobile, simulated throttling), as a visitor`);
  for (const route of ROUTES) {
    const runs: Awaited<ReturnType<typeof auditTwice>>[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditTwice(chrome.port, `${site.url}${route}`));
    const measured = runs.map((run) => run.measured);
    const cpuTime = runs.map((run) => run.cpuTime);
    console.log(`  ${route}  (CPU benchmark index ${runs.map((run) => run.measured.benchmarkIndex.toFixed(0)).join(', ')}; load average ${runs.map((run) => run.load.toFixed(1)).join(', ')})`);
    console.log(line('measured', measured));
    console.log(line('at CPU time', cpuTime));
    const losing = [...new Set(cpuTime.flatMap((audit) => audit.losing))];
    if (losing.length > 0) console.log(`    not passed at CPU time: ${losing.join(', ')}`);
  }
} finally {
  chrome.kill();
  site?.close();
  await app.close();
}
