// The charts' JavaScript (decision 028), in Debian's Chromium against the built
// app: what /keyword-results loads with its charts shown, minus what it loads with them hidden (the
// charts' code is a lazy chunk, fetched only when drawn), and the same for /profile's quota chart;
// plus the time of GET /api/researches/:id/distribution (ROWS=2000 by default).
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import { storeResearchSession } from '../src/server/features/research-runner/research-store.js';
import { startTestApp } from '../tests/support/test-app.js';
import { makeRows, ms, toMetrics } from './bench-utils.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measureScripts, serveBuiltClient, type BuiltSite, type ScriptFigures } from './built-site.js';

const ROWS = Number(process.env.ROWS ?? 2000);

async function scripts(browser: Browser, site: BuiltSite, cookies: Map<string, string>, route: string, ready: string, chartsHidden: boolean): Promise<ScriptFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: site.url })));
  if (chartsHidden) await context.addInitScript(() => window.localStorage.setItem('resultsChartsHidden', '1'));
  const figures = await measureScripts(context, `${site.url}${route}`, ready);
  await context.close();
  return figures;
}

/** The files of `withCharts` that `without` did not load, and their gzip KB. */
function added(withCharts: ScriptFigures, without: ScriptFigures): string {
  const before = new Set(without.breakdown.split(', ').map((entry) => entry.split(' ')[0]));
  return withCharts.breakdown
    .split(', ')
    .filter((entry) => !before.has(entry.split(' ')[0]))
    .join(', ');
}

const app = await startTestApp({ SERVE_CLIENT: 'on' });
let browser: Browser | undefined;
let site: BuiltSite | undefined;
try {
  site = await serveBuiltClient(app);
  const user = await app.createUser();
  const rows = makeRows(ROWS);
  const { researchId } = await storeResearchSession(app.deps.database.db, {
    userId: user.userId,
    request: { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 1000 },
    providerCost: 0,
    provider: 'demo',
    seedNote: null,
    results: rows.map((row, i) => ({ metrics: toMetrics(row, i), isSeed: row.isSeedKeyword })),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  console.log('JavaScript of the charts (fresh context, every script until the network is idle; gzip -6 per file)');
  const results = `/keyword-results?id=${researchId}`;
  const hidden = await scripts(browser, site, user.cookies, results, 'text=Show charts', true);
  const shown = await scripts(browser, site, user.cookies, results, 'figure >> text=Search intent', false);
  console.log(`  /keyword-results, charts hidden: ${hidden.files} files, ${hidden.gzipKb.toFixed(1)} KB gzip`);
  console.log(`  /keyword-results, charts shown:  ${shown.files} files, ${shown.gzipKb.toFixed(1)} KB gzip`);
  console.log(`  added by the charts (lazy): ${(shown.gzipKb - hidden.gzipKb).toFixed(2)} KB gzip: ${added(shown, hidden)}`);
  const profile = await scripts(browser, site, user.cookies, '/profile', 'text=Quota used this period', false);
  console.log(`  /profile with the quota chart: ${profile.files} files, ${profile.gzipKb.toFixed(1)} KB gzip; chart files: ${profile.breakdown.split(', ').filter((e) => /chart/.test(e)).join(', ')}`);

  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const res = await user.get(`/api/researches/${researchId}/distribution?vol=100..`);
    if (res.status !== 200) throw new Error(`distribution answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`GET /api/researches/:id/distribution?vol=100.. over ${ROWS.toLocaleString('en-US')} rows: median of 5 ${ms(times[2] ?? Number.NaN)}`);
} finally {
  await browser?.close();
  site?.close();
  await app.close();
}
