// Browser figures of the research screens, measured in Debian's Chromium against the real app
// (built client, in-memory PGlite): JavaScript loaded by /research and /keyword-results, and the
// rows present in the DOM (plus scroll frame times and a jump to the end), the bytes the results page fetched from the
// API and the time to its first rendered row, with researches of 5,000 and 50,000 results
// (ROWS=5000,50000) inserted straight into the database. The page reads its rows in pages.
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { storeResearchSession } from '../src/server/features/research-runner/research-store.js';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measureScripts, serveBuiltClient } from './built-site.js';
import { makeRows, ms, toMetrics } from './bench-utils.js';

const RESULT_ROWS = (process.env.ROWS ?? '5000,50000').split(',').map(Number).filter((n) => n > 0);

interface Site {
  url: string;
}

async function signedInContext(browser: Browser, site: Site, cookies: Map<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: site.url })));
  return context;
}

async function measureTable(browser: Browser, app: Site, cookies: Map<string, string>, researchId: string) {
  const context = await signedInContext(browser, app, cookies);
  const page = await context.newPage();
  let apiBytes = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    // As sent over the wire (gzip where the server compressed it).
    void response.request().sizes().then((sizes) => { apiBytes += sizes.responseBodySize; }, () => undefined);
  });
  const started = performance.now();
  await page.goto(`${app.url}/keyword-results?id=${researchId}`);
  await page.getByRole('table', { name: 'Keyword results' }).locator('tbody tr').first().waitFor();
  const firstTableMs = performance.now() - started;
  const apiKbAtFirstRow = apiBytes / 1024;
  const countRows = () => page.getByRole('table', { name: 'Keyword results' }).locator('tbody tr:not([aria-hidden])').count();
  const atTop = await countRows();
  const frames = await page.evaluate(async () => {
    // The table scrolls with the page (window virtualizer).
    const scroller = document.scrollingElement;
    if (!scroller) throw new Error('no scrolling element');
    const times: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 150; i += 1) {
      scroller.scrollTop += 480;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    scroller.scrollTop = scroller.scrollHeight / 2;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0, max: times[times.length - 1] ?? 0 };
  });
  const inMiddle = await countRows();
  const ariaRowCount = await page.getByRole('table', { name: 'Keyword results' }).getAttribute('aria-rowcount');
  // Scrolling to the end: the last row painted with its keyword, and the page reads that took.
  let rowReads = 0;
  page.on('request', (request) => {
    if (/\/api\/researches\/[^/]+\/rows/.test(request.url())) rowReads += 1;
  });
  const endStarted = performance.now();
  // As a person holding End: back to the bottom every frame until the last row shows its keyword
  // (rows measured on the way change the height), or a minute has passed.
  const reached = await page.evaluate(async (last) => {
    const scroller = document.scrollingElement;
    const deadline = performance.now() + 60_000;
    const selector = `tbody tr[aria-rowindex="${last}"]`;
    // No named functions here: the bench's TypeScript loader would wrap them in a helper the page lacks.
    while (scroller && performance.now() < deadline && !(document.querySelector(selector)?.textContent ?? '').trim()) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const shown = [...document.querySelectorAll('tbody tr[aria-rowindex]')].map((row) => Number(row.getAttribute('aria-rowindex')));
    return { last: Boolean((document.querySelector(selector)?.textContent ?? '').trim()), highest: Math.max(0, ...shown) };
  }, Number(ariaRowCount));
  const toEnd = { ms: performance.now() - endStarted, rowReads, ...reached };
  await context.close();
  return { firstTableMs, apiKbAtFirstRow, atTop, inMiddle, ariaRowCount, frames, toEnd };
}

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
  const firstId = researchIds.get(RESULT_ROWS[0] ?? 0) ?? '';

  console.log('JavaScript loaded per page (fresh browser context, all script responses; gzip -6 of each file)');
  const visitor = new Map<string, string>();
  for (const [route, ready, cookies] of [
    ['/', 'text=Get Started', visitor],
    ['/research', 'text=Seed Keyword', user.cookies],
    // The results table itself: the page also holds the charts' data tables, hidden until shown.
    [`/keyword-results?id=${firstId}`, 'role=table[name="Keyword results"] >> tbody tr', user.cookies],
  ] as const) {
    const context = await signedInContext(browser, site, cookies);
    const js = await measureScripts(context, `${site.url}${route}`, ready);
    await context.close();
    const label = route.startsWith('/keyword-results') ? '/keyword-results' : route === '/' ? '/ (visitor)' : route;
    console.log(`  ${label.padEnd(18)} ${js.files} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip`);
    console.log(`    gzip KB per file: ${js.breakdown}`);
  }

  for (const [count, researchId] of researchIds) {
    const apiStarted = performance.now();
    const firstPage = await user.get(`/api/researches/${researchId}/rows?limit=1000`);
    const apiMs = performance.now() - apiStarted;
    const apiKb = Buffer.byteLength(JSON.stringify(firstPage.body)) / 1024;
    const table = await measureTable(browser, site, user.cookies, researchId);
    console.log(`Keyword Results with ${count.toLocaleString('en-US')} results (viewport 1280x900)`);
    console.log(`  rows in the DOM: ${table.atTop} at the top, ${table.inMiddle} scrolled to the middle (aria-rowcount ${table.ariaRowCount})`);
    console.log(`  GET /api/researches/:id/rows?limit=1000: ${ms(apiMs)}, ${apiKb.toFixed(0)} KB of JSON (uncompressed)`);
    console.log(`  navigation to first table row: ${ms(table.firstTableMs)}, ${table.apiKbAtFirstRow.toFixed(0)} KB of API answers on the wire by then`);
    console.log(`  scripted scroll, 150 frames of 480 px: frame median ${ms(table.frames.median)}, p95 ${ms(table.frames.p95)}, max ${ms(table.frames.max)}`);
    console.log(
      table.toEnd.last
        ? `  scroll from the middle to the end: last row painted after ${ms(table.toEnd.ms)}, ${table.toEnd.rowReads} page reads`
        : `  scroll from the middle to the end: last row NOT painted after ${ms(table.toEnd.ms)} (highest row index ${table.toEnd.highest}), ${table.toEnd.rowReads} page reads`,
    );
  }
} finally {
  await browser?.close();
  site?.close();
  await app.close();
}
