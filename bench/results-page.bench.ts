// How light the results page is, in Debian's Chromium against the built client
// and an in-memory PGlite, with researches of 1,000 and 50,000 rows (ROWS=1000,50000):
// - typing in the table's search box: each key's keydown → the frame after the next paint, next to
//   a bare <input> in the same browser (the ratio is the figure), the page's script time per key
//   (CDP ScriptDuration) and the /rows and /distribution requests the typing started;
// - opening a research by its link: navigation → first table row, next to navigation → the
//   research form's paint (the ratio), how many scripts were requested before the rows request,
//   and when the secondary reads (clusters, changes, distribution) started after the first row.
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import { storeResearchSession } from '../src/server/features/research-runner/research-store.js';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuiltClient } from './built-site.js';
import { makeRows, toMetrics } from './bench-utils.js';
import { bareKeyPaints, f, KEY_GAP_MS, median, p95, researchFormPaint, signedInPages, TYPED, typeAndTime } from './browser-timing.js';

const RESULT_ROWS = (process.env.ROWS ?? '1000,50000').split(',').map(Number).filter((n) => n > 0);
const RUNS = Number(process.env.RUNS ?? 3);
const app = await startTestApp({ SERVE_CLIENT: 'on' });
let browser: Browser | undefined;
let site: Awaited<ReturnType<typeof serveBuiltClient>> | undefined;
try {
  site = await serveBuiltClient(app);
  const user = await app.createUser();
  const researchIds = new Map<number, string>();
  for (const count of RESULT_ROWS) {
    const rows = makeRows(count);
    const stored = await storeResearchSession(app.deps.database.db, {
      userId: user.userId,
      request: { keyword: 'running shoes', languageCode: 'en', locationCode: 2840, limit: 1000 },
      providerCost: 0,
      provider: 'demo',
      seedNote: null,
      results: rows.map((row, i) => ({ metrics: toMetrics(row, i), isSeed: row.isSeedKeyword })),
    });
    researchIds.set(count, stored.researchId);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const url = site.url;
  const newPage = signedInPages(browser, url, user.cookies);

  // Bare baselines, measured in each round next to the page's own figure.
  const bareKeys = () => bareKeyPaints(newPage, url);
  const formPaint = () => researchFormPaint(newPage, url);

  for (const [count, researchId] of researchIds) {
    const label = count.toLocaleString('en-US');
    const nav: number[] = [];
    const form: number[] = [];
    const scriptsBeforeRows: number[] = [];
    const secondaryAfterRow: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      form.push(await formPaint());
      const page = await newPage();
      const requests: Array<{ at: number; kind: string }> = [];
      const started = performance.now();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        const kind = request.resourceType() === 'script' ? 'script' : (/\/api\/researches\/[^/]+\/(\w+)/.exec(path)?.[1] ?? '');
        requests.push({ at: performance.now() - started, kind });
      });
      await page.goto(`${url}/keyword-results?id=${researchId}`);
      await page.getByRole('table', { name: 'Keyword results' }).locator('tbody tr').first().waitFor();
      const firstRow = performance.now() - started;
      nav.push(firstRow);
      await page.waitForTimeout(2_000);
      const rowsAt = requests.findIndex((r) => r.kind === 'rows');
      scriptsBeforeRows.push(requests.slice(0, rowsAt).filter((r) => r.kind === 'script').length);
      secondaryAfterRow.push(
        ['clusters', 'changes', 'distribution']
          .map((kind) => {
            const at = requests.find((r) => r.kind === kind)?.at;
            return `${kind} ${at === undefined ? '-' : f(at - firstRow)}`;
          })
          .join(', '),
      );
      await page.context().close();
    }
    console.log(`Opening a ${label}-row research by its link (${RUNS} runs, fresh context each)`);
    console.log(`  research form painted: median ${f(median(form))} ms; first table row: median ${f(median(nav))} ms; ratio ${(median(nav) / median(form)).toFixed(2)}x`);
    console.log(`  scripts requested before the first /rows request: ${scriptsBeforeRows.join(', ')}`);
    console.log(`  secondary reads started, ms after the first row (negative: before it): ${secondaryAfterRow.join(' | ')}`);

    const bare: number[] = [];
    const own: number[] = [];
    const scriptPerKey: number[] = [];
    const reads: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bare.push(...(await bareKeys()));
      const page = await newPage();
      await page.goto(`${url}/keyword-results?id=${researchId}`);
      await page.getByRole('table', { name: 'Keyword results' }).locator('tbody tr').first().waitFor();
      await page.waitForTimeout(2_000);
      let rowsReads = 0;
      let distributionReads = 0;
      page.on('request', (request) => {
        if (/\/rows\?/.test(request.url())) rowsReads += 1;
        if (/\/distribution/.test(request.url())) distributionReads += 1;
      });
      const typed = await typeAndTime(page, 'input[aria-label="Search keywords"]');
      own.push(...typed.paints);
      scriptPerKey.push(typed.scriptPerKeyMs);
      reads.push(`${rowsReads} rows + ${distributionReads} distribution for ${typed.keys} keys`);
      await page.context().close();
    }
    console.log(`Typing in the search box of the ${label}-row table (${RUNS} runs of "${TYPED.join('", "')}", ${KEY_GAP_MS} ms between keys)`);
    console.log(`  bare <input>: keydown → after next paint median ${f(median(bare))} ms, p95 ${f(p95(bare))} ms`);
    console.log(`  results page: median ${f(median(own))} ms, p95 ${f(p95(own))} ms; ratio ${(median(own) / median(bare)).toFixed(2)}x (p95 ${(p95(own) / p95(bare)).toFixed(2)}x)`);
    console.log(`  page script per key (CDP ScriptDuration, typing and the reads it started): median ${f(median(scriptPerKey))} ms`);
    console.log(`  server reads started: ${reads.join(' | ')}`);
  }
} finally {
  await browser?.close();
  site?.close();
  await app.close();
}
