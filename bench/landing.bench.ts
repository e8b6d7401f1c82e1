// A visitor's first pages (decision 016), in Debian's Chromium against the built app: the
// JavaScript each loads (gzip, against the landing's budget of 90 KB) and when the first paint
// comes, with the page's scripts blocked (the pre-rendered HTML alone) and loaded, on a local network.
import { chromium, type Browser } from '@playwright/test';
import { startTestApp } from '../tests/support/test-app.js';
import { ms } from './bench-utils.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, measureScripts, serveBuiltClient, type BuiltSite } from './built-site.js';

const LANDING_BUDGET_KB = 90;
const PAINT_RUNS = 7;
const PAGES = [
  { route: '/', ready: 'text=Get Started' },
  { route: '/pricing', ready: 'text=Choose Your Plan' },
  { route: '/auth/sign-in', ready: 'text=Welcome back' },
  { route: '/about', ready: 'text=About KeywordLens' },
] as const;

interface Paint {
  firstContentfulPaintMs: number;
  headingAtLoad: boolean;
}

async function firstPaint(browser: Browser, site: BuiltSite, route: string, javaScriptEnabled: boolean): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  // "JavaScript disabled" for the page: none of its scripts load (a context with JavaScript off
  // would also stop the bench's own reading of the paint timing).
  if (!javaScriptEnabled) await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
  // The paint entry can follow the load event by a frame.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 10_000 });
  const paint = await page.evaluate(() => ({
    firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    headingAtLoad: document.querySelector('main h1') !== null,
  }));
  await context.close();
  return paint;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const app = await startTestApp({ SERVE_CLIENT: 'on' });
let browser: Browser | undefined;
let site: BuiltSite | undefined;
try {
  site = await serveBuiltClient(app);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  console.log('JavaScript a visitor loads per page (fresh context, every script response until the network is idle; gzip -6 per file)');
  for (const { route, ready } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const js = await measureScripts(context, `${site.url}${route}`, ready);
    await context.close();
    const budget = route === '/' ? `  (budget ${LANDING_BUDGET_KB} KB: ${js.gzipKb <= LANDING_BUDGET_KB ? 'within' : 'OVER'})` : '';
    console.log(`  ${route.padEnd(14)} ${js.files} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip${budget}`);
    console.log(`    gzip KB per file: ${js.breakdown}`);
  }

  console.log(`First contentful paint, 412x823, local network, median of ${PAINT_RUNS} fresh contexts`);
  for (const { route } of PAGES) {
    const cells: string[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const paints: Paint[] = [];
      for (let run = 0; run < PAINT_RUNS; run += 1) paints.push(await firstPaint(browser, site, route, javaScriptEnabled));
      const withHeading = paints.every((paint) => paint.headingAtLoad);
      cells.push(`JS ${javaScriptEnabled ? 'on ' : 'off'} ${ms(median(paints.map((paint) => paint.firstContentfulPaintMs)))}${withHeading ? '' : ' (no <h1> at load!)'}`);
    }
    console.log(`  ${route.padEnd(14)} ${cells.join(' | ')}`);
  }
} finally {
  await browser?.close();
  site?.close();
  await app.close();
}
