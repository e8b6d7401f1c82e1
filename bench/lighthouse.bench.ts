// Lighthouse (mobile, its default simulated slow 4G and 4x CPU slowdown) on the landing, sign-in
// and pricing pages of the built app, as a visitor: performance score, layout shift and the
// paint and blocking-time figures, median of a few runs, plus the audits that cost points.
// Targets (decision 016): performance >= 95 and cumulative layout shift <= 0.1 on each page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuiltClient, type BuiltSite } from './built-site.js';

const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
const ROUTES = ['/', '/auth/sign-in', '/pricing'];
const FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'] as const;

interface Run {
  score: number;
  figures: Record<(typeof FIGURES)[number], number>;
  losing: string[];
}

async function audit(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const figures = Object.fromEntries(FIGURES.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])) as Run['figures'];
  // The audits that are not passed and say what they would save, for "fix what it finds".
  const losing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return { score: Math.round((lhr.categories['performance']?.score ?? 0) * 100), figures, losing };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const app = await startTestApp({ SERVE_CLIENT: 'on' });
let site: BuiltSite | undefined;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_ARGS] });
try {
  site = await serveBuiltClient(app);
  console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page (mobile, simulated throttling), as a visitor`);
  for (const route of ROUTES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, `${site.url}${route}`));
    const at = (id: (typeof FIGURES)[number]) => median(runs.map((run) => run.figures[id]));
    console.log(
      `  ${route.padEnd(14)} performance ${median(runs.map((run) => run.score))} (runs: ${runs.map((run) => run.score).join(', ')}), ` +
        `CLS ${at('cumulative-layout-shift').toFixed(3)}, FCP ${(at('first-contentful-paint') / 1000).toFixed(2)} s, ` +
        `LCP ${(at('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${at('total-blocking-time').toFixed(0)} ms, SI ${(at('speed-index') / 1000).toFixed(2)} s`,
    );
    const losing = [...new Set(runs.flatMap((run) => run.losing))];
    if (losing.length > 0) console.log(`    not passed: ${losing.join('; ')}`);
  }
} finally {
  chrome.kill();
  site?.close();
  await app.close();
}
