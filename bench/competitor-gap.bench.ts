// A 10-competitor keyword gap over 10,000 keywords per site, through the real app and the real
// DataForSEO client against the stand-in (tests/support/fake-dataforseo, its web made 25,000
// keywords large, so each site ranks for about 10,000 of them): the cost quote, the run, and the
// first page of the default opportunities view. Reports the provider calls, the dollars the
// stand-in billed, the server time of each step, and a cached repeat. GAP_ROWS (default 10,000).
// Then the gap table in Debian's Chromium against the built client, over a gap of TABLE_ROWS rows
// (default 50,000; TABLE_ROWS=0 skips it): typing in its search box (keydown → after the next
// paint) and opening the run by its link (navigation → first row), each next to the same bare
// baselines as the results table (bench/browser-timing.ts): a bare <input>, the research form's paint.
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { CompetitorRunStarted } from '../src/shared/contract/competitors.js';
import type { RunQuote } from '../src/shared/contract/quote.js';
import type { RowsPage } from '../src/shared/contract/researches.js';
import { userRoles, userSubscriptions } from '../src/server/db/schema/index.js';
import { ENDPOINTS, setFakeWebSize, startFakeDataForSeo } from '../tests/support/fake-dataforseo/index.js';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuiltClient } from './built-site.js';
import { bareKeyPaints, f, KEY_GAP_MS, median, p95, researchFormPaint, signedInPages, TYPED, typeAndTime } from './browser-timing.js';

const GAP_ROWS = Number(process.env.GAP_ROWS ?? 10_000);
const TABLE_ROWS = Number(process.env.TABLE_ROWS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 3);
const ms = (value: number) => `${value.toFixed(0)} ms`;

