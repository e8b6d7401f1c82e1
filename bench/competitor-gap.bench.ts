// A 10-competitor keyword gap over 10,000 keywords per site, through the real app and the real
// DataForSEO client against the stand-in (tests/support/fake-dataforseo, its web made 25,000
// keywords large, so each site ranks for about 10,000 of them): the cost quote, the run, and the
// first page of the default opportunities view. Reports the provider calls, the dollars the
// stand-in billed, the server time of each step, and a cached repeat. GAP_ROWS (default 10,000).
// Then the gap table in Debian's Chromium against the built client, over a gap of TABLE_ROWS rows
// (default 50,000, stored as a run stores it; TABLE_ROWS=0 skips it): typing in its search box (keydown → after the next
// paint) and opening the run by its link (navigation → first row), each next to the same bare
// baselines as the results table (bench/browser-timing.ts): a bare <input>, the research form's paint.
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { CompetitorRunStarted } from '../src/shared/contract/competitors.js';
import type { RunQuote } from '../src/shared/contract/quote.js';
import type { RowsPage } from '../src/shared/contract/researches.js';
import { keywordResearch, userRoles, userSubscriptions } from '../src/server/db/schema/index.js';
import type { Db } from '../src/server/db/client.js';
import { brandsOf } from '../src/shared/competitors/brand-terms.js';
import { categoryCounts, gapRows, positionBands } from '../src/server/features/competitors/competitor-rows.js';
import { storeCompetitorRun, type CompetitorSnapshot } from '../src/server/features/competitors/competitor-store.js';
import type { GapKeyword, GapRank } from '../src/server/providers/competitor-types.js';
import { createRandom } from '../src/server/providers/demo/seeded-random.js';
import type { KeywordResultInsert } from '../src/server/features/research-results/keyword-row-insert.js';
import { makeRows, toMetrics } from './bench-utils.js';
import { ENDPOINTS, setFakeWebSize, startFakeDataForSeo } from '../tests/support/fake-dataforseo/index.js';
import { startTestApp } from '../tests/support/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveBuiltClient } from './built-site.js';
import { bareKeyPaints, f, KEY_GAP_MS, median, p95, researchFormPaint, signedInPages, TYPED, typeAndTime } from './browser-timing.js';

const GAP_ROWS = Number(process.env.GAP_ROWS ?? 10_000);
const TABLE_ROWS = Number(process.env.TABLE_ROWS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 3);
const ms = (value: number) => `${value.toFixed(0)} ms`;

const SITES = ['big-own.example', ...Array.from({ length: 10 }, (_, i) => `big-rival-${i + 1}.example`)];

/** A 10-competitor gap of `count` rows stored as a run stores it: its rows, bands and category counts. */
async function storeBigGap(db: Db, userId: string, count: number): Promise<{ researchId: string; stored: number }> {
  const random = createRandom(7);
  const rank = (site: number, i: number): GapRank | null => {
    if (random() < 0.55) return null;
    return { position: 1 + Math.floor(random() * 100), url: `https://${SITES[site]}/page-${i % 500}/`, estimatedTraffic: Math.round(random() * 500) };
  };
  const keywords: GapKeyword[] = makeRows(count).map((row, i) => ({
    metrics: toMetrics(row, i),
    own: rank(0, i),
    competitors: SITES.slice(1).map((_, c) => rank(c + 1, i)),
    serpFeatures: i % 3 === 0 ? ['organic', 'people_also_ask'] : ['organic'],
  }));
  const [own, ...competitors] = SITES;
  return db.transaction(async (tx) => {
    let rows: KeywordResultInsert[] = [];
    const snapshot: CompetitorSnapshot = {
      sites: SITES.map((label, index) => ({ label, kind: 'domain', role: index === 0 ? 'own' : 'competitor', index })),
      source: { kind: 'domain', id: null, name: own ?? '' },
      scope: 'all',
      rowLimit: count,
      coverage: { totalCount: count, rowsRead: count, truncated: false, volumeFloor: null, calls: Math.ceil(count / 1000) },
      summary: null,
      storedBands: { pos1: 0, pos2to3: 0, pos4to10: 0, pos11to20: 0, pos21to100: 0, notRanking: 0, estimatedTraffic: 0 },
      competitors: [],
      megaDomainsLeftOut: 0,
      categoryCounts: null,
      brands: brandsOf(SITES),
      providerCalls: Math.ceil(count / 1000),
      cached: false,
      fetchedAt: new Date().toISOString(),
      demoNote: null,
    };
    const researchId = await storeCompetitorRun(tx, {
      userId,
      kind: 'gap',
      label: `${own} vs ${competitors.join(', ')}`,
      request: { own, competitors, languageCode: 'en', locationCode: 2840, scope: 'all', limit: count },
      languageCode: 'en',
      locationCode: 2840,
      resultLimit: count,
      providerCost: 0,
      provider: 'dataforseo',
      snapshot,
      rows: (id) => (rows = gapRows(id, keywords, SITES)),
    });
    await tx.update(keywordResearch).set({ snapshot: { ...snapshot, storedBands: positionBands(rows), categoryCounts: categoryCounts(rows) } }).where(eq(keywordResearch.id, researchId));
    return { researchId, stored: rows.length };
  });
}

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
    // Stored straight through the competitor store (rows by gapRows, as a run stores them): the
    // stand-in's 50 reads of a 62,500-keyword web outran the provider timeout on a loaded machine.
    const storeStarted = performance.now();
    // (Counted at the store: a request on the bench's kept-alive socket after the long write was reset.)
    const { researchId: bigId, stored } = await storeBigGap(app.deps.database.db, user.userId, TABLE_ROWS);
    console.log(`Gap table: ${stored.toLocaleString('en-US')} rows stored (${ms(performance.now() - storeStarted)}), in Chromium at 1280x900, ${RUNS} runs, fresh context each`);

    site = await serveBuiltClient(app);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const url = site.url;
    const newPage = signedInPages(browser, url, user.cookies);
    // The run's link as the history gives it: the page writes the first view (opportunities) into the address.
    const runLink = `${url}/competitors?tool=gap&id=${bigId}`;
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