// Each stand-in site ranks for a hashed 20-60 % of the web: 25,000 keywords give about 10,000 per site.
setFakeWebSize(25_000);
const fake = await startFakeDataForSeo();
const app = await startTestApp({ KEYWORD_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: fake.login, DATAFORSEO_PASSWORD: fake.password, DATAFORSEO_BASE_URL: fake.url, SERVE_CLIENT: 'on' });
let browser: Browser | undefined;
let site: Awaited<ReturnType<typeof serveBuiltClient>> | undefined;
try {
  const user = await app.createUser();
  // The admin tier reads up to 50,000 rows per run and has no monthly limit.
  await app.deps.database.db.update(userSubscriptions).set({ tier: 'admin' }).where(eq(userSubscriptions.userId, user.userId));
  // An admin sees the provider dollars in the quote.
  await app.deps.database.db.insert(userRoles).values({ userId: user.userId, role: 'admin' });
  const body = {
    own: 'own-site.example',
    competitors: Array.from({ length: 10 }, (_, i) => `rival-site-${i + 1}.example`),
    languageCode: 'en',
    locationCode: 2840,
    scope: 'all',
    limit: GAP_ROWS,
  };
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const value = await run();
    return [value, performance.now() - start];
  };

  fake.reset();
  const [quote, quoteMs] = await timed(() => user.post<RunQuote>('/api/competitors/gap/quote', body));
  const [run, runMs] = await timed(() => user.post<CompetitorRunStarted>('/api/competitors/gap', body));
  if (run.status !== 200) throw new Error(`gap answered ${run.status}: ${JSON.stringify(run.body)}`);
  const calls = fake.calls[ENDPOINTS.pageIntersection] ?? 0;
  const billed = fake.totalBilled();
  const firstPage = `/api/researches/${run.body.researchId}/rows?gap=missing,untapped&brand=exclude&kd=..60&sort=opportunity&direction=desc&limit=200`;
  const [page, pageMs] = await timed(() => user.get<RowsPage>(firstPage));
  const [, pageAgainMs] = await timed(() => user.get<RowsPage>(firstPage));
  fake.reset();
  const [repeat, repeatMs] = await timed(() => user.post<CompetitorRunStarted>('/api/competitors/gap', body));

  console.log(`Keyword gap: 1 site + 10 competitors, ${GAP_ROWS.toLocaleString('en-US')} rows asked (stand-in web: 25,000 keywords, each site ranks for 20-60 % of them)`);
  console.log(`  quote: ${quote.body.tools[0]?.units} competitor reads, $${quote.body.tools[0]?.dollars} estimated, ${ms(quoteMs)}`);
  console.log(`  run: ${calls} provider calls (page_intersection), $${billed.toFixed(4)} billed by the stand-in, ${run.body.coverage.rowsRead.toLocaleString('en-US')} rows read of ${run.body.coverage.totalCount.toLocaleString('en-US')}, server ${ms(runMs)}`);
  console.log(`  first page of the opportunities view (Missing + Untapped, no brands, KD ≤ 60, by opportunity): ${page.body.rows.length} of ${page.body.totalMatching.toLocaleString('en-US')} rows, ${ms(pageMs)} (again ${ms(pageAgainMs)})`);
  console.log(`  server time to the first page: ${ms(runMs + pageMs)}`);
  console.log(`  cached repeat: ${fake.totalCalls()} provider calls, $${repeat.body.providerCost}, ${ms(repeatMs)}`);

  if (TABLE_ROWS > 0) {
    // A web large enough that 11 sites rank for TABLE_ROWS keywords between them; other sites, so nothing is cached.
    setFakeWebSize(Math.ceil(TABLE_ROWS * 1.25));
    const tableBody = { ...body, own: 'big-own.example', competitors: body.competitors.map((c) => `big-${c}`), limit: TABLE_ROWS };
    const [big, bigMs] = await timed(() => user.post<CompetitorRunStarted>('/api/competitors/gap', tableBody));
    if (big.status !== 200) throw new Error(`gap answered ${big.status}: ${JSON.stringify(big.body)}`);
    const stored = (await user.get<RowsPage>(`/api/researches/${big.body.researchId}/rows?limit=1`)).body.totalRows;
    console.log(`Gap table: ${stored.toLocaleString('en-US')} rows stored (run ${ms(bigMs)}), in Chromium at 1280x900, ${RUNS} runs, fresh context each`);

    site = await serveBuiltClient(app);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const url = site.url;
    const newPage = signedInPages(browser, url, user.cookies);
    // The run's link as the history gives it: the page writes the first view (opportunities) into the address.
    const runLink = `${url}/competitors?tool=gap&id=${big.body.researchId}`;
    const firstRow = async (page: Awaited<ReturnType<typeof newPage>>) => page.getByRole('table', { name: 'Keyword gap' }).locator('tbody tr[data-index]').first().waitFor();

    const form: number[] = [];
    const nav: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      form.push(await researchFormPaint(newPage, url));
      const page = await newPage();
      const started = performance.now();
      await page.goto(runLink);
      await firstRow(page);
      nav.push(performance.now() - started);
      await page.context().close();
    }
    console.log(`  opening the run by its link: research form painted median ${f(median(form))} ms; first gap row median ${f(median(nav))} ms; ratio ${(median(nav) / median(form)).toFixed(2)}x`);

    const bare: number[] = [];
    const own: number[] = [];
    const scriptPerKey: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bare.push(...(await bareKeyPaints(newPage, url)));
      const page = await newPage();
      await page.goto(runLink);
      await firstRow(page);
      await page.waitForTimeout(2_000);
      const typed = await typeAndTime(page, 'input[aria-label="Search keywords"]');
      own.push(...typed.paints);
      scriptPerKey.push(typed.scriptPerKeyMs);
      await page.context().close();
    }
    console.log(`  typing in the gap table's search box ("${TYPED.join('", "')}", ${KEY_GAP_MS} ms between keys):`);
    console.log(`    bare <input>: keydown → after next paint median ${f(median(bare))} ms, p95 ${f(p95(bare))} ms`);
    console.log(`    gap table: median ${f(median(own))} ms, p95 ${f(p95(own))} ms; ratio ${(median(own) / median(bare)).toFixed(2)}x (p95 ${(p95(own) / p95(bare)).toFixed(2)}x); page script per key median ${f(median(scriptPerKey))} ms`);
  }
} finally {
  await browser?.close();
  site?.close();
  await app.close();
  await fake.close();
}
